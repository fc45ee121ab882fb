import Signalbox
import SignalboxJSON

/// Stages that change each value, or add values to the stream.
extension OperatorTable {
  static let transforming: [OperatorSpec] = [
    .row(
      "map", .stage, .transforming, forms: ["map EXPR"], takes: .expression,
      summary: "each value replaced by EXPR (`x` the value, `i` its index)",
      rule: "derived from `flattenMap`", example: "from [1, 2, 3] | map {n: x, i: i}", lane: .map,
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    .row(
      "jq", .stage, .transforming, dialect: .jq, forms: ["jq 'FILTER'"],
      takes: .arity(1...1, "a jq filter in single quotes"),
      summary: "each value runs jq 1.7.1's FILTER; each of its outputs is a value",
      rule: "as `signalbox jq -c`; a jq error is an error event (R070)",
      example: "from [{\"a\": [1, 2]}, {\"a\": [3]}] | jq '.a[] | {n: .}'",
      compile: .signal(Compile.jq)),
    .row(
      "mapReplace", .stage, .transforming, aliases: ["mapTo"],
      forms: ["mapReplace EXPR", "mapTo EXPR"], takes: .value,
      summary: "each value replaced by EXPR, evaluated per value", rule: "`-mapReplace:`",
      example: "from [1, 2] | mapReplace \"tick\"",
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    .row(
      "reduceEach", .stage, .transforming, forms: ["reduceEach EXPR"], takes: .expression,
      summary: "maps an array value with `$0 $1 …` bound to its items",
      rule: "`-reduceEach:`", example: "from [[1, 2], [3, 4]] | reduceEach $0 * $1",
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    .row(
      "scan", .stage, .transforming, forms: ["scan [START,] EXPR"],
      takes: .optionalSeedAndExpression,
      summary: "every running value (`acc` the previous), not START, and without START the first "
        + "value is the first accumulator and is sent as it is", rule: "SC1",
      example: "from [1, 2, 3, 4] | scan 0, acc + x", state: "the accumulator",
      lane: .fold(sendsEach: true),
      compile: .stage(signal: Compile.scanSeedless, sequence: Compile.scanSequence)),
    .row(
      "combinePrevious", .stage, .transforming, forms: ["combinePrevious START, EXPR"],
      takes: .seedAndExpression,
      summary: "EXPR with `acc` = the previous value (START for the first)",
      rule: "`-combinePreviousWithStart:reduce:`",
      example: "from [1, 4, 9] | combinePrevious 0, x - acc", state: "the previous value",
      compile: .stage(signal: Compile.combinePrevious, sequence: SequenceCompile.combinePrevious)),
    .row(
      "pairwise", .stage, .transforming, dialect: .rxjs,
      nearest: "`combinePrevious START, [acc, x]`, which sends for the first value too",
      forms: ["pairwise"], takes: .nothing,
      summary: "`[previous, value]` for every value but the first",
      example: "from [1, 2, 4] | pairwise", state: "the previous value",
      compile: .signal(Compile.pairwise)),
    .row(
      "startWith", .stage, .transforming, forms: ["startWith EXPR…"], takes: .oneOrMoreValues,
      summary: "EXPR first, at subscription, then the source",
      rule: "SW1", example: "from [2, 3] | startWith 1", state: "what is still to come",
      compile: .stage(signal: Compile.startWithAll, sequence: Compile.startWithAllSequence)),
    .row(
      "endWith", .stage, .transforming, dialect: .rxjs, nearest: "`concat { from [A, B] }`",
      forms: ["endWith EXPR…"], takes: .oneOrMoreValues,
      summary: "the source's values, then these when it completes (an error ends it without them)",
      example: "marbles \"ab|\", 1 | endWith \"y\", \"z\"", compile: .signal(Compile.endWith)),
    .row(
      "defaultIfEmpty", .stage, .transforming, dialect: .rxjs, nearest: "none",
      forms: ["defaultIfEmpty EXPR"], takes: .value,
      summary: "the source's values, and if it completes without any, EXPR first (evaluated then)",
      example: "empty | defaultIfEmpty \"none\"\nfrom [1] | defaultIfEmpty \"none\"",
      state: "whether a value came", compile: .signal(Compile.defaultIfEmpty)),
    .row(
      "throwIfEmpty", .stage, .transforming, dialect: .rxjs,
      nearest: "none (the error is RxJS's `EmptyError`)", forms: ["throwIfEmpty"], takes: .nothing,
      summary: "the source's values, and completing without any is the error \"throwIfEmpty: no "
        + "elements in sequence\"", example: "from [1] | throwIfEmpty\nempty | throwIfEmpty",
      compile: .signal(Compile.throwIfEmpty)),
    .row(
      "materialize", .stage, .transforming, forms: ["materialize"], takes: .nothing,
      summary: "events become values", rule: "EV1",
      example: "marbles \"a#\" | materialize", compile: .signal(Compile.materialize)),
    .row(
      "dematerialize", .stage, .transforming, forms: ["dematerialize"], takes: .nothing,
      summary: "event values become events", rule: "EV2",
      example:
        "from [{\"kind\": \"next\", \"value\": 1}, {\"kind\": \"completed\"}] | dematerialize",
      compile: .signal(Compile.dematerialize)),
  ]
}
