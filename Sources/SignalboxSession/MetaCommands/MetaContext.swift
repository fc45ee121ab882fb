import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// What a meta command's handler may use of the session: its output, its names, its jobs,
/// its clock and its runs — and nothing else. `Session` is the one conforming type
/// (`Session+MetaContext.swift`); the handlers hold the commands' own logic.
protocol MetaContext: AnyObject {
  // Output: what prints and how.
  /// A line on standard output.
  func printLine(_ line: String)
  /// Text on standard error as it is (rendered diagnostics).
  func printError(_ text: String)
  /// A warning with its caret at `offset` in `file`.
  func warn(_ message: DiagnosticMessage, at offset: Int, in file: SourceFile)
  /// The width lines wrap at (the terminal's, or 80).
  var width: Int { get }
  /// The time axis of an SVG picture, in pixels (`--marbles-width`).
  var pictureAxisLength: Double { get }
  func setFormat(_ format: OutputFormat)
  func setTraceEveryStage(_ on: Bool)
  /// What a bare time means and the unit times print in (`:units`).
  var timeUnit: TimeUnit { get set }
  /// Whether event times are the session's rather than their job's (`:times`).
  var sessionTimes: Bool { get set }
  /// Asks the session's driver to quit or to make a fresh session.
  func ask(_ request: Session.Request)
  /// Writes what standard output holds (before a line of standard error or a document).
  func flush()
  /// A warning about no place in the program (`warning: … [M…]`), after standard output.
  func warn(_ message: DiagnosticMessage)
  /// A drawing's lines, through the printer (on standard output in the text format).
  func printMarbles(_ lines: [String])
  /// Whether a diagram drawn now for the terminal is coloured (as its stream is).
  var marblesInColour: Bool { get }
  /// Where `--marbles=svg` sends each drawing as a titled panel (nil: printed as it is).
  var marblePanels: (@Sendable (MarblePanel) -> Void)? { get }
  /// `--report`: a drawing added to the report.
  func addToReport(_ entry: MarbleReportEntry)
  /// What opens the live view (`:live`; nil: there is none here), and who is told every
  /// recorded flow as it runs.
  var liveViewOpener: (any LiveViewOpener)? { get }
  var flowObserver: (any FlowObserver)? { get set }

  // Names: what is bound.
  var names: [String: (slot: Int, kind: Compiler.NameKind)] { get }
  /// What the name at `slot` holds now (`.unset` before its statement ran).
  func binding(_ slot: Int) -> Binding
  /// The message for a stage name the table does not know (with its "did you mean").
  func unknownOperator(_ name: String) -> DiagnosticMessage

  // Jobs: what runs in the background.
  var runningJobs: [(number: Int, job: Job)] { get }
  /// Disposes job `number` (printing that it was); false when no such job runs.
  func dispose(job number: Int) -> Bool
  /// The stages with live subscriptions, and how many each has.
  var liveStages: [(work: StageWork, count: Int)] { get }

  // Clock.
  var isVirtual: Bool { get }
  /// The clock's scheduled work, earliest first.
  var pendingWork: [(time: Double, label: WorkLabel?)] { get }
  /// Runs `body` with the session's clock as the current scheduler.
  func onClock<T>(_ body: () -> T) -> T
  /// Runs the work of the next `seconds` on the virtual clock (up to the horizon).
  func advance(by seconds: Double)
  func switchClock(to kind: RunMode.Clock, mode: RunMode)

  // Runs: programs run for the command.
  /// The session's run mode as it is now (`:trace on`, `--marbles` …).
  var mode: RunMode { get }
  /// Catalogue entries of the modules above the session (the command line's `U…`).
  var moreEntries: [DiagnosticEntry] { get }
  /// Compiles and runs `source` in `mode`; `loaded` counts it as a `:load` for `:clock`.
  func run(_ source: SourceFile, mode: RunMode, loaded: Bool)
}
