/// The catalogue's messages about input data: JSON syntax (`J…`, the same words from the
/// parser, the checker, the skipper and the items walk) and reading files. Their texts are
/// in their entries (`DiagnosticEntries+Input.swift`); these fill in the arguments.
extension Message {
  package static func jsonEndOfInput() -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.jsonEndOfInput)
  }
  /// `shown` is `'x'` or `byte 0x1f`.
  package static func jsonUnexpected(_ shown: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.jsonUnexpected, ["shown": shown])
  }
  package static func jsonTooDeep(_ limit: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.jsonTooDeep, ["limit": "\(limit)"])
  }
  package static func jsonInvalidLiteral() -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.jsonInvalidLiteral)
  }
  package static func jsonControlCharacter() -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.jsonControlCharacter)
  }
  package static func jsonInvalidEscape() -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.jsonInvalidEscape)
  }
  package static func jsonInvalidUnicodeEscape() -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.jsonInvalidUnicodeEscape)
  }
  package static func jsonTrailingText() -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.jsonTrailingText)
  }
  /// A file that cannot be opened or read: its path and the system's words.
  package static func cannotOpen(_ path: String, _ reason: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.cannotOpen, ["path": path, "reason": reason])
  }
  /// `items "a..b"`: a dotted path with an empty step.
  package static func emptyItemsPathStep(_ path: JSON) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.emptyItemsPathStep, ["path": JSONWriter.string(path)])
  }
  /// A replayed recording's error event that carried no message.
  package static func recordedError() -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.recordedError)
  }

  /// The items walk: what a path step found (`kind` is `a number`, `null` …).
  package static func itemsNotAContainer(_ what: String, _ kind: String, wanted: String)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.jsonMessage(
      .itemsNotAContainer, ["what": what, "kind": kind, "wanted": wanted])
  }
  package static func itemsNoMember(_ key: String, in container: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(
      .itemsNoMember, ["key": JSONWriter.string(.string(key)), "container": container])
  }
  package static func itemsNoElement(_ index: Int, in container: String, count: Int)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.jsonMessage(
      .itemsNoElement,
      [
        "container": container, "count": "\(count)", "s": count == 1 ? "" : "s",
        "index": "\(index)",
      ])
  }
  package static func lineTooLong(_ source: String, _ limit: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.jsonMessage(.lineTooLong, ["source": source, "limit": "\(limit)"])
  }
}
