/// The table's row form: name, role and group first, then only the fields that differ from
/// their defaults, the heading's summary, rule and example in place of `doc`.
extension OperatorSpec {
  static func row(
    _ name: String, _ role: Role, _ group: Group, aliases: [String] = [],
    aliasOf: String? = nil, dialect: Dialect = .rac, nearest: String = "", forms: [String],
    arity: ClosedRange<Int>? = nil, takes: String = "",
    summary: String = "", rule: String = "", example: String = "",
    under family: String? = nil,
    state: String? = nil, time: String? = nil, pending: String? = nil,
    sharing: Sharing = .none, lane: Lane? = nil, compile: Compile
  ) -> OperatorSpec {
    OperatorSpec(
      name: name, aliases: aliases, aliasOf: aliasOf, role: role, group: group,
      dialect: dialect, nearest: nearest, forms: forms, arity: arity, takes: takes,
      doc: family.map { .with($0) } ?? .own(summary: summary, rule: rule, example: example),
      state: state, time: time, pending: pending, sharing: sharing, lane: lane,
      compile: compile)
  }
}

extension OperatorSpec.Compile {
  /// A stage that works on signals only (a sequence is turned into a signal first).
  static func signal(_ stage: @escaping StageCompiler) -> Self {
    .stage(signal: stage, sequence: nil)
  }
}
