import SignalboxJSON
import SignalboxLanguage

/// `:live`: the live view opened.
enum LiveCommand: MetaCommandHandler {
  static let command = MetaCommand.live

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.openLive(warning: call.commandWarning)
  }
}
