import SignalboxJSON
import SignalboxLanguage

/// `:ops`: every operator, grouped.
enum OpsCommand: MetaCommandHandler {
  static let command = MetaCommand.ops

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.ops()
  }
}
