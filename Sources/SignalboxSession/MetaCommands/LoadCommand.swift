import SignalboxJSON
import SignalboxLanguage

/// `:load`: a script file run in this session.
enum LoadCommand: MetaCommandHandler {
  static let command = MetaCommand.load

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.load(call.argument, mode: call.mode, warning: call.warning)
  }
}
