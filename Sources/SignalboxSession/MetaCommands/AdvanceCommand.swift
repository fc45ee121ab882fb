import SignalboxJSON
import SignalboxLanguage

/// `:advance T`: on the virtual clock, runs the background jobs' work due in the next T
/// seconds (their events print as it runs) and moves the clock there.
enum AdvanceCommand: MetaCommandHandler {
  static let command = MetaCommand.advance

  static func run(_ call: MetaCall, in context: any MetaContext) {
    guard context.isVirtual else {
      return call.commandWarning(
        Message.metaNeeds("advance", "the virtual clock (:clock virtual)"))
    }
    // A bare number is in the unit chosen (`:units ms`), a number with a unit as it is.
    let bare = Double(call.argument).map { $0 / context.timeUnit.perSecond }
    guard let seconds = bare ?? Lexer.seconds(call.argument), seconds >= 0, seconds.isFinite
    else {
      return call.warning(
        Message.metaTakes("advance", "a number of seconds (:advance 1.5, :advance 300ms)"))
    }
    context.advance(by: seconds)
  }
}
