import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// The values a session's state is grouped into.
extension Session {
  /// The names bound so far (the compiler knows them, the globals hold their values) and
  /// the binding statements `:clock` runs again on a new clock. A class: a bound value is
  /// read through it for every event that uses the name, with no access check on the way.
  final class Bindings {
    let compiler = Compiler()
    let globals = Globals()
    var replay = Replay()
  }

  /// How the pipelines ended so far.
  struct Outcome {
    /// `.success` while every pipeline completed, `.pipelineFailed` after an error event.
    var status = ExitStatus.success
    /// The catalogue entry of each error event printed so far (nil for the program's text).
    var errorEventIDs: [DiagnosticMessage.ID?] = []
    /// The `expect` statements run so far, and the clock the last pipeline of one ran on
    /// (`expect NAME subscriptions` reads the subscriptions logged on it).
    var expectations: [ExpectationResult] = []
    var lastExpectClock: VirtualTimeScheduler?
  }

  /// `--report`: every foreground pipeline run so far, and what `capture` keeps of the
  /// running one's output (nil without `--report`).
  struct ReportRecording {
    let log = ReportLog()
    let capture: ReportCapture?
  }

  /// Where drawings go beyond the printer, and how wide they are.
  struct Drawing {
    /// Where `--marbles=svg` sends each diagram as a titled panel (the CLI draws them all as
    /// one SVG document); nil: each is printed as a document of its own.
    var panels: (@Sendable (MarblePanel) -> Void)?
    /// The width of the next diagram; nil: `options.marbleWidth`.
    var width: (@Sendable () -> Int)?
    /// Where a terminal diagram's lines go instead of the printer (the REPL's preview
    /// keeps them apart from the events); nil: the printer.
    var lines: (@Sendable ([String]) -> Void)?
    /// How many events a diagram keeps (the preview's few); nil: all.
    var markLimit: Int?
    /// `--live`, `:live`: who is told every recorded flow as it runs, and who opens the
    /// view for `:live` (the CLI); the number of the last flow told.
    var observer: (any FlowObserver)?
    var opener: (any LiveViewOpener)?
    var flows = 0
  }
}
