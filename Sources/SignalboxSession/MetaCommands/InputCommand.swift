import SignalboxJSON
import SignalboxLanguage

/// `:input FILE`: asks the REPL to bind a sample of FILE (its first values) as what the
/// `stdin` source reads, for the preview and for the entries that follow. A script has no
/// sample: there the request is checked and then ignored.
enum InputCommand: MetaCommandHandler {
  static let command = MetaCommand.input

  static func run(_ call: MetaCall, in context: any MetaContext) {
    guard !call.argument.isEmpty else {
      return call.warning(Message.metaTakes("input", "a file's path"))
    }
    context.ask(.input(call.argument))
  }
}
