import Signalbox
import SignalboxJSON

/// Stages that use the clock.
extension OperatorTable {
  static let time: [OperatorSpec] = [
    .row(
      "throttle", .stage, .time,
      forms: ["throttle T[, EXPR]", "throttle NAME/BLOCK[, {leading, trailing}]"],
      takes: .arity(1...2, "T[, EXPR], or a block (RxJS's selector)"),
      summary: "a value is held until T passes with no newer value, then sent (a newer value "
        + "replaces it, completion sends it first, an error drops it)", rule: "TH1–TH5",
      example: "marbles \"ab--c|\", 0.5 | throttle 1", state: "the latest value, held",
      time: "sends it once no newer one came for T", pending: "sends held value",
      compile: .signal(Compile.throttleOrSelector)),
    .row(
      "debounce", .stage, .time, aliasOf: "throttle",
      forms: ["debounce T[, EXPR]", "debounce NAME/BLOCK"],
      summary:
        "each value is held until T passes with no newer value, then sent, as with `throttle`",
      rule: "TH1–TH5", example: "marbles \"aa-a---b|\", 0.5 | debounce 1",
      compile: .signal(Compile.throttleOrSelector)),
    .row(
      "debounceTime", .stage, .time, aliasOf: "throttle", dialect: .rxjs,
      forms: ["debounceTime T[, EXPR]"],
      summary: "a value is sent once T passes with no newer value, and completion sends the held "
        + "value first", rule: "TH1–TH5", example: "marbles \"ab--c|\", 0.5 | debounceTime 1",
      compile: .signal(Compile.throttle)),
    .row(
      "throttleTime", .stage, .time, dialect: .rxjs,
      nearest:
        "none: RAC's `throttle` is Rx's `debounceTime`, which holds the *latest* value until "
        + "the source is quiet", forms: ["throttleTime T[, {leading, trailing}]"],
      takes: .arity(1...2, "a time in seconds and optional {leading, trailing}"),
      summary: "a value passes and opens a window of T in which later values are dropped, and the "
        + "first value after the window passes and opens the next",
      example: "marbles \"ab-c--d|\", 0.5 | throttleTime 1", state: "when the current window ends",
      time: "reads the clock at each value", compile: .signal(Compile.throttleTime)),
    .row(
      "audit", .stage, .time, dialect: .rxjs,
      nearest: "none (`auditTime T` is `audit { timer T }`)", forms: ["audit BLOCK"], takes: .block,
      summary: "`auditTime` with a duration stream: a value that comes while none runs starts the "
        + "block's stream (the block gets the value); its first value sends the latest source "
        + "value; completion waits for a running duration",
      example: "marbles \"ab-c----d|\", 0.5 | audit { timer 1 }", state: "the latest value, held",
      compile: .signal(Compile.audit)),
    .row(
      "auditTime", .stage, .time, dialect: .rxjs,
      nearest:
        "none: RAC's `throttle` (Rx's `debounceTime`) restarts its timer at each newer value,"
        + " where `auditTime` does not, so a busy source still sends every T",
      forms: ["auditTime T"], takes: .seconds,
      summary: "a value starts a timer of T unless one runs, and when it fires the latest value is "
        + "sent", example: "marbles \"ab-c----d|\", 0.5 | auditTime 1",
      state: "the latest value, held", time: "sends it T after the value that started the timer",
      pending: "sends held value", compile: .signal(Compile.timed { $0.auditTime($1, on: $2) })),
    .row(
      "sample", .stage, .time, forms: ["sample NAME/BLOCK", "sample NAME/BLOCK, {rxjs: true}"],
      takes: .arity(1...2, "a block or a name, and optional {rxjs: true}"),
      summary: "the source's latest value whenever the sampler sends (nothing before the first "
        + "source value), completing when either side completes", rule: "SA1",
      example: "interval 0.4 | sample { interval 1 } | take 3",
      state: "the latest value of each side", compile: .signal(Compile.sampleRx)),
    .row(
      "sampleTime", .stage, .time, dialect: .rxjs,
      nearest: "`sample { interval T }`, which sends the latest value again at every " + "tick",
      forms: ["sampleTime T"], takes: .seconds,
      summary: "every T from the subscription, the latest value if a new one came since the last "
        + "tick (completion does not send a held value)",
      example: "marbles \"ab-c---d-|\", 0.5 | sampleTime 1",
      state: "the latest value, until a tick sends it", time: "ticks every T",
      pending: "sends the latest value",
      compile: .signal(
        Compile.timed(Compiler.TimeRule(positive: true, minimum: Limits.shortestPeriod)) {
          $0.sampleTime($1, on: $2)
        })),
    .row(
      "delay", .stage, .time, forms: ["delay T"], takes: .seconds,
      summary: "next and completed shifted by T; error at once (pending values dropped)",
      rule: "D1–D3", example: "marbles \"a-b|\", 0.5 | delay 1", state: "the events in flight",
      time: "shifts every event by T", pending: "sends delayed event",
      compile: .signal(Compile.delay)),
    .row(
      "deliverOn", .stage, .time, forms: ["deliverOn SCHEDULER"], takes: .scheduler,
      summary: "every event, the error too, re-sent from an action on the scheduler", rule: "DO1",
      example: "merge { just 1 | deliverOn main }, { just 2 }", state: "the events in flight",
      time: "one scheduler turn per event", pending: "sends the event",
      compile: .signal(Compile.deliverOn)),
    .row(
      "deliverOnMainThread", .stage, .time, forms: ["deliverOnMainThread"], takes: .nothing,
      under: "deliverOn", state: "the events in flight",
      time: "a turn only behind a waiting event", pending: "sends the event",
      compile: .signal(Compile.deliverOnMainThread)),
    .row(
      "subscribeOn", .stage, .time, forms: ["subscribeOn SCHEDULER"], takes: .scheduler,
      under: "deliverOn",
      time: "subscribes one scheduler turn later", pending: "subscribes",
      compile: .signal(Compile.subscribeOn)),
    .row(
      "delayWhen", .stage, .time, dialect: .rxjs,
      nearest: "none (`delay T` delays every value, and the completion, by a fixed T)",
      forms: ["delayWhen BLOCK"], takes: .block,
      summary: "each value is sent when the stream its block makes sends its first value (a stream "
        + "that completes without one drops the value)",
      example: "from [3, 1] | delayWhen { timer x }", state: "a duration stream per value waiting",
      compile: .signal(Compile.delayWhen)),
    .row(
      "timeout", .stage, .time,
      forms: ["timeout T[, {each: true}]", "timeout {first, each, with}"],
      takes: .arity(1...2, "a time in seconds, or RxJS's {first, each, with}"),
      summary: "the error \"timed out\" if the whole signal has not completed within T",
      rule: "TO1", example: "interval 1 | timeout 2.5", time: "fails if not finished within T",
      pending: "fails: timed out", compile: .signal(Compile.timeoutRx)),
    .row(
      "timeoutWith", .stage, .time, dialect: .rxjs,
      nearest: "`timeout T`, which fails when the whole stream has not completed " + "within T",
      forms: ["timeoutWith T, NAME/BLOCK"], takes: .arity(2...2, "a time and a block or a name"),
      summary:
        "when the first value is not there within T of the subscription, or a value within T "
        + "of the one before, the source is dropped and the stream continues instead",
      example: "marbles \"-a--b---c|\", 1 | timeoutWith 2.5, { marbles \"x-y|\", 1 }",
      time: "switches to the stream if no value came for T", pending: "switches",
      compile: .signal(Compile.timeoutWith)),
    .row(
      "timestamp", .stage, .time, forms: ["timestamp"], takes: .nothing,
      summary: "values become `{\"t\": T, \"value\": V}`",
      example: "marbles \"a-b|\", 0.5 | timestamp", time: "reads the clock for each value",
      compile: .signal(Compile.timestamp)),
    .row(
      "timeInterval", .stage, .time, dialect: .rxjs,
      nearest: "none (`timestamp` sends the time itself; the object is RxJS's `TimeInterval`)",
      forms: ["timeInterval"], takes: .nothing,
      summary:
        "each value as `{value, interval}`, the seconds since the value before it (the first:"
        + " since the subscription)", example: "marbles \"-a--b-c|\", 1 | timeInterval",
      state: "the time of the value before", compile: .signal(Compile.timeInterval)),
  ]
}
