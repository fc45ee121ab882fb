extension Message {
  // MARK: meta commands (warnings)

  /// `':format' takes text, json or values`.
  static func metaTakes(_ command: String, _ what: String) -> DiagnosticMessage {
    .init(.metaTakes, "':\(command)' takes \(what)")
  }
  /// `':show' needs a name`.
  static func metaNeeds(_ command: String, _ what: String) -> DiagnosticMessage {
    .init(.metaNeeds, "':\(command)' needs \(what)")
  }
  static func unknownMeta(_ name: String, suggestion: String?) -> DiagnosticMessage {
    .init(.unknownMeta, "unknown meta command ':\(name)'" + (suggestion.map { " (did you mean :\($0)?)" } ?? ""))
  }
  static func noJob(_ job: Int) -> DiagnosticMessage { .init(.noJob, "no job [\(job)] (see :jobs)") }
  static func cannotRead(_ path: String, _ reason: String) -> DiagnosticMessage {
    .init(.cannotRead, "cannot read '\(path)': \(reason)")
  }
}
