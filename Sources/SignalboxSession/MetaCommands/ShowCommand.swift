import SignalboxJSON
import SignalboxLanguage

/// `:show`: what a name is bound to — a sequence's resolved cells, a value, or what else.
enum ShowCommand: MetaCommandHandler {
  static let command = MetaCommand.show

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let name = call.argument
    guard !name.isEmpty else { return call.warning(Message.metaNeeds("show", "a name")) }
    guard let bound = context.names[name] else {
      let suggestion = Compiler.closest(to: name, among: context.names.keys.sorted())
      return call.warning(Message.unknownName(name, suggestion: suggestion))
    }
    let binding = context.binding(bound.slot)
    switch binding {
    case .sequence(let signal):
      let text = context.onClock { () -> String in
        do {
          return SequenceDisplay.render(try Compiler.sequenceNow(signal, op: ":show"))
        } catch {
          return "(error: \(RuntimeError.message(of: error)))"
        }
      }
      context.printLine(text)
    case .value(let v): context.printLine(JSONWriter.string(v))
    default: context.printLine("\(name): " + LetCommand.describe(binding))
    }
  }
}
