import SignalboxJSON
import SignalboxLanguage

/// `:jobs`: the background jobs still running.
enum JobsCommand: MetaCommandHandler {
  static let command = MetaCommand.jobs

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let jobs = context.runningJobs
    if jobs.isEmpty { return context.printLine("(no jobs)") }
    for (number, job) in jobs {
      let elapsed = TimeFormat.string(job.context.elapsed, in: context.timeUnit)
      let unit = context.timeUnit.rawValue
      context.printLine("[\(number)] running for \(elapsed) \(unit): \(job.text)")
    }
  }
}
