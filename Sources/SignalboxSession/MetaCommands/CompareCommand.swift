import SignalboxJSON
import SignalboxLanguage

/// `:compare`: one source through several chains, drawn on one time axis.
enum CompareCommand: MetaCommandHandler {
  static let command = MetaCommand.compare

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.compare(call.argument, warning: call.warning)
  }
}
