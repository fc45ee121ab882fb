import Signalbox

extension OperatorTable {
  static let combine: [OperatorSpec] = [
    OperatorSpec(
      name: "merge", aliases: ["mergeWith"], role: .stage, group: .combine,
      forms: ["merge NAME/BLOCK", "mergeWith NAME/BLOCK"], arity: 1...1,
      takes: "a block or a name",
      doc: .own(
        summary: "both at once; completes when both have", rule: "M1, M2",
        example: "marbles \"a--b|\" | merge { marbles \"-x|\" }"),
      state: "the inner subscriptions running",
      compile: .stage(signal: Compile.withOther { $0.merge($1) }, sequence: nil)),
    OperatorSpec(
      name: "combineLatestWith", role: .stage, group: .combine,
      forms: ["combineLatestWith NAME/BLOCK"],
      arity: 1...1, takes: "a block or a name",
      doc: .own(
        summary: "arrays of the latest of each, once both have sent; completes when both have",
        rule: "CL1–CL4",
        example: "marbles \"a-b|\" | combineLatestWith { marbles \"-x--y|\" }"),
      state: "the latest value of each side",
      compile: .stage(
        signal: Compile.withOther { $0.combineLatestWith($1).map(Compile.pair) }, sequence: nil)),
    OperatorSpec(
      name: "switchToLatest", role: .stage, group: .combine, forms: ["switchToLatest"],
      arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "follows only the latest inner signal", rule: "S1–S5",
        example:
          "marbles \"ab|\", 1 | map { y -> interval 0.6 | take 2 | map y + str(x) } | "
          + "switchToLatest"
      ),
      state: "the current inner subscription",
      compile: .stage(signal: Compile.switchToLatest, sequence: nil)),
    OperatorSpec(
      name: "then", role: .stage, group: .combine, forms: ["then BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary: "ignores the source's values; after it completes, the block's stream", rule: "LF3",
        example: "from [1, 2] | then { just \"done\" }"),
      state: "what is still to come",
      compile: .stage(signal: Compile.then, sequence: nil)),
    OperatorSpec(
      name: "ignoreValues", aliases: ["ignoreElements"], role: .stage, group: .combine,
      forms: ["ignoreValues", "ignoreElements"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "only completed or error", rule: "LF4", example: "from [1, 2] | ignoreValues"),
      compile: .stage(signal: Compile.ignoreValues, sequence: nil)),
    OperatorSpec(
      name: "takeUntil", role: .stage, group: .combine, forms: ["takeUntil NAME/BLOCK"],
      arity: 1...1,
      takes: "a block or a name",
      doc: .own(
        summary: "completes when the trigger sends or completes; a trigger error is ignored",
        rule: "TU1–TU4",
        example: "interval 1 | takeUntil { timer 2.5 }"),
      compile: .stage(signal: Compile.takeUntil, sequence: nil)),
    OperatorSpec(
      name: "takeUntilReplacement", role: .stage, group: .combine,
      forms: ["takeUntilReplacement NAME/BLOCK"],
      arity: 1...1, takes: "a block or a name",
      doc: .own(
        summary: "the source until the replacement sends, then the replacement", rule: "TR1",
        example: "interval 1 | takeUntilReplacement { timer 2.5, \"new\" }"),
      state: "the current inner subscription",
      compile: .stage(signal: Compile.withOther { $0.takeUntilReplacement($1) }, sequence: nil)),
    OperatorSpec(
      name: "groupBy", role: .stage, group: .combine, forms: ["groupBy EXPR"], arity: 1...1,
      takes: "a key expression",
      doc: .own(
        summary: "a signal of groups, one per key; `key(g)` is a group's key", rule: "GB1",
        example:
          "from [1, 2, 3, 4] | groupBy x % 2 | flattenMap { g -> g | collect | map {key: key(g), "
          + "values: x} }"
      ),
      state: "a group subject per key",
      compile: .stage(signal: Compile.groupBy, sequence: nil)),
  ]
}
