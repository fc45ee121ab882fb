import SignalboxJSON
import SignalboxLanguage

/// `:graph`: the pipeline's stages as a tree.
enum GraphCommand: MetaCommandHandler {
  static let command = MetaCommand.graph

  static func run(_ call: MetaCall, in context: any MetaContext) {
    guard let pipeline = PipelineTree.onePipeline(call, command: "graph", in: context) else {
      return
    }
    PipelineTree.draw(pipeline, in: context)
  }
}
