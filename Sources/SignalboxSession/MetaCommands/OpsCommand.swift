import SignalboxJSON
import SignalboxLanguage

/// `:ops`: every operator, grouped.
enum OpsCommand: MetaCommandHandler {
  static let command = MetaCommand.ops

  static func run(_ call: MetaCall, in context: any MetaContext) {
    var groups: [(String, [String])] = []
    for entry in Catalogue.operators {
      if let k = groups.firstIndex(where: { $0.0 == entry.group }) {
        groups[k].1 += entry.names
      } else {
        groups.append((entry.group, entry.names))
      }
    }
    for (group, names) in groups {
      var seen = Set<String>()
      let unique = names.filter { seen.insert($0).inserted }
      context.printLine(group + ":")
      HelpCommand.say(unique.joined(separator: " "), first: "  ", rest: "  ", in: context)
    }
  }
}
