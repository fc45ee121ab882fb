import Signalbox
import SignalboxJSON

/// RxJS 7's sources of issue 28's third list (rule "Rx"): forkJoin, iif, generate and
/// RxJS's two-argument `timer`.
extension OperatorTable {
  static let rxCSources: [OperatorSpec] = [
    OperatorSpec(
      name: "forkJoin", role: .source, group: .rx,
      forms: ["forkJoin A, B…", "forkJoin [A, B…]", "forkJoin {KEY: A, …}"], arity: 0...64,
      takes: "blocks or names, or an array or object of streams",
      doc: .own(
        summary:
          "subscribes every stream at once and, when all have completed, sends the last value "
          + "of each, in an array (an object with the same keys for the object form), then "
          + "completes. A stream that completes without a value completes the whole at once "
          + "with nothing sent; the first error is the error; no streams: completed",
        rule: "Rx",
        example:
          "forkJoin { marbles \"ab|\", 1 }, { marbles \"c---|\", 1 }\nforkJoin {a: {just 1}, "
          + "b: {timer 2, \"z\"}}"),
      state: "the last value of each stream",
      compile: .source(signal: Compile.forkJoin, sequence: nil)),
    OperatorSpec(
      name: "iif", role: .source, group: .rx, forms: ["iif COND, A, B"], arity: 3...3,
      takes: "a condition and two blocks or names",
      doc: .own(
        summary:
          "at each subscription, COND is evaluated: A's events if it is truthy, else B's "
          + "(RxJS's `iif`, a `defer` choosing between two streams)",
        rule: "Rx", example: "iif 1 > 2, { just \"yes\" }, { just \"no\" }"),
      compile: .source(signal: Compile.iif, sequence: nil)),
    OperatorSpec(
      name: "generate", role: .source, group: .rx,
      forms: [
        "generate INIT, COND, ITERATE[, RESULT]",
        "generate {initialState, condition, iterate, resultSelector}",
      ],
      arity: 1...4, takes: "INIT, COND, ITERATE[, RESULT] or RxJS's options",
      doc: .own(
        summary:
          "RxJS's `generate`: the state starts as INIT; while COND holds for it, RESULT of it "
          + "is sent (the state itself without RESULT) and ITERATE makes the next state, all "
          + "at once, then completed. COND, ITERATE and RESULT are expressions over the state "
          + "`x`, evaluated per state (no COND: forever, for a `take` after it)",
        rule: "Rx",
        example:
          "generate 1, x < 20, x * 3\ngenerate {initialState: 0, condition: x < 3, iterate: x "
          + "+ 1, resultSelector: \"#\" + str(x)}"),
      compile: .source(signal: Compile.generate, sequence: nil)),
    OperatorSpec(
      name: "timerEvery", role: .source, group: .rx, forms: ["timerEvery T, P"], arity: 2...2,
      takes: "a delay and a period",
      doc: .own(
        summary:
          "RxJS's `timer(T, P)`: 0 at T, then 1, 2 … every P seconds. Signalbox's `timer T, "
          + "EXPR` sends the value EXPR once at T (RAC's `+timer` with a value), so RxJS's "
          + "period has a name of its own rather than a second meaning for that argument",
        rule: "Rx", example: "timerEvery 1, 0.5 | take 3"),
      time: "0 after T, then one every P", pending: "sends its next value",
      compile: .source(signal: Compile.timerEvery, sequence: nil)),
  ]
}
