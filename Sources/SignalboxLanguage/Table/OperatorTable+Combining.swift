import Signalbox
import SignalboxJSON

/// Stages that combine the stream with others.
extension OperatorTable {
  static let combining: [OperatorSpec] = [
    .row(
      "merge", .stage, .combining, aliases: ["mergeWith"],
      forms: ["merge NAME/BLOCK", "mergeWith NAME/BLOCK"], takes: .stream,
      summary: "both at once; completes when both have", rule: "M1, M2",
      example: "marbles \"a--b|\" | merge { marbles \"-x|\" }",
      state: "the inner subscriptions running", compile: .signal(Compile.withOther { $0.merge($1) })
    ),
    .row(
      "concat", .stage, .combining, aliases: ["concatWith"],
      forms: ["concat BLOCK/NAME", "concatWith BLOCK/NAME"], takes: .stream,
      summary: "the source, then (only after it completes) the other",
      rule: "K1, K2", example: "marbles \"a-b|\" | concat { marbles \"c|\" }",
      state: "what is still to come",
      compile: .stage(
        signal: Compile.withOther { $0.concat($1) },
        sequence: SequenceCompile.withOther { $0.concat($1) })),
    .row(
      "zipWith", .stage, .combining, forms: ["zipWith BLOCK/NAME"], takes: .stream,
      summary: "pairs by position; completes once a side is done and its buffer empty",
      rule: "Z1–Z3", example: "marbles \"a-b-c|\" | zipWith { marbles \"--1-2|\" }",
      state: "values waiting for a partner, per side",
      compile: .stage(
        signal: Compile.withOther { $0.zipWith($1).map(Compile.pair) },
        sequence: SequenceCompile.withOther { $0.zipWith($1).map { .array([$0.0, $0.1]) } })),
    .row(
      "combineLatestWith", .stage, .combining, forms: ["combineLatestWith NAME/BLOCK"],
      takes: .stream,
      summary: "arrays of the latest of each, once both have sent; completes when both have",
      rule: "CL1–CL4", example: "marbles \"a-b|\" | combineLatestWith { marbles \"-x--y|\" }",
      state: "the latest value of each side",
      compile: .signal(Compile.withOther { $0.combineLatestWith($1).map(Compile.pair) })),
    .row(
      "withLatestFrom", .stage, .combining, dialect: .rxjs,
      nearest: "`combineLatestWith`, which also sends when the other does",
      forms: ["withLatestFrom NAME/BLOCK…"], takes: .arity(1...16, "blocks or names"),
      summary: "each source value paired with the other's latest, `[x, latest]`, dropping source "
        + "values that come before the other has sent",
      example: "marbles \"a-b-c|\", 0.5 | withLatestFrom { marbles \"-1-2|\", 0.5 }",
      state: "the other's latest value", compile: .signal(Compile.withLatestFromAll)),
    .row(
      "race", .source, .combining, dialect: .rxjs, nearest: "none", forms: ["race A, B…"],
      summary:
        "the first input to send anything (a value, completion or an error) wins: the others "
        + "are disposed and the stream mirrors the winner",
      example:
        "race { marbles \"--a|\" }, { marbles \"-b-c|\" }\nmarbles \"--a|\" | race { marbles "
        + "\"---b|\" }", state: "the inputs racing, then the winner",
      compile: .source(signal: Compile.combining { .race($0) }, sequence: nil)),
    .row(
      "race", .stage, .combining, aliases: ["raceWith"], dialect: .rxjs,
      forms: ["race NAME/BLOCK", "raceWith NAME/BLOCK"], takes: .stream,
      under: "race", state: "the inputs racing, then the winner",
      compile: .signal(Compile.withOther { $0.race($1) })),
    .row(
      "then", .stage, .combining, forms: ["then BLOCK"], takes: .block,
      summary: "ignores the source's values; after it completes, the block's stream", rule: "LF3",
      example: "from [1, 2] | then { just \"done\" }", state: "what is still to come",
      compile: .signal(Compile.then)),
    .row(
      "groupBy", .stage, .combining, forms: ["groupBy EXPR"],
      takes: .arity(1...1, "a key expression"),
      summary: "a signal of groups, one per key; `key(g)` is a group's key", rule: "GB1",
      example:
        "from [1, 2, 3, 4] | groupBy x % 2 | flattenMap { g -> g | collect | map {key: key(g), "
        + "values: x} }", state: "a group subject per key", compile: .signal(Compile.groupBy)),
    .row(
      "partition", .stage, .combining, dialect: .rxjs,
      nearest: "`groupBy`, which sends a stream per key", forms: ["partition EXPR"],
      takes: .predicate,
      summary:
        "a signal of two signals (as `groupBy`): the values passing EXPR, then those failing "
        + "it, then completed",
      example: "from [1, 2, 3, 4] | partition x % 2 == 1 | concatAll\n"
        + "from [1, 2, 3, 4] | partition x > 2 | flattenMap { h -> h | collect }",
      compile: .signal(Compile.partition)),
    .row(
      "sequenceEqual", .stage, .combining, dialect: .rxjs, nearest: "none",
      forms: ["sequenceEqual NAME/BLOCK[, EXPR]"],
      takes: .arity(1...2, "a block or a name, and an optional comparer"),
      summary: "`true` when the stream sends the same values (equal as JSON) in the same order as "
        + "the source and both complete, or `false`, then completed, at the first pair that "
        + "differs or the first value left without a partner",
      example:
        "marbles \"-a-b|\", 1 | sequenceEqual { marbles \"--a-b|\", 1 }\nmarbles \"-a-c|\", 1 | "
        + "sequenceEqual { marbles \"--a-b|\", 1 }", state: "the values of one side not yet paired",
      compile: .signal(Compile.sequenceEqual)),
  ]
}
