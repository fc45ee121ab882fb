import Signalbox
import SignalboxJSON

/// Stages that change each value, or add values to the stream.
extension OperatorTable {
  static let transforming: [OperatorSpec] = [
    OperatorSpec(
      name: "map", role: .stage, group: .transforming, forms: ["map EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary: "each value replaced by EXPR (`x` the value, `i` its index)",
        rule: "derived from `flattenMap`",
        example: "from [1, 2, 3] | map {n: x, i: i}"),
      lane: .map,
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    OperatorSpec(
      name: "jq", role: .stage, group: .transforming, dialect: .jq, forms: ["jq 'FILTER'"],
      arity: 1...1,
      takes: "a jq filter in single quotes",
      doc: .own(
        summary: "each value runs jq 1.7.1's FILTER; each of its outputs is a value",
        rule: "as `signalbox jq -c`; a jq error is an error event (R070)",
        example: "from [{\"a\": [1, 2]}, {\"a\": [3]}] | jq '.a[] | {n: .}'"),
      compile: .stage(signal: Compile.jq, sequence: nil)),
    OperatorSpec(
      name: "mapReplace", aliases: ["mapTo"], role: .stage, group: .transforming,
      forms: ["mapReplace EXPR", "mapTo EXPR"], arity: 1...1,
      takes: "a value",
      doc: .own(
        summary: "each value replaced by EXPR, evaluated per value", rule: "`-mapReplace:`",
        example: "from [1, 2] | mapReplace \"tick\""),
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    OperatorSpec(
      name: "reduceEach", role: .stage, group: .transforming, forms: ["reduceEach EXPR"],
      arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary: "maps an array value with `$0 $1 …` bound to its items", rule: "`-reduceEach:`",
        example: "from [[1, 2], [3, 4]] | reduceEach $0 * $1"),
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    OperatorSpec(
      name: "scan", role: .stage, group: .transforming, forms: ["scan [START,] EXPR"], arity: 1...2,
      takes: "[START,] EXPR",
      doc: .own(
        summary:
          "every running value (`acc` the previous), not START, and without START the first "
          + "value is the first accumulator and is sent as it is",
        rule: "SC1",
        example: "from [1, 2, 3, 4] | scan 0, acc + x"),
      state: "the accumulator", lane: .fold(sendsEach: true),
      compile: .stage(signal: Compile.scanSeedless, sequence: Compile.scanSequence)),
    OperatorSpec(
      name: "combinePrevious", role: .stage, group: .transforming,
      forms: ["combinePrevious START, EXPR"], arity: 2...2,
      takes: "START, EXPR",
      doc: .own(
        summary: "EXPR with `acc` = the previous value (START for the first)",
        rule: "`-combinePreviousWithStart:reduce:`",
        example: "from [1, 4, 9] | combinePrevious 0, x - acc"),
      state: "the previous value",
      compile: .stage(signal: Compile.combinePrevious, sequence: SequenceCompile.combinePrevious)),
    OperatorSpec(
      name: "pairwise", role: .stage, group: .transforming, dialect: .rxjs,
      nearest:
        "`combinePrevious START, [acc, x]`, which sends for the first value too",
      forms: ["pairwise"],
      arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "`[previous, value]` for every value but the first",
        rule: "", example: "from [1, 2, 4] | pairwise"),
      state: "the previous value",
      compile: .stage(signal: Compile.pairwise, sequence: nil)),
    OperatorSpec(
      name: "startWith", role: .stage, group: .transforming, forms: ["startWith EXPR…"],
      arity: 1...64,
      takes: "one or more values",
      doc: .own(
        summary: "EXPR first, at subscription, then the source", rule: "SW1",
        example: "from [2, 3] | startWith 1"),
      state: "what is still to come",
      compile: .stage(signal: Compile.startWithAll, sequence: Compile.startWithAllSequence)),
    OperatorSpec(
      name: "endWith", role: .stage, group: .transforming, dialect: .rxjs,
      nearest:
        "`concat { from [A, B] }`", forms: ["endWith EXPR…"],
      arity: 1...64,
      takes: "one or more values",
      doc: .own(
        summary:
          "the source's values, then these when it completes (an error ends it without them)",
        rule: "", example: "marbles \"ab|\", 1 | endWith \"y\", \"z\""),
      compile: .stage(signal: Compile.endWith, sequence: nil)),
    OperatorSpec(
      name: "defaultIfEmpty", role: .stage, group: .transforming, dialect: .rxjs,
      nearest:
        "none",
      forms: ["defaultIfEmpty EXPR"],
      arity: 1...1,
      takes: "a value",
      doc: .own(
        summary:
          "the source's values, and if it completes without any, EXPR first (evaluated then)",
        rule: "", example: "empty | defaultIfEmpty \"none\"\nfrom [1] | defaultIfEmpty \"none\""),
      state: "whether a value came",
      compile: .stage(signal: Compile.defaultIfEmpty, sequence: nil)),
    OperatorSpec(
      name: "throwIfEmpty", role: .stage, group: .transforming, dialect: .rxjs,
      nearest:
        "none (the error is RxJS's `EmptyError`)",
      forms: ["throwIfEmpty"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "the source's values, and completing without any is the error \"throwIfEmpty: no "
          + "elements in sequence\"",
        rule: "", example: "from [1] | throwIfEmpty\nempty | throwIfEmpty"),
      compile: .stage(signal: Compile.throwIfEmpty, sequence: nil)),
    OperatorSpec(
      name: "materialize", role: .stage, group: .transforming, forms: ["materialize"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "events become values", rule: "EV1", example: "marbles \"a#\" | materialize"),
      compile: .stage(signal: Compile.materialize, sequence: nil)),
    OperatorSpec(
      name: "dematerialize", role: .stage, group: .transforming, forms: ["dematerialize"],
      arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "event values become events", rule: "EV2",
        example:
          "from [{\"kind\": \"next\", \"value\": 1}, {\"kind\": \"completed\"}] | dematerialize"),
      compile: .stage(signal: Compile.dematerialize, sequence: nil)),
  ]
}
