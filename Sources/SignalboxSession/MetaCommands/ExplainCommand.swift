import SignalboxJSON
import SignalboxLanguage

/// `:explain`: the graph with each stage's facts.
enum ExplainCommand: MetaCommandHandler {
  static let command = MetaCommand.explain

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.explain(call.source, warning: call.warning)
  }
}
