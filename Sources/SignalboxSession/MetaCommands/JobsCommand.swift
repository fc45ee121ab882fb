import SignalboxJSON
import SignalboxLanguage

/// `:jobs`: the background jobs still running.
enum JobsCommand: MetaCommandHandler {
  static let command = MetaCommand.jobs

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.listJobs()
  }
}
