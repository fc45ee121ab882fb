import Signalbox
import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// How a preview runs: how far its virtual clock goes, how long it may take, how much it
/// keeps, how wide its diagram is.
package struct PreviewLimits: Sendable, Equatable {
  /// Virtual seconds the preview's clock may run (`:preview horizon S`).
  package var horizon = 10.0
  /// CPU seconds the run may take before it is cut off (the REPL also bounds its wait by
  /// the wall clock, more loosely).
  package var budget = 0.05
  /// Lines of events (and of messages) kept.
  package var lines = 12
  /// The marble diagram's width (the terminal's).
  package var width = 80

  package init() {}
}

/// What a preview found, to draw under the prompt.
package struct PreviewResult: Sendable, Equatable {
  /// The events as the line would print them (the first `PreviewLimits.lines`).
  package var events: [String] = []
  /// One marble row per stage (with its axis), as `--marbles` draws them.
  package var marbles: [String] = []
  /// Diagnostics and warnings: a parse error with its caret, `nothing left …`.
  package var messages: [String] = []
  /// Why the preview stopped early or did not run, when it did.
  package var note: String?

  package init(note: String? = nil) { self.note = note }
}

/// One preview: a copy of the session made afresh — a new virtual clock at 0, the names
/// bound so far bound again by running the entries that bound them (`replaying`), its own
/// output kept in memory — in which the typed line runs up to the horizon. Nothing of it
/// reaches the session: the subjects and commands it sees are its own, made by the replay.
/// Made on the REPL's thread, run on another (`run`), stopped from the first (`interrupt`).
package final class PreviewRun: @unchecked Sendable {
  private let session: Session
  private let output: PreviewOutput
  private let limits: PreviewLimits
  private let cutOff = Atomic<Bool>(false)
  /// Called on the running thread just before the typed line runs (after the replay): a
  /// test starts interrupting there, so that its interrupt meets the line, not the replay.
  package var willRunLine: (@Sendable () -> Void)?

  /// `base`: the session's options (format, units…); `stdin`: the descriptor the `stdin`
  /// source reads (a sample, or an empty file), which the caller closes after `run`.
  package init(base: SessionOptions, limits: PreviewLimits, stdin: Int32) {
    var options = SessionOptions()
    options.mode.clock = .virtual
    options.mode.horizon = limits.horizon
    options.mode.format = base.mode.format
    options.mode.marbles = true
    options.mode.marbleFormat = .diagram
    options.marbleWidth = max(20, limits.width)
    options.timeUnit = base.timeUnit
    options.sessionTimes = base.sessionTimes
    options.rawOutput = base.rawOutput
    options.indent = base.indent
    options.jq = base.jq
    options.jqInput = base.jqInput
    options.stdinDescriptor = stdin
    self.limits = limits
    output = PreviewOutput(limit: limits.lines)
    session = Session(options: options, output: output)
    let session = self.session
    output.onFull = { session.interrupted.store(true, ordering: .relaxed) }
  }

  /// Runs `text` after `replaying` (each an entry that bound names, in order); blocks.
  package func run(_ text: String, replaying: [String]) -> PreviewResult {
    let marbles = Mutex<[String]>([])
    session.drawing.lines = { lines in marbles.withLock { $0 = lines } }
    // A diagram of more events than a terminal's width can show costs time, not detail.
    session.drawing.markLimit = 4 * limits.width * 8
    output.discard {
      for entry in replaying where !interrupted {
        session.runInteractive(SourceFile(name: "<binding>", text: entry))
      }
    }
    let file = SourceFile(name: "<repl>", text: text)
    var result = PreviewResult()
    if !interrupted {
      willRunLine?()
      session.runProgram([file])
    }
    result.events = output.stdout
    result.messages = output.stderr
    result.marbles = marbles.withLock { $0 }
    if cutOff.load(ordering: .relaxed) {
      let ms = Int((limits.budget * 1000).rounded())
      result.note = "(preview cut off after \(ms) ms)"
    } else if output.full {
      result.note = "(the first \(limits.lines) lines)"
    }
    session.close()
    return result
  }

  private var interrupted: Bool { session.interrupted.load(ordering: .relaxed) }

  /// Out of time (from another thread): the pipeline is stopped at its next event, as
  /// Ctrl-C stops one. Called again and again until `run` returns, because a pipeline's
  /// start clears the flag.
  package func interrupt() {
    cutOff.store(true, ordering: .relaxed)
    session.interrupted.store(true, ordering: .relaxed)
  }
}
