import SignalboxJSON
import SignalboxLanguage

/// `:show`: what a name is bound to.
enum ShowCommand: MetaCommandHandler {
  static let command = MetaCommand.show

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.show(call.argument, warning: call.warning)
  }
}
