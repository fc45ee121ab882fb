import SignalboxJSON
import SignalboxLanguage

/// `:let`: the names bound so far.
enum LetCommand: MetaCommandHandler {
  static let command = MetaCommand.`let`

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.listBindings()
  }
}
