import SignalboxJSON
import SignalboxLanguage

/// `:quit`: leave.
enum QuitCommand: MetaCommandHandler {
  static let command = MetaCommand.quit

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.ask(.quit)
  }
}
