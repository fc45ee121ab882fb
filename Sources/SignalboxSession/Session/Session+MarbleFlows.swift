import SignalboxJSON
import SignalboxLanguage

/// The flows `--marbles` and `--report` draw besides foreground pipelines and jobs: a hot
/// pipeline's own stages (`let p = … | publish`, run by `connect p` or its first
/// subscriber) and each execution of a command. They are recorded from their statement on
/// and drawn, a diagram each, when the script ends.
extension Session {
  /// The context of such a flow: with a recorder when `--marbles` or `--report` asks for
  /// one (kept for `drawFlows`), else a plain one.
  func flowContext(title: String, executing: Bool = false) -> StatementContext {
    guard options.marbles || options.report else {
      return StatementContext(host: self, start: scheduler.now, job: nil)
    }
    let recorder = MarbleRecorder()
    let context = StatementContext(host: self, start: scheduler.now, job: nil, marbles: recorder)
    reportLog.addFlow(ReportLog.Flow(title: title, recorder: recorder, context: context))
    return context
  }

  /// Every flow that recorded a stage: into the report, and drawn with `--marbles`.
  func drawFlows() {
    for flow in reportLog.takeFlows() {
      let model = flow.recorder.model(end: flow.context.elapsed)
      guard !model.stages.isEmpty else { continue }
      if options.report {
        reportLog.add(MarbleReportEntry(source: flow.title, output: [], model: model))
      }
      if options.marbles { drawMarbles(flow.recorder, model, title: flow.title) }
    }
  }

  /// The name a `let` or `command` statement bound `slot` to.
  func name(of slot: Int) -> String {
    compiler.names.first { $0.value.slot == slot }?.key ?? "?"
  }
}
