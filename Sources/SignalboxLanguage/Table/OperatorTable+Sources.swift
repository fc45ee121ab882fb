import Signalbox
import SignalboxJSON

/// The sources: the first stage of a pipeline.
extension OperatorTable {
  static let sources: [OperatorSpec] = [
    .row(
      "from", .source, .sources, forms: ["from EXPR"], takes: .arity(1...1, "an array"),
      summary: "the values of an array, then completed, all at subscription (EXPR is evaluated per "
        + "subscription)", rule: "C5", example: "from [1, 2, 3]",
      compile: .source(signal: Compile.from, sequence: nil)),
    .row(
      "just", .source, .sources, forms: ["just EXPR"], takes: .value,
      summary: "one value, then completed", rule: "`+return:`", example: "just {\"a\": 1}",
      compile: .source(signal: Compile.just, sequence: nil)),
    .row(
      "empty", .source, .sources, forms: ["empty"], takes: .nothing,
      summary: "completes at once · sends nothing · fails at once",
      rule: "`+empty` `+never` `+error:`", example: "empty\nnever | take 0\nerror \"boom\"",
      compile: .source(signal: Compile.empty, sequence: nil)),
    .row(
      "never", .source, .sources, forms: ["never"], takes: .nothing,
      under: "empty", compile: .source(signal: Compile.never, sequence: nil)),
    .row(
      "error", .source, .sources, forms: ["error EXPR"], takes: .arity(1...1, "a message"),
      under: "empty", compile: .source(signal: Compile.error, sequence: nil)),
    .row(
      "range", .source, .sources, dialect: .signalbox, forms: ["range A, B[, STEP]"],
      takes: .arity(2...3, "A, B[, STEP]"),
      summary: "A + k·STEP while within B (down when STEP < 0)",
      example: "range 10, 0, -4", lane: .range,
      compile: .source(signal: Compile.range, sequence: nil)),
    .row(
      "of", .source, .sources, dialect: .rxjs, nearest: "`from [A, B…]`", forms: ["of A, B…"],
      takes: .arity(0...64, "values"),
      summary: "the values, in order, then completed: `from [A, B…]`", example: "of 1, \"a\", [2]",
      compile: .source(signal: Compile.of, sequence: nil)),
    .row(
      "interval", .source, .sources, forms: ["interval T"],
      takes: .arity(1...1, "a period in seconds"),
      summary: "0, 1, 2 … every T seconds, never completes",
      rule: "IN1", example: "interval 0.5 | take 3", time: "sends a value every period",
      pending: "sends next value", compile: .source(signal: Compile.interval, sequence: nil)),
    .row(
      "timer", .source, .sources, forms: ["timer T[, EXPR]"], takes: .arity(1...2, "T[, EXPR]"),
      summary: "one value (default 0) at T, then completed", rule: "`+timer`",
      example: "timer 1.5, \"ding\"", time: "sends its value after the delay",
      pending: "sends its value", compile: .source(signal: Compile.timer, sequence: nil)),
    .row(
      "timerEvery", .source, .sources, dialect: .rxjs,
      nearest: "`timer T, EXPR`, which sends EXPR once at T (RxJS's `timer(T, P)` is "
        + "`timerEvery T, P`)", forms: ["timerEvery T, P"],
      takes: .arity(2...2, "a delay and a period"), summary: "0 at T, then 1, 2 … every P seconds",
      example: "timerEvery 1, 0.5 | take 3", time: "0 after T, then one every P",
      pending: "sends its next value", compile: .source(signal: Compile.timerEvery, sequence: nil)),
    .row(
      "marbles", .source, .sources, dialect: .signalbox,
      forms: ["marbles \"STRING\"[, FRAME]", "marbles \"STRING\", {VALUES}[, ERROR[, FRAME]]"],
      takes: .arity(1...4, "a marble string[, FRAME]"),
      summary: "a cold signal from marble syntax; frame 0 is sent at subscription",
      example: "marbles \"a-b-#\", 0.25", time: "sends each frame at its time",
      pending: "sends next frame", compile: .source(signal: Compile.marbles, sequence: nil)),
    .row(
      "cold", .source, .sources, dialect: .rxjs, forms: ["cold \"STRING\"[, {VALUES}[, ERROR]]"],
      takes: .arity(1...4, "a marble string[, {VALUES}[, ERROR]]"), under: "marbles",
      time: "sends each frame at its time", pending: "sends next frame",
      compile: .source(signal: Compile.marbles, sequence: nil)),
    .row(
      "hot", .source, .sources, dialect: .rxjs, forms: ["hot \"STRING\"[, {VALUES}[, ERROR]]"],
      takes: .arity(1...4, "a marble string with '^'[, {VALUES}[, ERROR]]"), under: "marbles",
      time: "sends each frame at its time", pending: "sends next frame",
      compile: .source(signal: Compile.hot, sequence: nil)),
    .row(
      "defer", .source, .sources, forms: ["defer BLOCK"], takes: .block,
      summary: "runs the block anew at every subscription", rule: "LF3",
      example: "let d = defer { just now() }\nsleep 2\nd",
      compile: .source(signal: Compile.defer, sequence: nil)),
    .row(
      "iif", .source, .sources, dialect: .rxjs,
      nearest: "`defer`, with a block that chooses between two streams (RxJS's `iif`)",
      forms: ["iif COND, A, B"], takes: .arity(3...3, "a condition and two blocks or names"),
      summary: "at each subscription, COND is evaluated: A's events if it is truthy, else B's",
      example: "iif 1 > 2, { just \"yes\" }, { just \"no\" }",
      compile: .source(signal: Compile.iif, sequence: nil)),
    .row(
      "generate", .source, .sources, dialect: .rxjs, nearest: "none (`iterate` makes a sequence)",
      forms: [
        "generate INIT, COND, ITERATE[, RESULT]",
        "generate {initialState, condition, iterate, resultSelector}",
      ], takes: .arity(1...4, "INIT, COND, ITERATE[, RESULT] or RxJS's options"),
      summary: "the state starts as INIT, and while COND holds for it, RESULT of it is sent (the "
        + "state itself without RESULT) and ITERATE makes the next state, all at once, then "
        + "completed",
      example: "generate 1, x < 20, x * 3\ngenerate {initialState: 0, condition: x < 3, iterate: x "
        + "+ 1, resultSelector: \"#\" + str(x)}",
      compile: .source(signal: Compile.generate, sequence: nil)),
    .row(
      "stdin", .source, .sources, dialect: .signalbox, forms: ["stdin [MODE]"],
      takes: .arity(0...0, "an optional mode word"),
      summary:
        "JSON values read from standard input or a file, then completed; MODE lines, lenient, "
        + "timed (a --format json recording replayed at its times) or items [PATH] [lenient] "
        + "(the elements of one big document, one at a time, in the memory of one; "
        + "docs/language.md)", example: "file \"/dev/null\" | count", state: "a read buffer",
      pending: "replays next record", compile: .source(signal: Compile.stdin, sequence: nil)),
    .row(
      "file", .source, .sources, dialect: .signalbox, forms: ["file \"PATH\" [MODE]"],
      takes: .arity(1...1, "a path"), under: "stdin", state: "a read buffer",
      pending: "replays next record",
      compile: .source(signal: Compile.file, sequence: nil)),
    .row(
      "merge", .source, .sources, forms: ["merge A, B…"],
      summary: "combinations of blocks or names", rule: "M1, K1, Z1, CL1",
      example:
        "merge { marbles \"a--b|\" }, { marbles \"-c|\" }\nconcat { just 1 }, { just 2 }\nzip "
        + "{ from [1, 2, 3] }, { from [\"a\", \"b\"] }\ncombineLatest { marbles \"a-b|\" }, { "
        + "marbles \"-x|\" }",
      compile: .source(signal: Compile.combining { .merge($0) }, sequence: nil)),
    .row(
      "concat", .source, .sources, forms: ["concat A, B…"], under: "merge",
      state: "the inputs still to subscribe",
      compile: .source(signal: Compile.combining { .concat($0) }, sequence: nil)),
    .row(
      "zip", .source, .sources, forms: ["zip A, B…"], under: "merge",
      state: "values waiting for a partner, per input",
      compile: .source(
        signal: Compile.combining { Signal.zip($0).map { .array($0) } }, sequence: nil)),
    .row(
      "combineLatest", .source, .sources, forms: ["combineLatest A, B…"], under: "merge",
      state: "each input's latest value",
      compile: .source(
        signal: Compile.combining { Signal.combineLatest($0).map { .array($0) } }, sequence: nil)),
    .row(
      "forkJoin", .source, .sources, dialect: .rxjs,
      nearest: "none (`zip A, B…` pairs the values in order)",
      forms: ["forkJoin A, B…", "forkJoin [A, B…]", "forkJoin {KEY: A, …}"],
      takes: .arity(0...64, "blocks or names, or an array or object of streams"),
      summary: "subscribes every stream at once and, when all have completed, sends the last value "
        + "of each, in an array (an object with the same keys for the object form), then "
        + "completes; a stream that completes without a value completes the whole at once "
        + "with nothing sent, the first error is the error, and no streams complete at once",
      example: "forkJoin { marbles \"ab|\", 1 }, { marbles \"c---|\", 1 }\nforkJoin {a: {just 1}, "
        + "b: {timer 2, \"z\"}}", state: "the last value of each stream",
      compile: .source(signal: Compile.forkJoin, sequence: nil)),
  ]
}
