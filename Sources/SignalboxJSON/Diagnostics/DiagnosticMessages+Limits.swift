/// The catalogue's messages about size limits, bounds (`B…`): program text, one value or
/// line of input, unreadable input under `lenient`, arrays and strings built by
/// expressions, the `--report` file. Every limit is a constant of `Limits` (`JSONLimits`
/// for input), listed in docs/language.md ("Limits and failures"). Their texts are in their
/// entries (`DiagnosticEntries+Limits.swift`); these fill in the arguments.
extension Message {
  package static func programTooLong(_ limit: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.programTooLong, ["limit": "\(limit)"])
  }
  package static func valueTooLong(_ source: String, _ limit: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.valueTooLong, ["source": source, "limit": "\(limit)"])
  }
  package static func tooMuchUnreadable(_ source: String, _ limit: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.tooMuchUnreadable, ["source": source, "limit": "\(limit)"])
  }
  package static func arrayTooLong(_ what: String, _ limit: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.arrayTooLong, ["what": what, "limit": "\(limit)"])
  }
  package static func stringTooLong(_ what: String, _ limit: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.stringTooLong, ["what": what, "limit": "\(limit)"])
  }
  package static func reportNotWritable(_ path: String, _ reason: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.reportNotWritable, ["path": path, "reason": reason])
  }
}

extension FileText {
  /// The message for program text over `JSONLimits.longestProgram`.
  package static var programTooLongMessage: String {
    Message.programTooLong(JSONLimits.longestProgram).text
  }
  /// The message for a `--report` path that cannot be written.
  package static func reportNotWritableMessage(_ path: String, _ reason: String) -> String {
    Message.reportNotWritable(path, reason).text
  }
}
