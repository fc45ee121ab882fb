import SignalboxJSON
import SignalboxLanguage

/// `:preview on|off|horizon S`: asks the REPL to show (or stop showing) the preview under
/// the line being typed, or how far its virtual clock runs. A script has no preview: there
/// the request is checked and then ignored.
enum PreviewCommand: MetaCommandHandler {
  static let command = MetaCommand.preview

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let words = call.argument.split(separator: " ", omittingEmptySubsequences: true)
    switch words.first {
    case "on" where words.count == 1: context.ask(.preview(.on))
    case "off" where words.count == 1: context.ask(.preview(.off))
    case "horizon" where words.count == 2:
      let text = String(words[1])
      // A bare number is in the unit chosen (`:units ms`), a number with a unit as it is.
      let bare = Double(text).map { $0 / context.timeUnit.perSecond }
      // Up to a day of virtual time: the preview's CPU budget bounds the work anyway.
      guard let seconds = bare ?? Lexer.seconds(text), seconds > 0, seconds <= 86_400 else {
        return call.warning(
          Message.metaTakes("preview", "on, off or horizon SECONDS (0 < SECONDS <= 86400)"))
      }
      context.ask(.preview(.horizon(seconds)))
    default:
      call.warning(Message.metaTakes("preview", "on, off or horizon SECONDS"))
    }
  }
}
