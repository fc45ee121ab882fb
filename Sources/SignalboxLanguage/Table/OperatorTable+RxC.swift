import Signalbox
import SignalboxJSON

/// RxJS 7 operators of issue 28's third list with RxJS's meaning (rule "Rx"): comparing,
/// splitting, timing, expanding, and RxJS's error operators.
extension OperatorTable {
  static let rxC: [OperatorSpec] = [
    OperatorSpec(
      name: "sequenceEqual", role: .stage, group: .rx,
      forms: ["sequenceEqual NAME/BLOCK[, EXPR]"], arity: 1...2,
      takes: "a block or a name, and an optional comparer",
      doc: .own(
        summary:
          "`true` when the stream sends the same values (equal as JSON) in the same order as "
          + "the source and both complete; `false`, then completed, at the first pair that "
          + "differs or the first value left without a partner. With EXPR, RxJS's comparator: "
          + "a pair is equal while EXPR holds, `acc` the source's value and `x` the stream's. "
          + "The source is subscribed first; either's error is the error",
        rule: "Rx",
        example:
          "marbles \"-a-b|\", 1 | sequenceEqual { marbles \"--a-b|\", 1 }\nmarbles \"-a-c|\", 1 | "
          + "sequenceEqual { marbles \"--a-b|\", 1 }"),
      state: "the values of one side not yet paired",
      compile: .stage(signal: Compile.sequenceEqual, sequence: nil)),
    OperatorSpec(
      name: "partition", role: .stage, group: .rx, forms: ["partition EXPR"], arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary:
          "RxJS's `partition(source, p)`, which returns two observables, as a signal of two "
          + "signals (as `groupBy`): the values passing EXPR, then those failing it, then "
          + "completed. Each subscribes the source anew when it is subscribed. `| concatAll` "
          + "gives RxJS's `concat(...partition(…))`; `| take 1 | flatten` the first half, "
          + "`| skip 1 | flatten` the second",
        rule: "Rx",
        example:
          "from [1, 2, 3, 4] | partition x % 2 == 1 | concatAll\n"
          + "from [1, 2, 3, 4] | partition x > 2 | flattenMap { h -> h | collect }"),
      compile: .stage(signal: Compile.partition, sequence: nil)),
    OperatorSpec(
      name: "timeInterval", role: .stage, group: .rx, forms: ["timeInterval"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "each value as `{value, interval}`: the seconds since the value before it (the "
          + "first: since the subscription), RxJS's `TimeInterval`",
        rule: "Rx", example: "marbles \"-a--b-c|\", 1 | timeInterval"),
      state: "the time of the value before",
      compile: .stage(signal: Compile.timeInterval, sequence: nil)),
    OperatorSpec(
      name: "timeoutWith", role: .stage, group: .rx, forms: ["timeoutWith T, NAME/BLOCK"],
      arity: 2...2, takes: "a time and a block or a name",
      doc: .own(
        summary:
          "RxJS's `timeoutWith(T, stream)`: `timeout {each: T, with: stream}` — when the first "
          + "value is not there within T of the subscription, or a value within T of the one "
          + "before, the source is dropped and the stream continues instead",
        rule: "Rx",
        example: "marbles \"-a--b---c|\", 1 | timeoutWith 2.5, { marbles \"x-y|\", 1 }"),
      time: "switches to the stream if no value came for T", pending: "switches",
      compile: .stage(signal: Compile.timeoutWith, sequence: nil)),
    OperatorSpec(
      name: "expand", role: .stage, group: .rx, forms: ["expand BLOCK[, N]"], arity: 1...2,
      takes: "a block and an optional count",
      doc: .own(
        summary:
          "each value, then, recursively, each value of the block's stream for it (RxJS's "
          + "`expand`): a value is sent, then its stream subscribed, and that stream's values "
          + "expand too. With N, at most N streams run at once; the other values wait, in "
          + "order, and are sent when they get a place. Completes when the source and every "
          + "stream have; use `take` or an `empty` for an end",
        rule: "Rx",
        example: "just 1 | expand { timer 1, x * 2 | filter x <= 8 }"),
      state: "the streams running, the values waiting",
      compile: .stage(signal: Compile.expand, sequence: nil)),
    OperatorSpec(
      name: "mergeScan", role: .stage, group: .rx, forms: ["mergeScan BLOCK, SEED[, N]"],
      arity: 2...3, takes: "a block, a seed and an optional count",
      doc: .own(
        summary:
          "RxJS's `mergeScan(acc, seed, concurrent)`: for each value `x`, the block's stream, "
          + "in which `acc` is the latest value any of these streams sent (SEED at first, "
          + "read when the stream is subscribed); their values are merged (at most N at "
          + "once). Inside the block `acc` is the accumulator, not an inner `scan`'s",
        rule: "Rx",
        example: "marbles \"-a-b|\", 1 | mergeScan { timer 0.5, acc + x }, \"\""),
      state: "the accumulator, the streams running",
      compile: .stage(signal: Compile.mergeScan, sequence: nil)),
    OperatorSpec(
      name: "switchScan", role: .stage, group: .rx, forms: ["switchScan BLOCK, SEED"],
      arity: 2...2, takes: "a block and a seed",
      doc: .own(
        summary:
          "`mergeScan` following only the latest stream, as `switchMap` does: a new value "
          + "unsubscribes the running stream; `acc` is the latest value sent (SEED at first)",
        rule: "Rx",
        example:
          "marbles \"-a-b--|\", 1 | switchScan { v -> interval 0.8 | take 2 | map acc + v }, \"\""
      ),
      state: "the accumulator, the running stream",
      compile: .stage(signal: Compile.switchScan, sequence: nil)),
  ]
}
