import SignalboxJSON

/// The catalogue's messages of string interpolation and `items` (jq's builtins' are in
/// SignalboxJQ's `Diagnostics/`); their texts in `DiagnosticEntries+Syntax.swift` and
/// `+Runtime`.
extension Message {
  // MARK: lexer

  static func emptyInterpolation() -> DiagnosticMessage { filled(.emptyInterpolation) }
  static func interpolationTooDeep(_ limit: Int) -> DiagnosticMessage {
    filled(.interpolationTooDeep, ["limit": "\(limit)"])
  }

  // MARK: items

  static func itemsNotTimed() -> DiagnosticMessage { filled(.itemsNotTimed) }
  static func badItemsPathStep(_ part: JSON) -> DiagnosticMessage {
    filled(.badItemsPathStep, ["part": JSONWriter.string(part)])
  }
  static func badItemsPath(_ value: JSON) -> DiagnosticMessage {
    filled(.badItemsPath, ["type": value.typeName])
  }
}
