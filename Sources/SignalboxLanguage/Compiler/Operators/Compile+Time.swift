import Signalbox
import SignalboxJSON

// MARK: Time

extension Compile {
  /// `throttle T[, EXPR]` (and its alias `debounce`): with EXPR, values failing it pass at once.
  static func throttle(_ site: Compiler.Site) throws -> StageFunction {
    let interval = try site.time(0, Compiler.TimeRule())
    let predicate = try site.optionalExpr(1)
    // Spelt `debounce` or `debounceTime`, the program asked for what it gets: no note.
    let notes = site.stage.name == "throttle"
    return { upstream, env in
      .defer {
        let t = try interval(env)
        let scheduler = env.context.host.scheduler
        guard let predicate else {
          return (notes ? notingBursts(upstream, t, env) : upstream).throttle(t, on: scheduler)
        }
        return Compiler.indexed(upstream) { upstream, counter in
          upstream.throttle(t, on: scheduler) { value in
            defer { counter.value += 1 }
            return try predicate(Frame(x: value, i: counter.value, acc: .null, env: env)).isTruthy
          }
        }
      }
    }
  }

  /// `delay T` (noting values an error drops, `delayNoting`).
  static func delay(_ site: Compiler.Site) throws -> StageFunction {
    let interval = try site.time(0, Compiler.TimeRule())
    return { upstream, env in .defer { delayNoting(upstream, try interval(env), env) } }
  }

  /// `bufferWithTime T`, `timeout T`: a time and the session's scheduler.
  static func timed(
    _ rule: Compiler.TimeRule = Compiler.TimeRule(),
    _ apply: @escaping @Sendable (Signal<JSON>, Double, any Scheduler) -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      let interval = try site.time(0, rule)
      return { upstream, env in
        .defer { apply(upstream, try interval(env), env.context.host.scheduler) }
      }
    }
  }

  static func timeout(_ upstream: Signal<JSON>, _ t: Double, on scheduler: any Scheduler) -> Signal<
    JSON
  > {
    upstream.timeout(t, on: scheduler).catch { error in
      if let e = error as? SignalError, e == .timedOut { throw RuntimeError(Message.timedOut()) }
      throw error
    }
  }

  static func timestamp(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, env in
      upstream.map { value in .object(["t": .number(env.context.elapsed), "value": value]) }
    }
  }
}
