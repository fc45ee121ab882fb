import SignalboxJSON
import SignalboxLanguage

/// `:marbles`: the pipeline run on a virtual clock, one marble row per stage.
enum MarblesCommand: MetaCommandHandler {
  static let command = MetaCommand.marbles

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.marbles(
      call.argument, at: call.argumentAt, file: call.file, mode: call.mode,
      warning: call.warning)
  }
}
