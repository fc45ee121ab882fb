import Signalbox

extension OperatorTable {
  static let aggregate: [OperatorSpec] = [
    OperatorSpec(
      name: "collect", aliases: ["toArray"], role: .stage, group: .aggregate,
      forms: ["collect", "toArray"],
      arity: 0...0, takes: "no arguments",
      doc: .own(
        summary: "one array of every value at completion (`[]` when empty)", rule: "AG2",
        example: "range 1, 4 | collect"),
      state: "every value until completion",
      compile: .stage(signal: Compile.collect, sequence: nil)),
    OperatorSpec(
      name: "aggregate", role: .stage, group: .aggregate, forms: ["aggregate START, EXPR"],
      arity: 2...2,
      takes: "START, EXPR",
      doc: .own(
        summary: "the final accumulator at completion (START when empty)", rule: "AG1",
        example: "range 1, 4 | aggregate 1, acc * x"),
      state: "the accumulator", lane: .fold(sendsEach: false),
      compile: .stage(signal: Compile.accumulating { $0.aggregate(into: $1, $2) }, sequence: nil)),
    OperatorSpec(
      name: "takeLast", role: .stage, group: .aggregate, forms: ["takeLast N"], arity: 1...1,
      takes: "a count",
      doc: .own(
        summary: "the last N values, sent at completion", rule: "TL1",
        example: "range 1, 5 | takeLast 2"),
      state: "the last N values",
      compile: .stage(signal: Compile.counted { $0.takeLast($1) }, sequence: nil)),
    OperatorSpec(
      name: "count", role: .stage, group: .aggregate, forms: ["count [EXPR]"], arity: 0...1,
      takes: "an optional predicate",
      doc: .own(
        summary: "how many values (with EXPR, passing it), at completion", rule: "",
        example: "from [\"a\", \"b\", \"c\"] | count"),
      state: "a count",
      compile: .stage(signal: Compile.countMatching, sequence: nil)),
    OperatorSpec(
      name: "any", role: .stage, group: .aggregate, forms: ["any [EXPR]"], arity: 0...1,
      takes: "an optional predicate",
      doc: .own(
        summary:
          "`true` at the first passing value (any value, without EXPR), `false` at completion; an error gives `false`",
        rule: "BO1", example: "from [1, 5, 2] | any x > 4"),
      compile: .stage(signal: Compile.any, sequence: nil)),
    OperatorSpec(
      name: "all", role: .stage, group: .aggregate, forms: ["all EXPR"], arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary: "`false` at the first failing value or on error, `true` at completion",
        rule: "BO2",
        example: "from [1, 5, 2] | all x < 4"),
      compile: .stage(signal: Compile.all, sequence: nil)),
    OperatorSpec(
      name: "first", role: .stage, group: .aggregate, forms: ["first [EXPR[, DEFAULT]]"],
      arity: 0...2,
      takes: "an optional predicate and default",
      doc: .own(
        summary:
          "the first value (`null` when empty), then completed. With EXPR, RxJS's `first`: the first value passing it, else DEFAULT, else the error \"first: no elements in sequence\"",
        rule: "BL1",
        example: "interval 1 | first"),
      compile: .stage(signal: Compile.firstMatching, sequence: nil)),
  ]
}
