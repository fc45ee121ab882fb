/// The table's row form: name, role and group first, then only the fields that differ from
/// their defaults. The words (forms, heading, `:explain`'s) are the entry's record in its
/// concern's prose file (`Operators/<concern>.txt`), joined to the row by name.
extension OperatorSpec {
  static func row(
    _ name: String, _ role: Role, _ group: Group, aliases: [String] = [],
    aliasOf: String? = nil, dialect: Dialect = .rac, takes: Takes? = nil,
    sharing: Sharing = .none, lane: Lane? = nil, compile: Compile
  ) -> OperatorSpec {
    OperatorSpec(
      name: name, aliases: aliases, aliasOf: aliasOf, role: role, group: group,
      dialect: dialect, arity: takes?.arity, takes: takes?.text ?? "", sharing: sharing,
      lane: lane, compile: compile)
  }
}

extension OperatorSpec {
  /// What an entry takes: the argument counts the compiler accepts and what the arity error
  /// says (`'take' takes a count`). The presets are the shapes several entries share;
  /// `.arity(1...2, "T[, EXPR]")` spells out one of its own.
  struct Takes: Sendable {
    let arity: ClosedRange<Int>
    let text: String

    static func arity(_ arity: ClosedRange<Int>, _ text: String) -> Self {
      Self(arity: arity, text: text)
    }

    static let nothing = arity(0...0, "no arguments")
    static let value = arity(1...1, "a value")
    static let count = arity(1...1, "a count")
    static let seconds = arity(1...1, "a time in seconds")
    static let expression = arity(1...1, "an expression")
    static let predicate = arity(1...1, "a predicate")
    static let optionalPredicate = arity(0...1, "an optional predicate")
    static let optionalPredicateAndDefault = arity(0...2, "an optional predicate and default")
    static let optionalComparer = arity(0...1, "an optional comparer")
    /// A fold's seed and step (`aggregate START, EXPR`), the seed optional in Rx's forms.
    static let seedAndExpression = arity(2...2, "START, EXPR")
    static let optionalSeedAndExpression = arity(1...2, "[START,] EXPR")
    static let block = arity(1...1, "a block")
    static let blockAndOptionalCount = arity(1...2, "a block and an optional count")
    /// Another stream: a block that builds it, or the name it is bound to.
    static let stream = arity(1...1, "a block or a name")
    static let openingsAndBlock = arity(2...2, "an openings stream and a block")
    static let oneOrMoreValues = arity(1...64, "one or more values")
    static let scheduler = arity(1...1, "a scheduler (main, background, immediate or \"NAME\")")
    /// `bufferTime` and `windowTime`: T, CREATION and MAX.
    static let timeSpans = arity(
      1...3, "a time in seconds, an optional creation interval (or null) and maximum size")
  }
}

extension OperatorSpec.Compile {
  /// A stage that works on signals only (a sequence is turned into a signal first).
  static func signal(_ stage: @escaping StageCompiler) -> Self {
    .stage(signal: stage, sequence: nil)
  }
}
