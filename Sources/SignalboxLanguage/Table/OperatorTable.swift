/// The operator table: every source, stage, statement keyword, command stream and built-in
/// function, in the order of docs/operators.md. Adding an operator is one entry here (in
/// the file of its group), one compile function (`Compile` or `SequenceCompile`) and its
/// engine file; the parser, the compiler's dispatch, `:help`, `:ops`, `:explain`,
/// `:pending`, completion and the docs check all read this table.
package enum OperatorTable {
  /// Every entry, in table order (the catalogue, `:ops`, the tests). The parser and the
  /// compiler find entries through the indexes below, which point into the groups
  /// themselves: the groups are static data, and making `all` copies every entry.
  static let all: [OperatorSpec] = {
    // Appended into one buffer: a chain of `+` would copy the entries made so far once per
    // group (each entry is a large value).
    var all: [OperatorSpec] = []
    all.reserveCapacity(Group.allCases.reduce(0) { $0 + group($1).count })
    for group in Group.allCases { all.append(contentsOf: OperatorTable.group(group)) }
    return all
  }()

  typealias Group = OperatorSpec.Group

  /// The entries of `group`, in table order (each concern's in `OperatorTable+<Concern>.swift`).
  /// Each group is made when first read, so a lookup reads only the groups that hold its role
  /// (`groups(holding:)`).
  static func group(_ group: Group) -> [OperatorSpec] {
    switch group {
    case .sources: sources
    case .transforming: transforming
    case .filtering: filtering
    case .flattening: flattening
    case .combining: combining
    case .time: time
    case .windowing: windowing
    case .aggregating: aggregating
    case .errors: errors
    case .lifecycle: lifecycle
    case .multicasting: multicasting
    case .commands: commands
    case .sequences: sequences
    case .statements: statements
    case .functions: allFunctions
    }
  }

  /// The functions, the language's and jq's, in table order.
  private static let allFunctions: [OperatorSpec] = {
    var all = functions
    all += jqFunctions
    all += jqMoreFunctions
    all += jqMathFunctions
    return all
  }()

  /// The groups that hold entries of `role` (OperatorTableTests checks that no other does).
  static func groups(holding role: OperatorSpec.Role) -> [Group] {
    switch role {
    case .source: [.sources, .combining, .errors, .sequences]
    case .statement: [.multicasting, .commands, .statements]
    case .member: [.commands]
    case .function: [.functions]
    case .stage: Group.allCases.filter { ![.commands, .statements, .functions].contains($0) }
    }
  }

  /// Where an entry is: its group and its position in the group.
  private struct Place {
    let group: Group
    let position: Int
    var spec: OperatorSpec { OperatorTable.group(group)[position] }
  }

  /// Where each name and alias of `role`'s entries is (the first entry in table order to
  /// claim a name keeps it). One index per role, each built on first use: `-e 'just 1'`
  /// needs only the sources' and the statement keywords'.
  private static func index(_ role: OperatorSpec.Role) -> [String: Place] {
    switch role {
    case .source: sourceIndex
    case .stage: stageIndex
    case .statement: statementIndex
    case .member: memberIndex
    case .function: functionIndex
    }
  }

  private static let sourceIndex = makeIndex(.source)
  private static let stageIndex = makeIndex(.stage)
  private static let statementIndex = makeIndex(.statement)
  private static let memberIndex = makeIndex(.member)
  private static let functionIndex = makeIndex(.function)

  private static func makeIndex(_ role: OperatorSpec.Role) -> [String: Place] {
    var index: [String: Place] = [:]
    // Backwards, so that the first entry to claim a name overwrites any later one (one hash
    // per name); through each group's buffer, reading an entry's fields in place (iterating
    // an array of entries copies each, a large value).
    for group in groups(holding: role).reversed() {
      OperatorTable.group(group).withUnsafeBufferPointer { specs in
        for position in specs.indices.reversed() where specs[position].role == role {
          let place = Place(group: group, position: position)
          index[specs[position].name] = place
          for alias in specs[position].aliases { index[alias] = place }
        }
      }
    }
    return index
  }

  /// The entry of `role` named `name` (or with that alias); an alias with a heading of its
  /// own (`debounce`) resolves to the entry it shares its forms and compile function with.
  package static func spec(_ name: String, _ role: OperatorSpec.Role) -> OperatorSpec? {
    let index = index(role)
    guard let place = index[name] else { return nil }
    let spec = place.spec
    if let target = spec.aliasOf { return index[target]?.spec }
    return spec
  }

  /// Whether `name` names an entry of `role` (or is an alias of one).
  static func isName(_ name: String, _ role: OperatorSpec.Role) -> Bool {
    index(role)[name] != nil
  }

  /// The names of `role`'s entries and their aliases, in table order.
  static func names(_ role: OperatorSpec.Role) -> [String] {
    var seen = Set<String>()
    var names: [String] = []
    for group in groups(holding: role) {
      OperatorTable.group(group).withUnsafeBufferPointer { specs in
        for position in specs.indices where specs[position].role == role {
          if seen.insert(specs[position].name).inserted { names.append(specs[position].name) }
          for alias in specs[position].aliases where seen.insert(alias).inserted {
            names.append(alias)
          }
        }
      }
    }
    return names
  }

  /// The names of one role, answering `contains` from that role's index.
  struct Names: Sendable {
    let role: OperatorSpec.Role
    func contains(_ name: String) -> Bool { OperatorTable.isName(name, role) }
  }

  /// Words that start a pipeline (the parser's `let NAME = SOURCE …` rule).
  static var sourceNames: Names { Names(role: .source) }
  /// Words that start a statement of their own.
  static var statementKeywords: Names { Names(role: .statement) }
  /// Stage names, in table order (suggestions for a mistyped one).
  static let stageNames: [String] = names(.stage)
  /// Source names, in table order.
  static let sourceNameList: [String] = names(.source)
  /// Function names, in table order.
  static let functionNames: [String] = names(.function)
  /// The streams of a command, `c.NAME`.
  static let memberNames: [String] = names(.member)

  /// `:pending`: what the work scheduled by a stage named `name` will do.
  package static func pendingAction(_ name: String) -> String {
    spec(name, .source)?.pending ?? spec(name, .stage)?.pending ?? "runs"
  }
}
