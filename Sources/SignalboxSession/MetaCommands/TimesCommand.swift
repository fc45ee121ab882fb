import SignalboxJSON
import SignalboxLanguage

/// `:times job|session`: whether event lines print the time since their statement's (or
/// job's) start, the default, or since the session's clock started, so that interleaved
/// background jobs read as one timeline (`--session-time`). Without an argument it prints
/// the setting in use.
enum TimesCommand: MetaCommandHandler {
  static let command = MetaCommand.times

  static func run(_ call: MetaCall, in context: any MetaContext) {
    switch call.argument {
    case "": context.printLine(context.sessionTimes ? "session" : "job")
    case "job": context.sessionTimes = false
    case "session": context.sessionTimes = true
    default: call.warning(Message.metaTakes("times", "job or session"))
    }
  }
}
