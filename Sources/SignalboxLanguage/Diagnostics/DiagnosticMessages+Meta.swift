import SignalboxJSON

extension Message {
  // MARK: meta commands (warnings)

  /// `':format' takes text, json or values`.
  package static func metaTakes(_ command: String, _ what: String) -> DiagnosticMessage {
    .init(.metaTakes, "':\(command)' takes \(what)")
  }
  /// `':show' needs a name`.
  package static func metaNeeds(_ command: String, _ what: String) -> DiagnosticMessage {
    .init(.metaNeeds, "':\(command)' needs \(what)")
  }
  package static func unknownMeta(_ name: String, suggestion: String?) -> DiagnosticMessage {
    .init(
      .unknownMeta,
      "unknown meta command ':\(name)'" + (suggestion.map { " (did you mean :\($0)?)" } ?? ""))
  }
  package static func noJob(_ job: Int) -> DiagnosticMessage {
    .init(.noJob, "no job [\(job)] (see :jobs)")
  }
  package static func cannotRead(_ path: String, _ reason: String) -> DiagnosticMessage {
    .init(.cannotRead, "cannot read '\(path)': \(reason)")
  }
}

extension Message {
  // MARK: running statements (warnings)

  /// A foreground pipeline on the wall clock that nothing left could end (`never`, a
  /// subject no one else sends to).
  package static func neverEnds() -> DiagnosticMessage {
    .init(
      .neverEnds,
      "pipeline disposed: nothing left could end it; to feed it from later statements, run it as a background job (add '&')"
    )
  }

  /// Why the session disposed a background job that was still running.
  package enum JobDisposal: String {
    case endOfScript = " at the end of the script"
    case clockChanged = ": the clock changed"
    case reset = ": the session was reset"
  }
  /// `job [2] disposed: the clock changed`.
  package static func jobDisposed(_ job: Int, _ why: JobDisposal) -> DiagnosticMessage {
    .init(.jobDisposed, "job [\(job)] disposed\(why.rawValue)")
  }
}
