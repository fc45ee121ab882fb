/// One heading of docs/operators.md and of `:help`: an operator, or a family documented
/// together (`empty · never · error EXPR`), as the operator table declares it.
package struct CatalogueEntry: Sendable {
  package let group: String
  /// Each name with its argument shape (`throttle T[, EXPR]`).
  package let forms: [String]
  package let summary: String
  /// The RAC rule names (`TH1–TH5`), or the RAC selector; "Rx" first for an operator with
  /// RxJS's meaning (drawn from its dialect: `OperatorSpec.marksRx`).
  package let rule: String
  /// Where the heading's first name comes from.
  package let dialect: OperatorSpec.Dialect
  /// A timeline `:help` runs on a virtual clock; docs/operators.md shows it first.
  package let example: String
  /// The table entries documented here.
  let specs: [OperatorSpec]

  /// The operator the heading's first name is another name for (`mergeMap`: `flattenMap`),
  /// from its table entry's `aliasOf`; nil for an operator of its own.
  package var aliasOf: String? { specs[0].aliasOf }

  /// The names `:help` answers to (`throttle`, `c.executing`).
  package var names: [String] {
    var seen = Set<String>()
    return forms.map(OperatorSpec.bareName).filter { seen.insert($0).inserted }
  }
}

/// The operator table as documentation: the headings behind `:help`, `:ops`, completion and
/// docs/operators.md (CatalogueTests and OperatorTableTests check the docs against it).
package enum Catalogue {
  /// Every heading, in table order.
  package static let all: [CatalogueEntry] = {
    // Each entry's heading read once: an entry's words are looked up in its prose file.
    let specs = OperatorTable.all
    let docs = specs.map(\.doc)
    // The entries documented under each heading of a group, in table order.
    var under: [String: [OperatorSpec]] = [:]
    for (spec, doc) in zip(specs, docs) {
      if case .with(let owner) = doc {
        under[spec.group.rawValue + " " + owner, default: []].append(spec)
      }
    }
    return zip(specs, docs).compactMap { spec, doc in
      guard case .own(let summary, let rule, let example) = doc else { return nil }
      let members = [spec] + (under[spec.group.rawValue + " " + spec.name] ?? [])
      let marked = spec.marksRx ? (rule.isEmpty ? "Rx" : "Rx, " + rule) : rule
      return CatalogueEntry(
        group: spec.group.rawValue, forms: members.flatMap(\.forms), summary: summary,
        rule: marked, dialect: spec.dialect, example: example, specs: members)
    }
  }()

  /// The headings of the operator groups (what `:ops` lists).
  package static var operators: [CatalogueEntry] { all.filter { $0.specs[0].group.isOperators } }

  /// The headings documenting `name` (`range` is a source and a function).
  package static func entries(named name: String) -> [CatalogueEntry] {
    all.filter { $0.names.contains(name) }
  }

  /// Every name of the table, for suggestions.
  package static var names: [String] {
    var seen = Set<String>()
    return all.flatMap(\.names).filter { seen.insert($0).inserted }
  }

  /// The words of the table the REPL completes: every name and alias but a command's
  /// streams (`c.NAME` is not a word).
  static var tableWords: [String] {
    var seen = Set<String>()
    return OperatorTable.all.filter { $0.role != .member }.flatMap { [$0.name] + $0.aliases }
      .filter { seen.insert($0).inserted }
  }

  /// What the REPL completes: the table's words, and `:meta` commands.
  package static var completionNames: [String] {
    tableWords + metaCommands.map { ":" + $0.name }
  }

  /// The argument shape shown beside each completion (`T[, EXPR]`).
  package static var completionShapes: [String: String] {
    var shapes: [String: String] = [:]
    for entry in all {
      for form in entry.forms {
        let name = OperatorSpec.bareName(form)
        if shapes[name] == nil {
          shapes[name] = String(form.dropFirst(name.count)).trimmingSpaces()
        }
      }
    }
    for meta in metaCommands { shapes[":" + meta.name] = meta.shape }
    return shapes
  }
}
