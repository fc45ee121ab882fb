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

extension [DiagnosticEntry] {
  /// The entries by ID: where a module's `Message` functions find their texts.
  package func byID() -> [DiagnosticMessage.ID: DiagnosticEntry] {
    Dictionary(map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

extension DiagnosticCatalogue {
  /// This module's entries by ID (`json`).
  static let jsonByID = json.byID()
  /// The message of this module's entry `id`, its arguments filled in.
  static func jsonMessage(
    _ id: DiagnosticMessage.ID, _ arguments: KeyValuePairs<String, String> = [:]
  ) -> DiagnosticMessage {
    jsonByID[id]!.message(arguments)
  }
}
