import Signalbox
import SignalboxJSON

/// Stages that use the clock.
extension OperatorTable {
  static let time: [OperatorSpec] = [
    OperatorSpec(
      name: "throttle", role: .stage, group: .time,
      forms: ["throttle T[, EXPR]", "throttle NAME/BLOCK[, {leading, trailing}]"], arity: 1...2,
      takes: "T[, EXPR], or a block (RxJS's selector)",
      doc: .own(
        summary:
          "a value is held until T passes with no newer value, then sent (a newer value "
          + "replaces it, completion sends it first, an error drops it)",
        rule: "TH1–TH5", example: "marbles \"ab--c|\", 0.5 | throttle 1"),
      state: "the latest value, held", time: "sends it once no newer one came for T",
      pending: "sends held value",
      compile: .stage(signal: Compile.throttleOrSelector, sequence: nil)),
    OperatorSpec(
      name: "debounce", aliasOf: "throttle", role: .stage, group: .time,
      forms: ["debounce T[, EXPR]", "debounce NAME/BLOCK"],
      doc: .own(
        summary:
          "each value is held until T passes with no newer value, then sent, as with `throttle`",
        rule: "TH1–TH5",
        example: "marbles \"aa-a---b|\", 0.5 | debounce 1"),
      compile: .stage(signal: Compile.throttleOrSelector, sequence: nil)),
    OperatorSpec(
      name: "debounceTime", aliasOf: "throttle", role: .stage, group: .time, dialect: .rxjs,
      forms: ["debounceTime T[, EXPR]"],
      doc: .own(
        summary:
          "a value is sent once T passes with no newer value, and completion sends the held "
          + "value first",
        rule: "TH1–TH5", example: "marbles \"ab--c|\", 0.5 | debounceTime 1"),
      compile: .stage(signal: Compile.throttle, sequence: nil)),
    OperatorSpec(
      name: "throttleTime", role: .stage, group: .time, dialect: .rxjs,
      nearest:
        "none: RAC's `throttle` is Rx's `debounceTime`, which holds the *latest* value until "
        + "the source is quiet",
      forms: ["throttleTime T[, {leading, trailing}]"], arity: 1...2,
      takes: "a time in seconds and optional {leading, trailing}",
      doc: .own(
        summary:
          "a value passes and opens a window of T in which later values are dropped, and the "
          + "first value after the window passes and opens the next",
        rule: "", example: "marbles \"ab-c--d|\", 0.5 | throttleTime 1"),
      state: "when the current window ends", time: "reads the clock at each value",
      compile: .stage(signal: Compile.throttleTime, sequence: nil)),
    OperatorSpec(
      name: "audit", role: .stage, group: .time, dialect: .rxjs,
      nearest:
        "none (`auditTime T` is `audit { timer T }`)", forms: ["audit BLOCK"],
      arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "`auditTime` with a duration stream: a value that comes while none runs starts the "
          + "block's stream (the block gets the value); its first value sends the latest source "
          + "value; completion waits for a running duration",
        rule: "", example: "marbles \"ab-c----d|\", 0.5 | audit { timer 1 }"),
      state: "the latest value, held",
      compile: .stage(signal: Compile.audit, sequence: nil)),
    OperatorSpec(
      name: "auditTime", role: .stage, group: .time, dialect: .rxjs,
      nearest:
        "none: RAC's `throttle` (Rx's `debounceTime`) restarts its timer at each newer value,"
        + " where `auditTime` does not, so a busy source still sends every T",
      forms: ["auditTime T"],
      arity: 1...1,
      takes: "a time in seconds",
      doc: .own(
        summary:
          "a value starts a timer of T unless one runs, and when it fires the latest value is "
          + "sent",
        rule: "", example: "marbles \"ab-c----d|\", 0.5 | auditTime 1"),
      state: "the latest value, held", time: "sends it T after the value that started the timer",
      pending: "sends held value",
      compile: .stage(signal: Compile.timed { $0.auditTime($1, on: $2) }, sequence: nil)),
    OperatorSpec(
      name: "sample", role: .stage, group: .time,
      forms: ["sample NAME/BLOCK", "sample NAME/BLOCK, {rxjs: true}"], arity: 1...2,
      takes: "a block or a name, and optional {rxjs: true}",
      doc: .own(
        summary:
          "the source's latest value whenever the sampler sends (nothing before the first "
          + "source value), completing when either side completes",
        rule: "SA1", example: "interval 0.4 | sample { interval 1 } | take 3"),
      state: "the latest value of each side",
      compile: .stage(signal: Compile.sampleRx, sequence: nil)),
    OperatorSpec(
      name: "sampleTime", role: .stage, group: .time, dialect: .rxjs,
      nearest:
        "`sample { interval T }`, which sends the latest value again at every "
        + "tick", forms: ["sampleTime T"],
      arity: 1...1,
      takes: "a time in seconds",
      doc: .own(
        summary:
          "every T from the subscription, the latest value if a new one came since the last "
          + "tick (completion does not send a held value)",
        rule: "", example: "marbles \"ab-c---d-|\", 0.5 | sampleTime 1"),
      state: "the latest value, until a tick sends it", time: "ticks every T",
      pending: "sends the latest value",
      compile: .stage(
        signal: Compile.timed(Compiler.TimeRule(positive: true, minimum: Limits.shortestPeriod)) {
          $0.sampleTime($1, on: $2)
        }, sequence: nil)),
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
      name: "deliverOn", role: .stage, group: .time, forms: ["deliverOn SCHEDULER"],
      arity: 1...1, takes: "a scheduler (main, background, immediate or \"NAME\")",
      doc: .own(
        summary: "every event, the error too, re-sent from an action on the scheduler",
        rule: "DO1", example: "merge { just 1 | deliverOn main }, { just 2 }"),
      state: "the events in flight", time: "one scheduler turn per event",
      pending: "sends the event", compile: .stage(signal: Compile.deliverOn, sequence: nil)),
    OperatorSpec(
      name: "deliverOnMainThread", role: .stage, group: .time, forms: ["deliverOnMainThread"],
      arity: 0...0, takes: "no arguments", doc: .with("deliverOn"),
      state: "the events in flight", time: "a turn only behind a waiting event",
      pending: "sends the event",
      compile: .stage(signal: Compile.deliverOnMainThread, sequence: nil)),
    OperatorSpec(
      name: "subscribeOn", role: .stage, group: .time, forms: ["subscribeOn SCHEDULER"],
      arity: 1...1, takes: "a scheduler (main, background, immediate or \"NAME\")",
      doc: .with("deliverOn"), time: "subscribes one scheduler turn later",
      pending: "subscribes", compile: .stage(signal: Compile.subscribeOn, sequence: nil)),
    OperatorSpec(
      name: "delayWhen", role: .stage, group: .time, dialect: .rxjs,
      nearest:
        "none (`delay T` delays every value, and the completion, by a fixed T)",
      forms: ["delayWhen BLOCK"],
      arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "each value is sent when the stream its block makes sends its first value (a stream "
          + "that completes without one drops the value)",
        rule: "", example: "from [3, 1] | delayWhen { timer x }"),
      state: "a duration stream per value waiting",
      compile: .stage(signal: Compile.delayWhen, sequence: nil)),
    OperatorSpec(
      name: "timeout", role: .stage, group: .time,
      forms: ["timeout T[, {each: true}]", "timeout {first, each, with}"], arity: 1...2,
      takes: "a time in seconds, or RxJS's {first, each, with}",
      doc: .own(
        summary:
          "the error \"timed out\" if the whole signal has not completed within T",
        rule: "TO1",
        example: "interval 1 | timeout 2.5"),
      time: "fails if not finished within T", pending: "fails: timed out",
      compile: .stage(signal: Compile.timeoutRx, sequence: nil)),
    OperatorSpec(
      name: "timeoutWith", role: .stage, group: .time, dialect: .rxjs,
      nearest:
        "`timeout T`, which fails when the whole stream has not completed "
        + "within T",
      forms: ["timeoutWith T, NAME/BLOCK"],
      arity: 2...2, takes: "a time and a block or a name",
      doc: .own(
        summary:
          "when the first value is not there within T of the subscription, or a value within T "
          + "of the one before, the source is dropped and the stream continues instead",
        rule: "",
        example: "marbles \"-a--b---c|\", 1 | timeoutWith 2.5, { marbles \"x-y|\", 1 }"),
      time: "switches to the stream if no value came for T", pending: "switches",
      compile: .stage(signal: Compile.timeoutWith, sequence: nil)),
    OperatorSpec(
      name: "timestamp", role: .stage, group: .time, forms: ["timestamp"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "values become `{\"t\": T, \"value\": V}`", rule: "",
        example: "marbles \"a-b|\", 0.5 | timestamp"),
      time: "reads the clock for each value",
      compile: .stage(signal: Compile.timestamp, sequence: nil)),
    OperatorSpec(
      name: "timeInterval", role: .stage, group: .time, dialect: .rxjs,
      nearest:
        "none (`timestamp` sends the time itself; the object is RxJS's `TimeInterval`)",
      forms: ["timeInterval"],
      arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "each value as `{value, interval}`, the seconds since the value before it (the first:"
          + " since the subscription)",
        rule: "", example: "marbles \"-a--b-c|\", 1 | timeInterval"),
      state: "the time of the value before",
      compile: .stage(signal: Compile.timeInterval, sequence: nil)),
  ]
}
