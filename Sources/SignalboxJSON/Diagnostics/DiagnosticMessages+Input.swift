/// The catalogue's messages about input data: JSON syntax (`J…`, the same words from the
/// parser, the checker, the skipper and the items walk) and reading files.
extension Message {
  package static func jsonEndOfInput() -> DiagnosticMessage {
    .init(.jsonEndOfInput, "unexpected end of input")
  }
  /// `shown` is `'x'` or `byte 0x1f`.
  package static func jsonUnexpected(_ shown: String) -> DiagnosticMessage {
    .init(.jsonUnexpected, "unexpected character \(shown)")
  }
  package static func jsonTooDeep(_ limit: Int) -> DiagnosticMessage {
    .init(.jsonTooDeep, "values nested too deeply (more than \(limit) levels)")
  }
  package static func jsonInvalidLiteral() -> DiagnosticMessage {
    .init(.jsonInvalidLiteral, "invalid literal")
  }
  package static func jsonControlCharacter() -> DiagnosticMessage {
    .init(.jsonControlCharacter, "control character in string")
  }
  package static func jsonInvalidEscape() -> DiagnosticMessage {
    .init(.jsonInvalidEscape, "invalid escape in string")
  }
  package static func jsonInvalidUnicodeEscape() -> DiagnosticMessage {
    .init(.jsonInvalidUnicodeEscape, "invalid \\u escape in string")
  }
  package static func jsonTrailingText() -> DiagnosticMessage {
    .init(.jsonTrailingText, "unexpected text after the value")
  }
  /// A file that cannot be opened or read: its path and the system's words.
  package static func cannotOpen(_ path: String, _ reason: String) -> DiagnosticMessage {
    .init(.cannotOpen, "\(path): \(reason)")
  }
  /// `items "a..b"`: a dotted path with an empty step.
  package static func emptyItemsPathStep(_ path: JSON) -> DiagnosticMessage {
    .init(
      .emptyItemsPathStep,
      "items: empty step in the path \(JSONWriter.string(path)) (write a key that is empty or "
        + "has a dot in the array form: [\"a.b\", \"\"])")
  }
  /// A replayed recording's error event that carried no message.
  package static func recordedError() -> DiagnosticMessage { .init(.recordedError, "error") }

  /// The items walk: what a path step found (`kind` is `a number`, `null` …).
  package static func itemsNotAContainer(_ what: String, _ kind: String, wanted: String)
    -> DiagnosticMessage
  {
    .init(.itemsNotAContainer, "\(what) is \(kind), not \(wanted)")
  }
  package static func itemsNoMember(_ key: String, in container: String) -> DiagnosticMessage {
    .init(.itemsNoMember, "no member \(JSONWriter.string(.string(key))) in \(container)")
  }
  package static func itemsNoElement(_ index: Int, in container: String, count: Int)
    -> DiagnosticMessage
  {
    .init(
      .itemsNoElement,
      "\(container) has \(count) element\(count == 1 ? "" : "s"), no element \(index)")
  }
  package static func lineTooLong(_ source: String, _ limit: Int) -> DiagnosticMessage {
    .init(
      .lineTooLong,
      "\(source): a line longer than \(limit) bytes (no newline found; lines are at most \(limit) bytes)"
    )
  }
}
