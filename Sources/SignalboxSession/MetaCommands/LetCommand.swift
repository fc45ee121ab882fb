import SignalboxJSON
import SignalboxLanguage

/// `:let`: the names bound so far.
enum LetCommand: MetaCommandHandler {
  static let command = MetaCommand.`let`

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let bound = context.names.sorted { $0.value.slot < $1.value.slot }
    if bound.isEmpty { return context.printLine("(no bindings)") }
    for (name, entry) in bound {
      context.printLine(name.padding(toLength: 12) + " " + describe(context.binding(entry.slot)))
    }
  }

  /// What a name is bound to, in a few words (`= 3`, `signal (hot)`).
  static func describe(_ binding: Binding) -> String {
    switch binding {
    case .value(let v): return "= " + JSONWriter.string(v)
    case .pipeline: return "signal pipeline (cold)"
    case .hot: return "signal (hot)"
    case .connection: return "published signal (connect to start)"
    case .sequence: return "sequence"
    case .subject(let subject, let kind):
      let count = subject.subscriberCount
      return "\(kind.rawValue) (\(count) subscriber\(count == 1 ? "" : "s"))"
    case .command: return "command"
    case .unset: return "(not bound yet)"
    }
  }
}
