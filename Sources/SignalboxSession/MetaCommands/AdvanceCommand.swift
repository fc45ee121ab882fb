import SignalboxJSON
import SignalboxLanguage

/// `:advance`: on the virtual clock, the jobs' work for the next T seconds.
enum AdvanceCommand: MetaCommandHandler {
  static let command = MetaCommand.advance

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.advance(call.argument, warning: call.warning, commandWarning: call.commandWarning)
  }
}
