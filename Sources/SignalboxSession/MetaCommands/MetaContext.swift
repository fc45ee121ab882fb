import SignalboxJSON
import SignalboxLanguage

/// What a meta command's handler may use of the session: its output, its names, its jobs,
/// its clock and its runs — and nothing else. `Session` is the one conforming type
/// (`Session+MetaContext.swift`); each member is a thing a command asks of the session.
protocol MetaContext: AnyObject {
  // Output: what prints and how.
  /// A line on standard output.
  func printLine(_ line: String)
  func setFormat(_ format: OutputFormat)
  func setTraceEveryStage(_ on: Bool)
  func help(_ name: String, warning: (DiagnosticMessage) -> Void)
  func ops()
  /// Asks the session's driver to quit or to make a fresh session.
  func ask(_ request: Session.Request)

  // Names: what is bound.
  func listBindings()
  func show(_ name: String, warning: (DiagnosticMessage) -> Void)
  func graph(_ source: SourceFile, warning: (DiagnosticMessage) -> Void)
  func explain(_ source: SourceFile, warning: (DiagnosticMessage) -> Void)

  // Jobs: what runs in the background.
  func listJobs()
  func kill(_ argument: String, warning: (DiagnosticMessage) -> Void)
  func pending()
  func resources()

  // Clock.
  func advance(
    _ argument: String, warning: (DiagnosticMessage) -> Void,
    commandWarning: (DiagnosticMessage) -> Void)
  func switchClock(to kind: RunMode.Clock, mode: RunMode)

  // Runs: programs run for the command.
  func load(_ path: String, mode: RunMode, warning: (DiagnosticMessage) -> Void)
  func marbles(
    _ argument: String, at argumentAt: Int, file: SourceFile, mode: RunMode,
    warning: (DiagnosticMessage) -> Void)
  func compare(_ argument: String, warning: (DiagnosticMessage) -> Void)
  func openLive(warning: (DiagnosticMessage) -> Void)
}
