import SignalboxJSON
import SignalboxLanguage

/// `:reset`: a fresh session.
enum ResetCommand: MetaCommandHandler {
  static let command = MetaCommand.reset

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.ask(.reset)
  }
}
