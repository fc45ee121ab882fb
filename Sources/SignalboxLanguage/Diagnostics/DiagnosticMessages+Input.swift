/// The catalogue's messages about input data: JSON syntax (`J…`, the same words from the
/// parser, the checker, the skipper and the items walk) and reading files.
extension Message {
  static func jsonEndOfInput() -> DiagnosticMessage {
    .init(.jsonEndOfInput, "unexpected end of input")
  }
  /// `shown` is `'x'` or `byte 0x1f`.
  static func jsonUnexpected(_ shown: String) -> DiagnosticMessage {
    .init(.jsonUnexpected, "unexpected character \(shown)")
  }
  static func jsonTooDeep(_ limit: Int) -> DiagnosticMessage {
    .init(.jsonTooDeep, "values nested too deeply (more than \(limit) levels)")
  }
  static func jsonInvalidLiteral() -> DiagnosticMessage {
    .init(.jsonInvalidLiteral, "invalid literal")
  }
  static func jsonControlCharacter() -> DiagnosticMessage {
    .init(.jsonControlCharacter, "control character in string")
  }
  static func jsonInvalidEscape() -> DiagnosticMessage {
    .init(.jsonInvalidEscape, "invalid escape in string")
  }
  static func jsonInvalidUnicodeEscape() -> DiagnosticMessage {
    .init(.jsonInvalidUnicodeEscape, "invalid \\u escape in string")
  }
  static func jsonTrailingText() -> DiagnosticMessage {
    .init(.jsonTrailingText, "unexpected text after the value")
  }
  /// A file that cannot be opened or read: its path and the system's words.
  static func cannotOpen(_ path: String, _ reason: String) -> DiagnosticMessage {
    .init(.cannotOpen, "\(path): \(reason)")
  }
  /// `items "a..b"`: a dotted path with an empty step.
  static func emptyItemsPathStep(_ path: JSON) -> DiagnosticMessage {
    .init(
      .emptyItemsPathStep,
      "items: empty step in the path \(JSONWriter.string(path)) (write a key that is empty or "
        + "has a dot in the array form: [\"a.b\", \"\"])")
  }
  /// A replayed recording's error event that carried no message.
  static func recordedError() -> DiagnosticMessage { .init(.recordedError, "error") }

  /// The items walk: what a path step found (`kind` is `a number`, `null` …).
  static func itemsNotAContainer(_ what: String, _ kind: String, wanted: String)
    -> DiagnosticMessage
  {
    .init(.itemsNotAContainer, "\(what) is \(kind), not \(wanted)")
  }
  static func itemsNoMember(_ key: String, in container: String) -> DiagnosticMessage {
    .init(.itemsNoMember, "no member \(JSONWriter.string(.string(key))) in \(container)")
  }
  static func itemsNoElement(_ index: Int, in container: String, count: Int) -> DiagnosticMessage {
    .init(
      .itemsNoElement,
      "\(container) has \(count) element\(count == 1 ? "" : "s"), no element \(index)")
  }
}
