import Signalbox
import SignalboxJSON

extension OperatorTable {
  static let transform: [OperatorSpec] = [
    OperatorSpec(
      name: "map", role: .stage, group: .transform, forms: ["map EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary: "each value replaced by EXPR (`x` the value, `i` its index)",
        rule: "derived from `flattenMap`",
        example: "from [1, 2, 3] | map {n: x, i: i}"),
      lane: .map,
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    OperatorSpec(
      name: "mapReplace", aliases: ["mapTo"], role: .stage, group: .transform,
      forms: ["mapReplace EXPR", "mapTo EXPR"], arity: 1...1,
      takes: "a value",
      doc: .own(
        summary: "each value replaced by EXPR, evaluated per value", rule: "`-mapReplace:`",
        example: "from [1, 2] | mapReplace \"tick\""),
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    OperatorSpec(
      name: "filter", role: .stage, group: .transform, forms: ["filter EXPR"], arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary: "keeps the values for which EXPR is true (jq truthiness)", rule: "`-filter:`",
        example: "range 1, 6 | filter x % 2 == 0"),
      lane: .filter,
      compile: .stage(signal: Compile.filter, sequence: SequenceCompile.predicate { $0.filter($1) })
    ),
    OperatorSpec(
      name: "ignore", role: .stage, group: .transform, forms: ["ignore EXPR"], arity: 1...1,
      takes: "a value",
      doc: .own(
        summary: "drops values equal to EXPR", rule: "`-ignore:`",
        example: "from [1, null, 2] | ignore null"),
      compile: .stage(signal: Compile.ignore, sequence: SequenceCompile.ignore)),
    OperatorSpec(
      name: "reduceEach", role: .stage, group: .transform, forms: ["reduceEach EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary: "maps an array value with `$0 $1 …` bound to its items", rule: "`-reduceEach:`",
        example: "from [[1, 2], [3, 4]] | reduceEach $0 * $1"),
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    OperatorSpec(
      name: "flattenMap", role: .stage, group: .transform, forms: ["flattenMap BLOCK[, N]"],
      arity: 1...2, takes: "a block and an optional count",
      doc: .own(
        summary:
          "each value's stream, merged as they arrive (sequences: concatenated); with N, at most "
          + "N at once, the other values waiting in order (RxJS's `concurrent`)",
        rule: "B2",
        example: "from [2, 1] | flattenMap { timer x, x * 10 }"),
      state: "the inner subscriptions running",
      compile: .stage(signal: Compile.mergeMap, sequence: Compile.mergeMapSequence)),
    OperatorSpec(
      name: "flatten", aliases: ["mergeAll"], role: .stage, group: .transform,
      forms: ["flatten [N]", "mergeAll [N]"], arity: 0...1,
      takes: "an optional limit",
      doc: .own(
        summary:
          "a stream of streams merged; N limits concurrent inner signals, the rest queued in "
          + "order (0 = unlimited)",
        rule: "F1–F5", example: "from [1, 2, 3] | map { timer 1, x } | flatten 1"),
      state: "the inner subscriptions running, and those queued past the limit",
      compile: .stage(signal: Compile.flatten, sequence: SequenceCompile.flatten)),
    OperatorSpec(
      name: "startWith", role: .stage, group: .transform, forms: ["startWith EXPR…"], arity: 1...64,
      takes: "one or more values",
      doc: .own(
        summary: "EXPR first, at subscription, then the source", rule: "SW1",
        example: "from [2, 3] | startWith 1"),
      state: "what is still to come",
      compile: .stage(signal: Compile.startWithAll, sequence: Compile.startWithAllSequence)),
    OperatorSpec(
      name: "scan", role: .stage, group: .transform, forms: ["scan [START,] EXPR"], arity: 1...2,
      takes: "[START,] EXPR",
      doc: .own(
        summary:
          "every running value (`acc` the previous), not START; without START (RxJS's seedless "
          + "`scan`), the first value is the first accumulator and is sent as it is",
        rule: "SC1",
        example: "from [1, 2, 3, 4] | scan 0, acc + x"),
      state: "the accumulator", lane: .fold(sendsEach: true),
      compile: .stage(signal: Compile.scanSeedless, sequence: Compile.scanSequence)),
    OperatorSpec(
      name: "combinePrevious", role: .stage, group: .transform,
      forms: ["combinePrevious START, EXPR"], arity: 2...2,
      takes: "START, EXPR",
      doc: .own(
        summary: "EXPR with `acc` = the previous value (START for the first)",
        rule: "`-combinePreviousWithStart:reduce:`",
        example: "from [1, 4, 9] | combinePrevious 0, x - acc"),
      state: "the previous value",
      compile: .stage(signal: Compile.combinePrevious, sequence: SequenceCompile.combinePrevious)),
    OperatorSpec(
      name: "take", role: .stage, group: .transform, forms: ["take N"], arity: 1...1,
      takes: "a count",
      doc: .own(
        summary: "the first N values, then completed; `take 0` never subscribes", rule: "TK1, TK2",
        example: "interval 1 | take 2"),
      state: "a count",
      compile: .stage(
        signal: Compile.counted { $0.take($1) },
        sequence: SequenceCompile.counted { $0.take($1) })),
    OperatorSpec(
      name: "skip", role: .stage, group: .transform, forms: ["skip N"], arity: 1...1,
      takes: "a count",
      doc: .own(
        summary: "all but the first N values", rule: "TK3", example: "from [1, 2, 3] | skip 2"),
      state: "a count",
      compile: .stage(
        signal: Compile.counted { $0.skip($1) },
        sequence: SequenceCompile.counted { $0.skip($1) })),
    OperatorSpec(
      name: "takeUntilBlock", role: .stage, group: .transform, forms: ["takeUntilBlock EXPR"],
      arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary: "values until EXPR is true; that value is not sent", rule: "TK4",
        example: "from [1, 2, 3, 1] | takeUntilBlock x >= 3"),
      compile: .stage(
        signal: Compile.predicate { $0.takeUntilBlock($1) },
        sequence: SequenceCompile.predicate { $0.takeUntilBlock($1) })),
    OperatorSpec(
      name: "takeWhileBlock", role: .stage, group: .transform,
      forms: ["takeWhileBlock EXPR[, INCLUSIVE]"],
      arity: 1...2,
      takes: "a predicate and an optional `true` (inclusive)",
      doc: .own(
        summary:
          "values while EXPR is true; with INCLUSIVE `true` (RxJS's `inclusive`), the first "
          + "failing value is sent too, then completed",
        rule: "TK4",
        example: "from [1, 2, 3, 1] | takeWhileBlock x < 3"),
      compile: .stage(signal: Compile.takeWhile, sequence: Compile.takeWhileSequence)),
    OperatorSpec(
      name: "skipUntilBlock", role: .stage, group: .transform, forms: ["skipUntilBlock EXPR"],
      arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary: "drops values until EXPR is true, then sends everything", rule: "TK4",
        example: "from [1, 5, 2] | skipUntilBlock x > 3"),
      compile: .stage(
        signal: Compile.predicate { $0.skipUntilBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipUntilBlock($1) })),
    OperatorSpec(
      name: "skipWhileBlock", role: .stage, group: .transform, forms: ["skipWhileBlock EXPR"],
      arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary: "drops values while EXPR is true", rule: "TK4",
        example: "from [1, 5, 2] | skipWhileBlock x < 3"),
      compile: .stage(
        signal: Compile.predicate { $0.skipWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipWhileBlock($1) })),
    OperatorSpec(
      name: "distinctUntilChanged", role: .stage, group: .transform,
      forms: ["distinctUntilChanged [EXPR[, KEY]]"], arity: 0...2,
      takes: "an optional comparator or key",
      doc: .own(
        summary:
          "drops a value equal (as JSON) to the one before; the first passes. RxJS's optional "
          + "arguments: EXPR reading `acc` compares (`acc` the last sent, `x` this one; true "
          + "drops it), any other EXPR is a key; with both, COMPARE, KEY",
        rule: "DU1",
        example: "from [1, 1, {\"a\": 1}, {\"a\": 1}, 1] | distinctUntilChanged"),
      state: "the previous value",
      compile: .stage(
        signal: Compile.distinctUntilChangedBy, sequence: Compile.distinctUntilChangedSequence)),
    OperatorSpec(
      name: "concat", aliases: ["concatWith"], role: .stage, group: .transform,
      forms: ["concat BLOCK/NAME", "concatWith BLOCK/NAME"], arity: 1...1,
      takes: "a block or a name",
      doc: .own(
        summary: "the source, then (only after it completes) the other", rule: "K1, K2",
        example: "marbles \"a-b|\" | concat { marbles \"c|\" }"),
      state: "what is still to come",
      compile: .stage(
        signal: Compile.withOther { $0.concat($1) },
        sequence: SequenceCompile.withOther { $0.concat($1) })),
    OperatorSpec(
      name: "zipWith", role: .stage, group: .transform, forms: ["zipWith BLOCK/NAME"], arity: 1...1,
      takes: "a block or a name",
      doc: .own(
        summary: "pairs by position; completes once a side is done and its buffer empty",
        rule: "Z1–Z3",
        example: "marbles \"a-b-c|\" | zipWith { marbles \"--1-2|\" }"),
      state: "values waiting for a partner, per side",
      compile: .stage(
        signal: Compile.withOther { $0.zipWith($1).map(Compile.pair) },
        sequence: SequenceCompile.withOther { $0.zipWith($1).map { .array([$0.0, $0.1]) } })),
    OperatorSpec(
      name: "bind", role: .stage, group: .transform, forms: ["bind BLOCK[, STOP]"], arity: 1...2,
      takes: "a block[, STOP]",
      doc: .own(
        summary:
          "the primitive: a stream per value, merged; when STOP is true for a value, no later "
          + "value is taken",
        rule: "B1–B7", example: "from [1, 2, 3] | bind { from [x, x * 10] }, x == 2"),
      state: "the inner subscriptions running",
      compile: .stage(signal: Compile.bind, sequence: SequenceCompile.bind)),
  ]
}
