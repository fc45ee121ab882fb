import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// The session's messages: meta commands (`M…`) and running statements (`S…`); their
/// texts, IDs and entries in `DiagnosticEntries.swift`, whose texts these fill in.
extension Message {
  // MARK: meta commands (warnings)

  /// `':format' takes text, json or values`.
  package static func metaTakes(_ command: String, _ what: String) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.metaTakes, ["command": command, "what": what])
  }
  /// `':show' needs a name`.
  package static func metaNeeds(_ command: String, _ what: String) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.metaNeeds, ["command": command, "what": what])
  }
  package static func unknownMeta(_ name: String, suggestion: String?) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(
      .unknownMeta,
      ["name": name, "suggestion": suggestion.map { " (did you mean :\($0)?)" } ?? ""])
  }
  package static func noJob(_ job: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.noJob, ["job": "\(job)"])
  }
  /// `--explain X` / `:help X` of a word that is no catalogue ID.
  package static func unknownID(_ word: String) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.unknownDiagnostic, ["word": word])
  }
  package static func cannotRead(_ path: String, _ reason: String) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.cannotRead, ["path": path, "reason": reason])
  }
  /// `:live` in a session no live view can be opened from (not the signalbox command).
  package static func noLiveView() -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.noLiveView)
  }
  /// The live view's server could not listen (`--live=PORT` with the port taken).
  package static func cannotStartLiveView(_ reason: String) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.cannotStartLiveView, ["reason": reason])
  }
}

extension Message {
  // MARK: running statements (warnings)

  /// A foreground pipeline on the wall clock that nothing left could end (`never`, a
  /// subject no one else sends to).
  package static func neverEnds() -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.neverEnds)
  }

  /// Why the session disposed a background job that was still running.
  package enum JobDisposal: String {
    case endOfScript = " at the end of the script"
    case clockChanged = ": the clock changed"
    case reset = ": the session was reset"
  }
  /// `job [2] disposed: the clock changed`.
  package static func jobDisposed(_ job: Int, _ why: JobDisposal) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.jobDisposed, ["job": "\(job)", "why": why.rawValue])
  }
  package static func commandNotEnabled(_ name: String) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.commandNotEnabled, ["name": name])
  }
  package static func cannotWriteMarbles(_ path: String, _ problem: String) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.cannotWriteMarbles, ["path": path, "problem": problem])
  }
  /// The virtual driver disposed a foreground pipeline: no work left could end it.
  package static func nothingLeft() -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.nothingLeft)
  }
  package static func pastHorizon(_ horizon: String) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.pastHorizon, ["horizon": horizon])
  }
  package static func clockAtHorizon(_ horizon: String) -> DiagnosticMessage {
    DiagnosticCatalogue.sessionMessage(.clockAtHorizon, ["horizon": horizon])
  }
}

extension DiagnosticCatalogue {
  /// The message of this module's entry `id` (`session`), its arguments filled in.
  static let sessionMessage = DiagnosticTexts(session)
}
