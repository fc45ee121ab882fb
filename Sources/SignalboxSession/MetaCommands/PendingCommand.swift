import SignalboxJSON
import SignalboxLanguage

/// `:pending`: the scheduled work.
enum PendingCommand: MetaCommandHandler {
  static let command = MetaCommand.pending

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.pending()
  }
}
