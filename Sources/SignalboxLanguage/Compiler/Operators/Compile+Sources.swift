import Signalbox
import SignalboxJSON
import Synchronization

/// The compile functions of the operator table, one per operator (or tight family), one file
/// per concern as the table's (`OperatorTable+<Concern>.swift`) and docs/operators.md's
/// sections are: each turns a checked stage into a signal factory or a stage function over
/// the engine's operators. Their sequence forms are in `SequenceCompile`.
enum Compile {}

// MARK: Sources

/// The sources' handlers (`stdin` and `file` in Compile+Sources+Input.swift).
extension Compile {
  static func from(_ site: Compiler.Site) throws -> PipelineFactory {
    let e = try site.expr(0)
    return { env in .defer { .from(try Compiler.itemsAtSubscription(e, env, op: "from")) } }
  }

  static func just(_ site: Compiler.Site) throws -> PipelineFactory {
    let e = try site.expr(0)
    return { env in .defer { .just(try Compiler.atSubscription(e, env)) } }
  }

  static func empty(_ site: Compiler.Site) throws -> PipelineFactory { { _ in .empty } }

  static func never(_ site: Compiler.Site) throws -> PipelineFactory { { _ in .never } }

  static func error(_ site: Compiler.Site) throws -> PipelineFactory {
    let e = try site.expr(0)
    return { env in
      .defer { .error(RuntimeError(Compiler.errorMessage(try Compiler.atSubscription(e, env)))) }
    }
  }

  static func range(_ site: Compiler.Site) throws -> PipelineFactory {
    let bounds = try site.compiler.rangeBounds(site.stage, scope: site.scope, op: "range")
    return { env in
      .defer {
        let range = try bounds(env)
        let host = env.context.host
        return Signal { subscriber in
          var k = 0.0
          var previous: Double? = nil
          while let v = range.value(k) {
            if subscriber.isDisposed { return nil }
            // Every 4096 values: an interrupt ends it (nothing may reach the end to see it).
            if k.truncatingRemainder(dividingBy: 4096) == 4095, host.isInterrupted { return nil }
            if let previous, !range.advanced(from: previous, to: v) {
              subscriber.sendError(range.stalled(at: v, op: "range"))
              return nil
            }
            subscriber.sendNext(.number(v))
            previous = v
            k += 1
          }
          subscriber.sendCompleted()
          return nil
        }
      }
    }
  }

  static func interval(_ site: Compiler.Site) throws -> PipelineFactory {
    let period = try site.time(0, Compiler.TimeRule(positive: true, minimum: Limits.shortestPeriod))
    return { env in
      let p = try period(env)
      return Signal.interval(p, on: env.context.host.scheduler).map { .number(Double($0)) }
    }
  }

  static func timer(_ site: Compiler.Site) throws -> PipelineFactory {
    let delay = try site.time(0, Compiler.TimeRule())
    let value = try site.optionalExpr(1)
    return { env in
      .defer {
        let d = try delay(env)
        let v = try value.map { try Compiler.atSubscription($0, env) } ?? .number(0)
        return Signal.timer(d, on: env.context.host.scheduler) { v }
      }
    }
  }

  static func `defer`(_ site: Compiler.Site) throws -> PipelineFactory {
    let block = try site.stream(0)
    return { env in .defer { try block(env, env.input) } }
  }

  /// `merge A, B…`, `concat A, B…`, `zip A, B…`, `combineLatest A, B…`.
  static func combining(
    _ combine: @escaping @Sendable ([Signal<JSON>]) -> Signal<JSON>
  ) -> SourceCompiler {
    { site in
      let blocks = try (0..<site.argumentCount).map { try site.stream($0) }
      return { env in combine(try blocks.map { try $0(env, env.input) }) }
    }
  }

  /// `of A, B…`: the values, in order, then completed (`from [A, B…]`).
  static func of(_ site: Compiler.Site) throws -> PipelineFactory {
    let values = try (0..<site.argumentCount).map { try site.expr($0) }
    return { env in .defer { .from(try values.map { try Compiler.atSubscription($0, env) }) } }
  }

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
