import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// The session's messages: meta commands (`M…`) and running statements (`S…`); their
/// IDs and entries in `DiagnosticEntries.swift`.
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
  /// `--explain X` / `:help X` of a word that is no catalogue ID.
  package static func unknownID(_ word: String) -> DiagnosticMessage {
    .init(
      .unknownDiagnostic, "no diagnostic '\(word)' (an ID is a letter and three digits, as in C001)"
    )
  }
  package static func cannotRead(_ path: String, _ reason: String) -> DiagnosticMessage {
    .init(.cannotRead, "cannot read '\(path)': \(reason)")
  }
  /// `:live` in a session no live view can be opened from (not the signalbox command).
  package static func noLiveView() -> DiagnosticMessage {
    .init(
      .noLiveView, "':live' opens the live view of the signalbox command; this session has none")
  }
  /// The live view's server could not listen (`--live=PORT` with the port taken).
  package static func cannotStartLiveView(_ reason: String) -> DiagnosticMessage {
    .init(.cannotStartLiveView, "cannot start the live view: \(reason)")
  }
}

extension Message {
  // MARK: running statements (warnings)

  /// A foreground pipeline on the wall clock that nothing left could end (`never`, a
  /// subject no one else sends to).
  package static func neverEnds() -> DiagnosticMessage {
    .init(
      .neverEnds,
      "pipeline disposed: nothing left could end it; to feed it from later statements, run it as "
        + "a background job (add '&')"
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
  package static func commandNotEnabled(_ name: String) -> DiagnosticMessage {
    .init(.commandNotEnabled, "execute: command '\(name)' is not enabled (it is still executing)")
  }
  package static func cannotWriteMarbles(_ path: String, _ problem: String) -> DiagnosticMessage {
    .init(.cannotWriteMarbles, "cannot write the marble diagram to \(path): \(problem)")
  }
  /// The virtual driver disposed a foreground pipeline: no work left could end it.
  package static func nothingLeft() -> DiagnosticMessage {
    .init(.nothingLeft, "pipeline disposed: no scheduled work left that could end it")
  }
  package static func pastHorizon(_ horizon: String) -> DiagnosticMessage {
    .init(.pastHorizon, "pipeline disposed: it would run past the horizon (\(horizon) s)")
  }
  package static func clockAtHorizon(_ horizon: String) -> DiagnosticMessage {
    .init(.clockAtHorizon, "the virtual clock stops at the horizon (\(horizon) s)")
  }
}
