import SignalboxJSON
import SignalboxLanguage

/// `:clock`: switch clocks; the bindings are replayed on the new one.
enum ClockCommand: MetaCommandHandler {
  static let command = MetaCommand.clock

  static func run(_ call: MetaCall, in context: any MetaContext) {
    guard call.argument == "real" || call.argument == "virtual" else {
      return call.warning(Message.metaTakes("clock", "real or virtual"))
    }
    context.switchClock(to: call.argument == "virtual" ? .virtual : .real, mode: call.mode)
  }
}
