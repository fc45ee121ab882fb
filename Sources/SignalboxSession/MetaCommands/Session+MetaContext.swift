import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// The session as its meta commands see it (`MetaContext`): each member one thing a
/// command asks of the session (`:clock`'s switch in `Session+Clock`, the live view's
/// observer and opener in `Session+Live`).
extension Session: MetaContext {
  func printLine(_ line: String) { output.out(line) }

  func printError(_ text: String) { output.err(text) }

  func warn(_ message: DiagnosticMessage, at offset: Int, in file: SourceFile) {
    metaWarning(message, at: offset, in: file)
  }

  var width: Int { marbleWidth }
  var pictureAxisLength: Double { options.pictureAxisLength }

  func setFormat(_ format: OutputFormat) { options.format = format }

  func setTraceEveryStage(_ on: Bool) { options.traceEveryStage = on }

  var sessionTimes: Bool {
    get { options.sessionTimes }
    set { options.sessionTimes = newValue }
  }
  package var timeUnit: TimeUnit {
    get { options.timeUnit }
    set { options.timeUnit = newValue }
  }

  func ask(_ request: Request) { self.request = request }

  func flush() { output.flush() }

  func printMarbles(_ lines: [String]) { printer.marbles(lines) }

  var marblesInColour: Bool { !marblePalette.isPlain }

  func addToReport(_ entry: MarbleReportEntry) { report.log.add(entry) }

  var names: [String: (slot: Int, kind: Compiler.NameKind)] { compiler.names }

  func binding(_ slot: Int) -> Binding {
    slot < globals.slots.count ? globals.slots[slot] : .unset
  }

  func unknownOperator(_ name: String) -> DiagnosticMessage { compiler.unknownOperator(name) }

  var runningJobs: [(number: Int, job: Job)] { jobs.inOrder }

  func dispose(job number: Int) -> Bool {
    guard let entry = jobs.remove(number) else { return false }
    entry.subscription.dispose()
    printDisposed(entry.context)
    flowEnded(entry.recorder, at: entry.context.elapsed)
    return true
  }

  var liveStages: [(work: StageWork, count: Int)] { liveSubscriptions.snapshot() }

  var isVirtual: Bool { virtualClock != nil }

  var pendingWork: [(time: Double, label: WorkLabel?)] {
    virtualClock?.pendingWork ?? runLoop?.pendingWork ?? []
  }

  func onClock<T>(_ body: () -> T) -> T { CurrentScheduler.run(as: scheduler, body) }

  func advance(by seconds: Double) {
    CurrentScheduler.run(as: scheduler) { sleep(seconds, horizon: options.horizon, on: clock) }
  }

  var mode: RunMode { options.mode }

  var moreEntries: [DiagnosticEntry] { options.moreEntries }

  func run(_ source: SourceFile, mode: RunMode, loaded: Bool) {
    guard let units = compile([source], mode: mode) else { return }
    if loaded { bindings.replay.countLoad() }
    for unit in units { run(unit, mode: mode) }
  }
}
