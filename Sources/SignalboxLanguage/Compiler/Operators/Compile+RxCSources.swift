import Signalbox
import SignalboxJSON

// MARK: RxJS 7's sources of issue 28's third list

extension Compile {
  /// `forkJoin A, B…`, `forkJoin [A, B…]`, `forkJoin {k: A…}`: the last value of each, as
  /// an array (an object with the same keys for the object form), once all completed.
  static func forkJoin(_ site: Compiler.Site) throws -> PipelineFactory {
    if site.argumentCount == 1, case .expr(let e) = site.arguments[0] {
      switch e {
      case .array, .object: return try forkJoinCollection(site)
      default: break
      }
    }
    let blocks = try (0..<site.argumentCount).map { try site.stream($0) }
    return { env in
      .forkJoin(try blocks.map { try $0(env, env.input) }).map { JSON.array($0) }
    }
  }

  private static func forkJoinCollection(_ site: Compiler.Site) throws -> PipelineFactory {
    let e = try site.expr(0)
    return { env in
      .defer {
        let value = try Compiler.atSubscription(e, env)
        switch value {
        case .array(let items):
          return .forkJoin(try items.map { try innerSignal("forkJoin", $0) }).map { .array($0) }
        case .object(let fields):
          let keys = Array(fields.keys)
          let signals = try keys.map { try innerSignal("forkJoin", fields[$0] ?? .null) }
          return .forkJoin(signals).map { values in
            var object = JSONObject()
            for (key, value) in zip(keys, values) { object[key] = value }
            return .object(object)
          }
        default:
          throw RuntimeError(Message.expectedStream("forkJoin", got: value))
        }
      }
    }
  }

  /// `iif COND, A, B`: at subscription, A's events if COND is truthy, else B's.
  static func iif(_ site: Compiler.Site) throws -> PipelineFactory {
    let condition = try site.expr(0)
    let yes = try site.stream(1)
    let no = try site.stream(2)
    return { env in
      .defer {
        try Compiler.atSubscription(condition, env).isTruthy
          ? try yes(env, env.input) : try no(env, env.input)
      }
    }
  }

  /// `generate INIT, COND, ITERATE[, RESULT]` or `generate {initialState, condition,
  /// iterate, resultSelector}`: COND, ITERATE and RESULT are expressions over the state `x`.
  static func generate(_ site: Compiler.Site) throws -> PipelineFactory {
    let initial: Eval
    let condition: Eval?
    let iterate: Eval
    let result: Eval?
    if site.isOptions(0) {
      try site.checkArity(1...1, "an object of options")
      let o = try site.options(
        0, keys: ["initialState", "condition", "iterate", "resultSelector"]
      ).values
      guard let i = o["initialState"], let it = o["iterate"] else {
        let key = o["initialState"] == nil ? "initialState" : "iterate"
        throw site.fail(Message.badOption("generate", key, "given", got: .null))
      }
      (initial, condition, iterate, result) = (i, o["condition"], it, o["resultSelector"])
    } else {
      try site.checkArity(3...4, "INIT, COND, ITERATE[, RESULT]")
      (initial, condition, iterate) = (try site.expr(0), try site.expr(1), try site.expr(2))
      result = try site.optionalExpr(3)
    }
    let (first, test, next, send) = (initial, condition, iterate, result)
    return { env in
      .defer {
        let frame: @Sendable (JSON) -> Frame = { Frame(x: $0, i: 0, acc: .null, env: env) }
        return .generate(
          initial: try Compiler.atSubscription(first, env),
          condition: { state in try test.map { try $0(frame(state)).isTruthy } ?? true },
          iterate: { state in try next(frame(state)) },
          result: { state in try send.map { try $0(frame(state)) } ?? state })
      }
    }
  }

  /// `timerEvery T, P`: RxJS's `timer(T, P)`: 0 at T, then 1, 2 … every P.
  static func timerEvery(_ site: Compiler.Site) throws -> PipelineFactory {
    let delay = try site.time(0, Compiler.TimeRule())
    let period = try site.time(1, Compiler.TimeRule(positive: true, minimum: Limits.shortestPeriod))
    return { env in
      .defer {
        let scheduler = env.context.host.scheduler
        let p = try period(env)
        return Signal<JSON>.timer(try delay(env), on: scheduler) { .number(0) }
          .concat(Signal.interval(p, on: scheduler).map { .number(Double($0) + 1) })
      }
    }
  }

  /// `onErrorResumeNext A, B…` (or `[A, B…]`) as a source: each stream in turn, errors
  /// dropped.
  static func onErrorResumeNext(_ site: Compiler.Site) throws -> PipelineFactory {
    let streams = try streamList(site)
    return { env in .defer { .onErrorResumeNext(try streams(env)) } }
  }

  /// The streams of `A, B…` (blocks or names), or of one array literal of streams (RxJS's
  /// array form), made at subscription.
  static func streamList(_ site: Compiler.Site) throws
    -> @Sendable (Env) throws -> [Signal<
      JSON
    >]
  {
    if site.argumentCount == 1, case .expr(.array) = site.arguments[0] {
      let e = try site.expr(0)
      let name = site.name
      return { env in
        let value = try Compiler.atSubscription(e, env)
        guard case .array(let items) = value else {
          throw RuntimeError(Message.expectedStream(name, got: value))
        }
        return try items.map { try innerSignal(name, $0) }
      }
    }
    let blocks = try (0..<site.argumentCount).map { try site.stream($0) }
    return { env in try blocks.map { try $0(env, env.input) } }
  }
}
