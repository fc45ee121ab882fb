import SignalboxJSON
import SignalboxLanguage

/// `:kill`: dispose a background job.
enum KillCommand: MetaCommandHandler {
  static let command = MetaCommand.kill

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.kill(call.argument, warning: call.warning)
  }
}
