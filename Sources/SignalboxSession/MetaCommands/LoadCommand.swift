import SignalboxJSON
import SignalboxLanguage

/// `:load FILE`: a script run in this session, in its mode as it is now (a `:trace on`
/// before it counts); its binding statements are among those `:clock` binds again.
enum LoadCommand: MetaCommandHandler {
  static let command = MetaCommand.load

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let path = call.argument
    let unquoted =
      path.hasPrefix("\"") && path.hasSuffix("\"") && path.count >= 2
      ? String(path.dropFirst().dropLast()) : path
    guard !unquoted.isEmpty else { return call.warning(Message.metaNeeds("load", "a file name")) }
    guard let text = FileText.contents(of: unquoted) else {
      return call.warning(Message.cannotRead(unquoted, FileText.lastError))
    }
    var loaded = context.mode
    loaded.interactive = call.mode.interactive
    context.run(SourceFile(name: unquoted, text: text), mode: loaded, loaded: true)
  }
}
