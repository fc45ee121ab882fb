import SignalboxJSON
import SignalboxLanguage

/// `:help`: this overview, or the help of an operator, a function, a meta command or a message ID.
enum HelpCommand: MetaCommandHandler {
  static let command = MetaCommand.help

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.help(call.argument, warning: call.warning)
  }
}
