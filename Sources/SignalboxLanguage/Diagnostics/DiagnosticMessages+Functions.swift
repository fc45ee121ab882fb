import SignalboxJSON

/// The catalogue's messages of string interpolation and `items` (jq's builtins' are in
/// SignalboxJQ's `Diagnostics/`).
extension Message {
  // MARK: lexer

  static func emptyInterpolation() -> DiagnosticMessage {
    .init(.emptyInterpolation, "empty interpolation: write an expression inside \\( )")
  }
  static func interpolationTooDeep(_ limit: Int) -> DiagnosticMessage {
    .init(.interpolationTooDeep, "string interpolations nest more than \(limit) deep")
  }

  // MARK: items

  static func itemsNotTimed() -> DiagnosticMessage {
    .init(
      .itemsNotTimed,
      "'items' and 'timed' do not combine: items are sent as they arrive; 'timed' replays a "
        + "recording"
    )
  }
  static func badItemsPathStep(_ part: JSON) -> DiagnosticMessage {
    .init(
      .badItemsPathStep,
      "items: a path step must be a key (a string) or an index (a non-negative integer), not "
        + "\(JSONWriter.string(part))"
    )
  }
  static func badItemsPath(_ value: JSON) -> DiagnosticMessage {
    .init(
      .badItemsPath,
      "items: the path must be a string (\"data.rows\") or an array of keys and indexes, not "
        + "\(value.typeName)"
    )
  }
}
