/// The operator table: every source, stage, statement keyword, command stream and built-in
/// function, in the order of docs/operators.md. Adding an operator is one entry here (in
/// the file of its group), one compile function (`Compile` or `SequenceCompile`) and its
/// engine file; the parser, the compiler's dispatch, `:help`, `:ops`, `:explain`,
/// `:pending`, completion and the docs check all read this table.
enum OperatorTable {
  static let all: [OperatorSpec] = {
    // Appended into one buffer: a chain of `+` would copy the entries made so far once per
    // group (each entry is a large value), which start-up pays for.
    let groups = [
      sources, transform, time, aggregate, combine, errors, multicast, rx, commands, sequences,
      statements, functions, jqFunctions,
    ]
    var all: [OperatorSpec] = []
    all.reserveCapacity(groups.reduce(0) { $0 + $1.count })
    for group in groups { all.append(contentsOf: group) }
    return all
  }()

  /// The position in `all` of each name and alias of each role (the first entry wins).
  private static let index: [Key: Int] = {
    var index: [Key: Int] = [:]
    index.reserveCapacity(all.count * 2)
    for (position, spec) in all.enumerated() {
      for name in [spec.name] + spec.aliases where index[Key(name, spec.role)] == nil {
        index[Key(name, spec.role)] = position
      }
    }
    return index
  }()

  private struct Key: Hashable {
    let name: String
    let role: OperatorSpec.Role
    init(_ name: String, _ role: OperatorSpec.Role) {
      self.name = name
      self.role = role
    }
  }

  /// The entry of `role` named `name` (or with that alias); an alias with a heading of its
  /// own (`debounce`) resolves to the entry it shares its forms and compile function with.
  static func spec(_ name: String, _ role: OperatorSpec.Role) -> OperatorSpec? {
    guard let position = index[Key(name, role)] else { return nil }
    if let target = all[position].aliasOf { return index[Key(target, role)].map { all[$0] } }
    return all[position]
  }

  /// The names of `role`'s entries and their aliases, in table order.
  static func names(_ role: OperatorSpec.Role) -> [String] {
    var seen = Set<String>()
    return all.filter { $0.role == role }.flatMap { [$0.name] + $0.aliases }.filter {
      seen.insert($0).inserted
    }
  }

  /// Words that start a pipeline (the parser's `let NAME = SOURCE …` rule).
  static let sourceNames: Set<String> = Set(names(.source))
  /// Words that start a statement of their own.
  static let statementKeywords: Set<String> = Set(names(.statement))
  /// Stage names, in table order (suggestions for a mistyped one).
  static let stageNames: [String] = names(.stage)
  /// Source names, in table order.
  static let sourceNameList: [String] = names(.source)
  /// Function names, in table order.
  static let functionNames: [String] = names(.function)
  /// The streams of a command, `c.NAME`.
  static let memberNames: [String] = names(.member)

  /// `:pending`: what the work scheduled by a stage named `name` will do.
  static func pendingAction(_ name: String) -> String {
    spec(name, .source)?.pending ?? spec(name, .stage)?.pending ?? "runs"
  }
}
