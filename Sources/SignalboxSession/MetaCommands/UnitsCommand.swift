import SignalboxJSON
import SignalboxLanguage

/// `:units s|ms`: what a bare number given as a time means from then on (seconds, RAC's
/// NSTimeInterval; or milliseconds, RxJS's), and the unit event lines print times in.
/// Without an argument it prints the unit in use.
enum UnitsCommand: MetaCommandHandler {
  static let command = MetaCommand.units

  static func run(_ call: MetaCall, in context: any MetaContext) {
    if call.argument.isEmpty { return context.printLine(context.timeUnit.rawValue) }
    guard let unit = TimeUnit(rawValue: call.argument) else {
      return call.warning(Message.metaTakes("units", "s or ms"))
    }
    context.timeUnit = unit
  }
}
