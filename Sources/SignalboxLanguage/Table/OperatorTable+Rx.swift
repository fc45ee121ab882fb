import Signalbox
import SignalboxJSON

/// The names Rx users type. An entry with `aliasOf` is the RAC operator itself under its
/// Rx name (same arguments, same events); the others are operators of their own with
/// RxJS 7's meaning (rule "Rx"). Each summary says which RAC operator it corresponds to
/// and how it differs.
extension OperatorTable {
  static let rx: [OperatorSpec] = [
    OperatorSpec(
      name: "mergeMap", aliases: ["flatMap"], aliasOf: "flattenMap", role: .stage, group: .rx,
      forms: ["mergeMap BLOCK[, N]", "flatMap BLOCK[, N]"],
      doc: .own(
        summary:
          "Rx's names for RAC's `flattenMap`, the same operator: each value's stream, merged as "
          + "they arrive; completes when the source and every stream have (S, as `flattenMap`)",
        rule: "B2",
        example: "marbles \"ab|\", 1 | mergeMap { y -> interval 0.6 | take 2 | map y + str(x) }"),
      compile: .stage(signal: Compile.flattenMap, sequence: SequenceCompile.flattenMap)),
    OperatorSpec(
      name: "concatMap", role: .stage, group: .rx, forms: ["concatMap BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "each value's stream, one at a time, in order; a value that comes while one runs "
          + "waits, and its block runs when its turn comes. RAC's `map { … } | flatten 1` sends "
          + "the same but builds each stream as its value arrives",
        rule: "Rx",
        example: "marbles \"ab|\", 1 | concatMap { y -> interval 0.6 | take 2 | map y + str(x) }"),
      state: "the running inner subscription, and the values waiting",
      compile: .stage(signal: Compile.flatteningMap { $0.concatMap($1) }, sequence: nil)),
    OperatorSpec(
      name: "switchMap", role: .stage, group: .rx, forms: ["switchMap BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "each value's stream, following only the latest: a new value unsubscribes the current "
          + "stream, then subscribes its own. RAC's `map { … } | switchToLatest` subscribes the "
          + "new stream before it cuts the old one off",
        rule: "Rx",
        example: "marbles \"ab|\", 1 | switchMap { y -> interval 0.6 | take 2 | map y + str(x) }"),
      state: "the current inner subscription",
      compile: .stage(signal: Compile.flatteningMap { $0.switchMap($1) }, sequence: nil)),
    OperatorSpec(
      name: "exhaustMap", role: .stage, group: .rx, forms: ["exhaustMap BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "each value's stream, but only while none runs: a value that comes meanwhile is "
          + "dropped, its block never run; completes when the source has and no stream runs. RAC "
          + "has no such operator",
        rule: "Rx",
        example: "marbles \"ab|\", 1 | exhaustMap { y -> interval 0.6 | take 2 | map y + str(x) }"),
      state: "the running inner subscription",
      compile: .stage(signal: Compile.flatteningMap { $0.exhaustMap($1) }, sequence: nil)),
    OperatorSpec(
      name: "debounceTime", aliasOf: "throttle", role: .stage, group: .rx,
      forms: ["debounceTime T[, EXPR]"],
      doc: .own(
        summary:
          "Rx's name for RAC's `throttle`, the same operator: a value is sent once T passes with "
          + "no newer value; completion sends the held value first (for Rx's `throttleTime`, see "
          + "below)",
        rule: "TH1–TH5", example: "marbles \"ab--c|\", 0.5 | debounceTime 1"),
      compile: .stage(signal: Compile.throttle, sequence: nil)),
    OperatorSpec(
      name: "throttleTime", role: .stage, group: .rx,
      forms: ["throttleTime T[, {leading, trailing}]"], arity: 1...2,
      takes: "a time in seconds and optional {leading, trailing}",
      doc: .own(
        summary:
          "Rx's throttle: a value passes and opens a window of T; the values inside it are "
          + "dropped — one landing exactly at its end too (RxJS 7); the first after its end "
          + "passes and opens the next. `{trailing: true}` sends the window's latest value at "
          + "its end, which opens the next window; `{leading: false}` holds the first value "
          + "too. Not RAC's `throttle`, which is Rx's `debounceTime`: that one holds the "
          + "*latest* value until the source is quiet",
        rule: "Rx", example: "marbles \"ab-c--d|\", 0.5 | throttleTime 1"),
      state: "when the current window ends", time: "reads the clock at each value",
      compile: .stage(signal: Compile.throttleTime, sequence: nil)),
    OperatorSpec(
      name: "auditTime", role: .stage, group: .rx, forms: ["auditTime T"], arity: 1...1,
      takes: "a time in seconds",
      doc: .own(
        summary:
          "a value starts a timer of T unless one runs; when it fires, the latest value is sent. "
          + "Completion waits for a running timer and sends its value first. Unlike RAC's "
          + "`throttle` (Rx's `debounceTime`), a newer value does not restart the timer, so a "
          + "busy source still sends every T",
        rule: "Rx", example: "marbles \"ab-c----d|\", 0.5 | auditTime 1"),
      state: "the latest value, held", time: "sends it T after the value that started the timer",
      pending: "sends held value",
      compile: .stage(signal: Compile.timed { $0.auditTime($1, on: $2) }, sequence: nil)),
    OperatorSpec(
      name: "sampleTime", role: .stage, group: .rx, forms: ["sampleTime T"], arity: 1...1,
      takes: "a time in seconds",
      doc: .own(
        summary:
          "every T from the subscription, the latest value if a new one came since the last "
          + "tick; completion does not send a held value. RAC's `sample` ticks with a signal and "
          + "sends the latest value at every tick, even one sent before",
        rule: "Rx", example: "marbles \"ab-c---d-|\", 0.5 | sampleTime 1"),
      state: "the latest value, until a tick sends it", time: "ticks every T",
      pending: "sends the latest value",
      compile: .stage(
        signal: Compile.timed(Compiler.TimeRule(positive: true, minimum: Limits.shortestPeriod)) {
          $0.sampleTime($1, on: $2)
        }, sequence: nil)),
    OperatorSpec(
      name: "takeWhile", aliasOf: "takeWhileBlock", role: .stage, group: .rx,
      forms: ["takeWhile EXPR[, INCLUSIVE]"],
      doc: .own(
        summary:
          "Rx's name for RAC's `takeWhileBlock`, the same operator: values while EXPR is true; "
          + "the first that fails it completes the stream and is not sent (S)",
        rule: "TK4", example: "from [1, 2, 3, 1] | takeWhile x < 3"),
      compile: .stage(
        signal: Compile.predicate { $0.takeWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.takeWhileBlock($1) })),
    OperatorSpec(
      name: "skipWhile", aliasOf: "skipWhileBlock", role: .stage, group: .rx,
      forms: ["skipWhile EXPR"],
      doc: .own(
        summary:
          "Rx's name for RAC's `skipWhileBlock`, the same operator: drops values while EXPR is "
          + "true, then sends everything (S)",
        rule: "TK4", example: "from [1, 5, 2] | skipWhile x < 3"),
      compile: .stage(
        signal: Compile.predicate { $0.skipWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipWhileBlock($1) })),
    OperatorSpec(
      name: "distinct", role: .stage, group: .rx, forms: ["distinct [KEY[, FLUSH]]"], arity: 0...2,
      takes: "an optional key expression and flush stream",
      doc: .own(
        summary:
          "drops every value equal (as JSON) to one sent before — with KEY, every value whose "
          + "key was seen before; each value of FLUSH (a block or a name) forgets the keys seen "
          + "(KEY `null`: the value itself). RAC's `distinctUntilChanged` compares with the "
          + "previous value only",
        rule: "Rx",
        example:
          "from [1, 2, 1, 3, 2] | distinct\nfrom [{\"id\": 1, \"v\": \"a\"}, {\"id\": 1, \"v\": "
          + "\"b\"}, {\"id\": 2, \"v\": \"c\"}] | distinct x.id"
      ),
      state: "every key seen",
      compile: .stage(signal: Compile.distinctRx, sequence: nil)),
    OperatorSpec(
      name: "skipLast", role: .stage, group: .rx, forms: ["skipLast N"], arity: 1...1,
      takes: "a count",
      doc: .own(
        summary:
          "all but the last N values: each is sent once N newer ones have come; the last N are "
          + "dropped at completion. RAC has no such operator; `takeLast N` is its opposite",
        rule: "Rx", example: "from [1, 2, 3, 4] | skipLast 2"),
      state: "the last N values",
      compile: .stage(signal: Compile.counted { $0.skipLast($1) }, sequence: nil)),
    OperatorSpec(
      name: "last", role: .stage, group: .rx, forms: ["last [EXPR[, DEFAULT]]"], arity: 0...2,
      takes: "an optional predicate and default",
      doc: .own(
        summary:
          "the last value, at completion; an empty source is the error \"last: no elements in "
          + "sequence\" (RxJS's `EmptyError`). RAC's `takeLast 1` completes empty instead",
        rule: "Rx", example: "from [1, 2, 3] | last\nempty | last"),
      state: "the latest value",
      compile: .stage(signal: Compile.lastMatching, sequence: nil)),
    OperatorSpec(
      name: "defaultIfEmpty", role: .stage, group: .rx, forms: ["defaultIfEmpty EXPR"],
      arity: 1...1,
      takes: "a value",
      doc: .own(
        summary:
          "the source's values; if it completes without any, EXPR first (evaluated then). RAC "
          + "has no such operator",
        rule: "Rx", example: "empty | defaultIfEmpty \"none\"\nfrom [1] | defaultIfEmpty \"none\""),
      state: "whether a value came",
      compile: .stage(signal: Compile.defaultIfEmpty, sequence: nil)),
    OperatorSpec(
      name: "pairwise", role: .stage, group: .rx, forms: ["pairwise"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "`[previous, value]` for every value but the first. RAC's `combinePrevious START, "
          + "EXPR` starts from START, so it sends for the first value too",
        rule: "Rx", example: "from [1, 2, 4] | pairwise"),
      state: "the previous value",
      compile: .stage(signal: Compile.pairwise, sequence: nil)),
    OperatorSpec(
      name: "bufferCount", role: .stage, group: .rx, forms: ["bufferCount N[, EVERY]"],
      arity: 1...2,
      takes: "N[, EVERY]",
      doc: .own(
        summary:
          "arrays of N values; a new array starts at every EVERY-th value (default N: no "
          + "overlap; less: overlapping; more: values skipped); completion sends the arrays "
          + "still open, an error drops them. RAC buffers by time only (`bufferWithTime`)",
        rule: "Rx", example: "range 1, 6 | bufferCount 2\nrange 1, 5 | bufferCount 3, 1"),
      state: "the last N values",
      compile: .stage(signal: Compile.bufferCount, sequence: nil)),
    OperatorSpec(
      name: "reduce", role: .stage, group: .rx, forms: ["reduce [START,] EXPR"], arity: 1...2,
      takes: "[START,] EXPR",
      doc: .own(
        summary:
          "the final accumulator (`acc`), at completion. With START, RAC's `aggregate` itself: "
          + "START when empty (AG1). Without, Rx's seedless form: the first value starts the "
          + "accumulator and an empty source only completes. (Rx writes the seed last: "
          + "`reduce(fn, seed)`.)",
        rule: "Rx",
        example:
          "range 1, 5 | reduce acc * x\nrange 1, 5 | reduce 10, acc + x\nempty | reduce acc + x"),
      state: "the accumulator",
      compile: .stage(signal: Compile.reduce, sequence: nil)),
    OperatorSpec(
      name: "withLatestFrom", role: .stage, group: .rx, forms: ["withLatestFrom NAME/BLOCK…"],
      arity: 1...16,
      takes: "blocks or names",
      doc: .own(
        summary:
          "each source value paired with the other's latest, `[x, latest]`; source values that "
          + "come before the other has sent are dropped. The other is subscribed first; its "
          + "completion keeps its last value in use, its error ends the stream; completes with "
          + "the source. RAC's `combineLatestWith` also sends when the other does",
        rule: "Rx", example: "marbles \"a-b-c|\", 0.5 | withLatestFrom { marbles \"-1-2|\", 0.5 }"),
      state: "the other's latest value",
      compile: .stage(signal: Compile.withLatestFromAll, sequence: nil)),
    OperatorSpec(
      name: "race", role: .source, group: .rx, forms: ["race A, B…"],
      doc: .own(
        summary:
          "the first input to send anything — a value, completion or an error — wins: the others "
          + "are disposed and the stream mirrors the winner. The inputs are subscribed in order, "
          + "and no more once one has won; with none, nothing is ever sent. `S | race B` (RxJS "
          + "7's `raceWith`) races S with B. RAC has no such operator",
        rule: "Rx",
        example:
          "race { marbles \"--a|\" }, { marbles \"-b-c|\" }\nmarbles \"--a|\" | race { marbles "
          + "\"---b|\" }"
      ),
      state: "the inputs racing, then the winner",
      compile: .source(signal: Compile.combining { .race($0) }, sequence: nil)),
    OperatorSpec(
      name: "race", aliases: ["raceWith"], role: .stage, group: .rx,
      forms: ["race NAME/BLOCK", "raceWith NAME/BLOCK"],
      arity: 1...1, takes: "a block or a name",
      doc: .with("race"), state: "the inputs racing, then the winner",
      compile: .stage(signal: Compile.withOther { $0.race($1) }, sequence: nil)),
  ]
}
