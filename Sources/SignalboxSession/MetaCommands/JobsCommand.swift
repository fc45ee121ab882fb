import SignalboxJSON
import SignalboxLanguage

/// `:jobs`: the background jobs still running.
enum JobsCommand: MetaCommandHandler {
  static let command = MetaCommand.jobs

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let jobs = context.runningJobs
    if jobs.isEmpty { return context.printLine("(no jobs)") }
    for (number, job) in jobs {
      let elapsed = TimeFormat.seconds(job.context.elapsed)
      context.printLine("[\(number)] running for \(elapsed) s: \(job.text)")
    }
  }
}
