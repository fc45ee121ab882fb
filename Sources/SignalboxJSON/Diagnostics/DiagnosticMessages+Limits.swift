/// The catalogue's messages about size limits, bounds (`B…`): program text, one value or
/// line of input, unreadable input under `lenient`, arrays and strings built by
/// expressions, the `--report` file. Every limit is a constant of `Limits` (`JSONLimits`
/// for input), listed in docs/language.md ("Limits and failures").
extension Message {
  package static func programTooLong(_ limit: Int) -> DiagnosticMessage {
    .init(.programTooLong, "program text longer than \(limit) bytes (the limit)")
  }
  package static func valueTooLong(_ source: String, _ limit: Int) -> DiagnosticMessage {
    .init(
      .valueTooLong,
      "\(source): a JSON value longer than \(limit) bytes (values are at most \(limit) bytes;"
        + " `stdin items` streams the parts of a bigger one)")
  }
  package static func tooMuchUnreadable(_ source: String, _ limit: Int) -> DiagnosticMessage {
    .init(
      .tooMuchUnreadable,
      "\(source): gave up after \(limit) bytes of unreadable input with no value in them")
  }
  package static func arrayTooLong(_ what: String, _ limit: Int) -> DiagnosticMessage {
    .init(.arrayTooLong, "\(what): an array of more than \(limit) elements (the limit)")
  }
  package static func stringTooLong(_ what: String, _ limit: Int) -> DiagnosticMessage {
    .init(.stringTooLong, "\(what): a string of more than \(limit) bytes (the limit)")
  }
  package static func reportNotWritable(_ path: String, _ reason: String) -> DiagnosticMessage {
    .init(.reportNotWritable, "cannot write the report to \(path): \(reason)")
  }
}

extension FileText {
  /// The message for program text over `JSONLimits.longestProgram`.
  public static var programTooLongMessage: String {
    Message.programTooLong(JSONLimits.longestProgram).text
  }
  /// The message for a `--report` path that cannot be written.
  public static func reportNotWritableMessage(_ path: String, _ reason: String) -> String {
    Message.reportNotWritable(path, reason).text
  }
}
