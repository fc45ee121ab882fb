import Signalbox

extension OperatorTable {
  static let time: [OperatorSpec] = [
    OperatorSpec(
      name: "throttle", role: .stage, group: .time,
      forms: ["throttle T[, EXPR]", "throttle NAME/BLOCK[, {leading, trailing}]"], arity: 1...2,
      takes: "T[, EXPR], or a block (RxJS's selector)",
      doc: .own(
        summary:
          "RAC's throttle — what Rx calls **debounce**: a value is held until T passes with no "
          + "newer value, then sent; a newer value replaces it; completion sends the held value "
          + "first; error drops it. With EXPR, values failing it are sent at once. (Rx's "
          + "`throttle` sends the *first* value of a window instead.) Given a block (or a "
          + "let-bound stream's name), it is RxJS's `throttle(duration, {leading, trailing})`: "
          + "a value passes and starts the block's stream (the block gets the value); values "
          + "are dropped until that stream sends",
        rule: "TH1–TH5", example: "marbles \"ab--c|\", 0.5 | throttle 1"),
      state: "the latest value, held", time: "sends it once no newer one came for T",
      pending: "sends held value",
      compile: .stage(signal: Compile.throttleOrSelector, sequence: nil)),
    OperatorSpec(
      name: "debounce", aliasOf: "throttle", role: .stage, group: .time,
      forms: ["debounce T[, EXPR]", "debounce NAME/BLOCK"],
      doc: .own(
        summary:
          "the same operator under its Rx name. Given a block (or a let-bound "
          + "stream's name), it is RxJS's `debounce(duration)`: each value is held and starts "
          + "the block's stream (the block gets the value, a newer value cancels it); when that "
          + "stream sends, the held value "
          + "is sent",
        rule: "TH1–TH5",
        example: "marbles \"aa-a---b|\", 0.5 | debounce 1"),
      compile: .stage(signal: Compile.throttleOrSelector, sequence: nil)),
    OperatorSpec(
      name: "delay", role: .stage, group: .time, forms: ["delay T"], arity: 1...1,
      takes: "a time in seconds",
      doc: .own(
        summary: "next and completed shifted by T; error at once (pending values dropped)",
        rule: "D1–D3",
        example: "marbles \"a-b|\", 0.5 | delay 1"),
      state: "the events in flight", time: "shifts every event by T",
      pending: "sends delayed event",
      compile: .stage(signal: Compile.delay, sequence: nil)),
    OperatorSpec(
      name: "bufferWithTime", role: .stage, group: .time, forms: ["bufferWithTime T"], arity: 1...1,
      takes: "a time in seconds",
      doc: .own(
        summary:
          "arrays of the values that arrived in each window of T, a window started by its first "
          + "value; no empty arrays; completion flushes",
        rule: "BT1–BT4", example: "marbles \"ab---c-|\", 0.5 | bufferWithTime 1"),
      state: "the values of the current window",
      time: "sends the window's values T after its first value",
      pending: "sends buffer",
      compile: .stage(
        signal: Compile.timed(Compiler.TimeRule(positive: true)) {
          $0.bufferWithTime($1, on: $2).map { .array($0) }
        },
        sequence: nil)),
    OperatorSpec(
      name: "timeout", role: .stage, group: .time,
      forms: ["timeout T[, {each: true}]", "timeout {first, each, with}"], arity: 1...2,
      takes: "a time in seconds, or RxJS's {first, each, with}",
      doc: .own(
        summary:
          "error \"timed out\" if the whole signal has not completed within T. RxJS's `timeout` "
          + "(each value within T of the one before, the first within `first` or T of the "
          + "subscription; `with`: continue with that stream instead of the error) is asked "
          + "for with its config object",
        rule: "TO1",
        example: "interval 1 | timeout 2.5"),
      time: "fails if not finished within T", pending: "fails: timed out",
      compile: .stage(signal: Compile.timeoutRx, sequence: nil)),
    OperatorSpec(
      name: "sample", role: .stage, group: .time,
      forms: ["sample NAME/BLOCK", "sample NAME/BLOCK, {rxjs: true}"], arity: 1...2,
      takes: "a block or a name, and optional {rxjs: true}",
      doc: .own(
        summary:
          "the source's latest value whenever the sampler sends (nothing before the first source "
          + "value); completes when either side completes. With `{rxjs: true}`, RxJS's `sample`: "
          + "a value is sent at most once (a tick with no new value sends nothing), and only the "
          + "source's completion completes",
        rule: "SA1", example: "interval 0.4 | sample { interval 1 } | take 3"),
      state: "the latest value of each side",
      compile: .stage(signal: Compile.sampleRx, sequence: nil)),
    OperatorSpec(
      name: "timestamp", role: .stage, group: .time, forms: ["timestamp"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "values become `{\"t\": T, \"value\": V}`", rule: "",
        example: "marbles \"a-b|\", 0.5 | timestamp"),
      time: "reads the clock for each value",
      compile: .stage(signal: Compile.timestamp, sequence: nil)),
  ]
}
