import SignalboxJSON
import SignalboxLanguage

/// `:marbles [diagram|table|svg|source] PIPELINE [> FILE.svg|FILE.txt]`: the pipeline run in
/// a mode of its own — marbles on, in that format (the diagram unless named), to FILE when
/// given, on a virtual clock (the session's, or one of its own when the session runs on
/// the wall clock) — with the session's bindings, one marble row per stage.
enum MarblesCommand: MetaCommandHandler {
  static let command = MetaCommand.marbles

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let (format, text, target, textOffset) = MarbleFormat.command(call.argument)
    guard !text.isEmpty else { return call.warning(Message.metaNeeds("marbles", "a pipeline")) }
    // The pipeline at its place in the file, so diagnostics point into the line typed.
    let start = call.argumentAt + textOffset
    let source = call.file.embedded(start, start + text.unicodeScalars.count)
    var drawn = context.mode
    drawn.interactive = call.mode.interactive
    drawn.clock = .virtual
    drawn.marbles = true
    drawn.marbleFormat = format
    drawn.marbleTarget = target
    context.run(source, mode: drawn, loaded: false)
  }
}
