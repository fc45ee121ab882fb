import SignalboxJSON
import SignalboxLanguage

/// `:pending`: the scheduled work, earliest first — when (in the owning statement's time,
/// as its events print), which stage, and what it will do. On either clock.
enum PendingCommand: MetaCommandHandler {
  static let command = MetaCommand.pending

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let work = context.pendingWork
    if work.isEmpty { return context.printLine("no pending work") }
    for (time, label) in work {
      guard let stage = label?.payload as? StageWork else {
        context.printLine("\(TimeFormat.string(time, in: context.timeUnit)) (not from a stage)")
        continue
      }
      let when = TimeFormat.string(time - stage.context.start, in: context.timeUnit)
      let job = stage.context.job.map { "[\($0)] " } ?? ""
      context.printLine(
        "\(job)\(when) \(stage.name) (stage \(stage.number)) "
          + OperatorTable.pendingAction(stage.name))
    }
  }
}
