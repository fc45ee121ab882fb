import SignalboxJSON
import SignalboxLanguage

/// `:resources`: what is alive now — each background job with its stages' live
/// subscriptions and its pending timers, other live subscriptions (a connected
/// `publish`), and every subject with its subscriber count.
enum ResourcesCommand: MetaCommandHandler {
  static let command = MetaCommand.resources

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let live = context.liveStages
    var pendingByContext: [ObjectIdentifier: Int] = [:]
    var unlabelledPending = 0
    for (_, label) in context.pendingWork {
      if let stage = label?.payload as? StageWork {
        pendingByContext[ObjectIdentifier(stage.context), default: 0] += 1
      } else {
        unlabelledPending += 1
      }
    }
    func stageLines(_ statement: StatementContext, indent: String) {
      for (work, count) in live where work.context === statement {
        context.printLine("\(indent)stage \(work.number) \(work.name): " + subscriptions(count))
      }
      if let pending = pendingByContext[ObjectIdentifier(statement)] {
        context.printLine("\(indent)\(pending) scheduled action\(pending == 1 ? "" : "s")")
      }
    }
    let jobs = context.runningJobs
    context.printLine(jobs.isEmpty ? "jobs: none" : "jobs:")
    for (number, job) in jobs {
      context.printLine("  [\(number)] \(job.text)")
      stageLines(job.context, indent: "    ")
    }
    let jobContexts = Set(jobs.map { ObjectIdentifier($0.job.context) })
    let others = live.filter { !jobContexts.contains(ObjectIdentifier($0.work.context)) }
    if !others.isEmpty {
      context.printLine("outside jobs:")
      for (work, count) in others {
        context.printLine("  stage \(work.number) \(work.name): " + subscriptions(count))
      }
    }
    if unlabelledPending > 0 {
      context.printLine("scheduled actions not from a stage: \(unlabelledPending)")
    }
    subjects(context)
  }

  private static func subscriptions(_ count: Int) -> String {
    "\(count) live subscription\(count == 1 ? "" : "s")"
  }

  /// Every subject, by name, with its subscriber count.
  private static func subjects(_ context: any MetaContext) {
    let subjects = context.names.filter { $0.value.kind == .subject }.sorted { $0.key < $1.key }
    context.printLine(subjects.isEmpty ? "subjects: none" : "subjects:")
    for (name, bound) in subjects {
      guard case .subject(let subject, let kind) = context.binding(bound.slot) else { continue }
      let count = subject.subscriberCount
      context.printLine(
        "  \(name) (\(kind.rawValue)): \(count) subscriber\(count == 1 ? "" : "s")")
    }
  }
}
