extension DiagnosticEntry {
  /// The message of this entry: its text with each `{name}` of `arguments` filled in (in one
  /// pass, so a value is never read as a template; a `{` of no argument stays as it is).
  package func message(_ arguments: KeyValuePairs<String, String> = [:]) -> DiagnosticMessage {
    var out = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      let afterOpen = rest.index(after: open)
      if let close = rest[afterOpen...].firstIndex(of: "}"),
        let value = arguments.first(where: { $0.key == rest[afterOpen..<close] })?.value
      {
        out += value
        rest = rest[rest.index(after: close)...]
      } else {
        out += "{"
        rest = rest[afterOpen...]
      }
    }
    out += rest
    return DiagnosticMessage(id, out, severity: severity)
  }
}

/// A module's entries by ID, where its `Message` functions find their texts: each module
/// declares one over its entries (`static let jsonMessage = DiagnosticTexts(json)`) and
/// calls it with an ID and the arguments (`jsonMessage(.jsonTooDeep, ["limit": "512"])`).
package struct DiagnosticTexts: Sendable {
  private let byID: [DiagnosticMessage.ID: DiagnosticEntry]

  package init(_ entries: [DiagnosticEntry]) {
    byID = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The message of entry `id` (one of the module's own), its arguments filled in.
  package func callAsFunction(
    _ id: DiagnosticMessage.ID, _ arguments: KeyValuePairs<String, String> = [:]
  ) -> DiagnosticMessage {
    byID[id]!.message(arguments)
  }
}

extension DiagnosticCatalogue {
  /// The message of this module's entry `id` (`json`), its arguments filled in.
  static let jsonMessage = DiagnosticTexts(json)
}
