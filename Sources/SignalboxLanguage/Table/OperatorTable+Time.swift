import Signalbox
import SignalboxJSON

/// Stages that use the clock.
extension OperatorTable {
  static let time: [OperatorSpec] = [
    .row(
      "throttle", .stage, .time, takes: .arity(1...2, "T[, EXPR], or a block (RxJS's selector)"),
      compile: .signal(Compile.throttleOrSelector)),
    .row(
      "debounce", .stage, .time, aliasOf: "throttle", compile: .signal(Compile.throttleOrSelector)),
    .row(
      "debounceTime", .stage, .time, aliasOf: "throttle", dialect: .rxjs,
      compile: .signal(Compile.throttle)),
    .row(
      "throttleTime", .stage, .time, dialect: .rxjs,
      takes: .arity(1...2, "a time in seconds and optional {leading, trailing}"),
      compile: .signal(Compile.throttleTime)),
    .row("audit", .stage, .time, dialect: .rxjs, takes: .block, compile: .signal(Compile.audit)),
    .row(
      "auditTime", .stage, .time, dialect: .rxjs, takes: .seconds,
      compile: .signal(Compile.timed { $0.auditTime($1, on: $2) })),
    .row(
      "sample", .stage, .time, takes: .arity(1...2, "a block or a name, and optional {rxjs: true}"),
      compile: .signal(Compile.sampleRx)),
    .row(
      "sampleTime", .stage, .time, dialect: .rxjs, takes: .seconds,
      compile: .signal(
        Compile.timed(Compiler.TimeRule(positive: true, minimum: Limits.shortestPeriod)) {
          $0.sampleTime($1, on: $2)
        })),
    .row("delay", .stage, .time, takes: .seconds, compile: .signal(Compile.delay)),
    .row("deliverOn", .stage, .time, takes: .scheduler, compile: .signal(Compile.deliverOn)),
    .row(
      "deliverOnMainThread", .stage, .time, takes: .nothing,
      compile: .signal(Compile.deliverOnMainThread)),
    .row("subscribeOn", .stage, .time, takes: .scheduler, compile: .signal(Compile.subscribeOn)),
    .row(
      "delayWhen", .stage, .time, dialect: .rxjs, takes: .block, compile: .signal(Compile.delayWhen)
    ),
    .row(
      "timeout", .stage, .time,
      takes: .arity(1...2, "a time in seconds, or RxJS's {first, each, with}"),
      compile: .signal(Compile.timeoutRx)),
    .row(
      "timeoutWith", .stage, .time, dialect: .rxjs,
      takes: .arity(2...2, "a time and a block or a name"), compile: .signal(Compile.timeoutWith)),
    .row("timestamp", .stage, .time, takes: .nothing, compile: .signal(Compile.timestamp)),
    .row(
      "timeInterval", .stage, .time, dialect: .rxjs, takes: .nothing,
      compile: .signal(Compile.timeInterval)),
  ]
}
