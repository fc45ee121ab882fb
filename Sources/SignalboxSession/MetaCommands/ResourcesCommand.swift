import SignalboxJSON
import SignalboxLanguage

/// `:resources`: live subscriptions, scheduled actions, subjects.
enum ResourcesCommand: MetaCommandHandler {
  static let command = MetaCommand.resources

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.resources()
  }
}
