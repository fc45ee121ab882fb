import SignalboxJSON
import SignalboxLanguage

/// `:graph`: the pipeline's stages as a tree.
enum GraphCommand: MetaCommandHandler {
  static let command = MetaCommand.graph

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.graph(call.source, warning: call.warning)
  }
}
