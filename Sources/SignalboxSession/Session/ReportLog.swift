import SignalboxLanguage
import Synchronization

/// `--report`: the foreground pipelines run so far, and the one running now, kept where
/// any thread may read them: when Ctrl-C or SIGTERM ends the program, the signal's watcher
/// thread writes the report while the main thread may still be inside the pipeline.
final class ReportLog: Sendable {
  private struct Running {
    let source: String
    let recorder: MarbleRecorder
    let context: StatementContext
  }
  /// A flow recorded for `--marbles`/`--report` that is neither a foreground pipeline nor
  /// a job: a hot pipeline's own stages, a command's execution.
  struct Flow {
    let title: String
    let recorder: MarbleRecorder
    let context: StatementContext
  }
  private struct State {
    var entries: [MarbleReportEntry] = []
    var running: Running?
    var flows: [Flow] = []
  }
  private let state = Mutex(State())

  var entries: [MarbleReportEntry] { state.withLock { $0.entries } }

  /// A foreground pipeline starts: until `finished`, `snapshot` includes it.
  func started(_ source: String, recorder: MarbleRecorder, context: StatementContext) {
    state.withLock { $0.running = Running(source: source, recorder: recorder, context: context) }
  }

  func addFlow(_ flow: Flow) { state.withLock { $0.flows.append(flow) } }

  /// The flows recorded so far (forgotten here).
  func takeFlows() -> [Flow] {
    state.withLock { s in
      defer { s.flows = [] }
      return s.flows
    }
  }

  /// A background job's entry (it ended, or the program disposed it).
  func add(_ entry: MarbleReportEntry) {
    state.withLock { $0.entries.append(entry) }
  }

  func finished(_ entry: MarbleReportEntry) {
    state.withLock { s in
      s.entries.append(entry)
      s.running = nil
    }
  }

  /// Every pipeline so far; the running one (if any) as far as it got, marked interrupted,
  /// with the output `capture` has kept of it.
  func snapshot(capture: ReportCapture?) -> [MarbleReportEntry] {
    let (entries, running) = state.withLock { ($0.entries, $0.running) }
    guard let running else { return entries }
    let model = running.recorder.model(end: running.context.elapsed)
    let output = capture?.lines(of: running.context) ?? []
    return entries + [
      MarbleReportEntry(source: running.source, output: output, model: model, interrupted: true)
    ]
  }
}
