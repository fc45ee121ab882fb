import SignalboxJSON
import SignalboxLanguage

/// `:trace`: trace every stage of the pipelines that follow, or stop.
enum TraceCommand: MetaCommandHandler {
  static let command = MetaCommand.trace

  static func run(_ call: MetaCall, in context: any MetaContext) {
    guard call.argument == "on" || call.argument == "off" else {
      return call.warning(Message.metaTakes("trace", "on or off"))
    }
    context.setTraceEveryStage(call.argument == "on")
  }
}
