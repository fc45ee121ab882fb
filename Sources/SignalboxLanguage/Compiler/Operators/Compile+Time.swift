import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Time

/// Handlers of the stages that use the clock.
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

  /// `throttleTime T[, {leading, trailing}]` (RxJS's defaults: `true`, `false`).
  static func throttleTime(_ site: Compiler.Site) throws -> StageFunction {
    let window = try site.time(0, Compiler.TimeRule())
    let options = try site.options(1, keys: ["leading", "trailing"])
    return { upstream, env in
      .defer {
        let t = try window(env)
        let leading = try options.bool("leading", env, default: true)
        let trailing = try options.bool("trailing", env, default: false)
        return upstream.throttleTime(
          t, leading: leading, trailing: trailing, on: env.context.host.scheduler)
      }
    }
  }

  /// `debounce BLOCK` / `throttle BLOCK[, {leading, trailing}]`: RxJS's duration-selector
  /// forms (the block gets the value; a let-bound stream's name is a selector giving that
  /// stream); a time is RAC's `throttle T[, EXPR]`.
  static func throttleOrSelector(_ site: Compiler.Site) throws -> StageFunction {
    guard isStream(site, 0), site.name != "debounceTime" else { return try throttle(site) }
    let duration = try site.stream(0)
    if site.name == "debounce" {
      if site.argumentCount > 1 {
        throw site.fail(Message.arity(site.name, "T[, EXPR], or a block (RxJS's selector)"))
      }
      return { upstream, env in upstream.debounce { try duration(env, $0) } }
    }
    let options = try site.options(1, keys: ["leading", "trailing"])
    return { upstream, env in
      .defer {
        upstream.throttle(
          leading: try options.bool("leading", env, default: true),
          trailing: try options.bool("trailing", env, default: false)
        ) { try duration(env, $0) }
      }
    }
  }

  /// Whether argument `k` is a stream: a block, or a name bound to a pipeline, a subject or
  /// a connection (not a value: `throttle t` with `let t = 1` is a time).
  static func isStream(_ site: Compiler.Site, _ k: Int) -> Bool {
    switch site.arguments[k] {
    case .block: return true
    case .expr(.name(let name, _)):
      guard !site.scope.parameters.contains(name), let bound = site.compiler.lookup(name) else {
        return false
      }
      return [.pipeline, .hot, .subject, .connection].contains(bound.kind)
    default: return false
    }
  }

  /// `audit BLOCK`: the block gets the value that starts the duration.
  static func audit(_ site: Compiler.Site) throws -> StageFunction {
    let duration = try site.stream(0)
    return { upstream, env in upstream.audit { try duration(env, $0) } }
  }

  /// `sample NAME/BLOCK` is RAC's; `sample NAME/BLOCK, {rxjs: true}` is RxJS 7's.
  static func sampleRx(_ site: Compiler.Site) throws -> StageFunction {
    // `sample 1`: a period is `sampleTime`'s (RxJS's `sample` takes a notifier too).
    if case .expr(.literal(.number, let at)) = site.arguments[0] {
      throw site.fail(
        Message.arity("sample", "a block or a name; for a period write 'sampleTime T'"), at: at)
    }
    guard site.argumentCount > 1 else { return try withOther { $0.sample($1) }(site) }
    let other = try site.stream(0)
    let options = try site.options(1, keys: ["rxjs"])
    return { upstream, env in
      .defer {
        let notifier = try other(env, env.input)
        guard try options.bool("rxjs", env, default: false) else {
          return upstream.sample(notifier)
        }
        return upstream.sampleRx(notifier)
      }
    }
  }

  /// `delay T` (noting values an error drops, `delayNoting`).
  static func delay(_ site: Compiler.Site) throws -> StageFunction {
    let interval = try site.time(0, Compiler.TimeRule())
    return { upstream, env in .defer { delayNoting(upstream, try interval(env), env) } }
  }

  /// `delayWhen BLOCK`: each value sent when the stream its block makes sends its first
  /// value (RxJS 7: a stream that completes without one drops the value); completes when
  /// the source has and every value is out.
  static func delayWhen(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    return { upstream, env in
      upstream.flattenMap { value in try block(env, value).take(1).map { _ in value } }
    }
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

  /// `timeout T` is RAC's (the whole signal within T). RxJS's per-value timeout is asked
  /// for with its config object: `timeout {each: T}`, `timeout {first: T1, each: T2}`,
  /// `timeout {each: T, with: BLOCK}`, or `timeout T, {each: true}` (each = T).
  static func timeoutRx(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 1 && !site.isOptions(0) {
      let interval = try site.time(0, Compiler.TimeRule())
      return { upstream, env in .defer { timeoutNoting(upstream, try interval(env), env) } }
    }
    let given = site.isOptions(0) ? nil : try site.time(0, Compiler.TimeRule())
    let options = try site.options(given == nil ? 0 : 1, keys: ["first", "each", "with"])
    return { upstream, env in
      .defer {
        let t = try given?(env)
        var each: Double? = nil
        if let t, case .bool(let b)? = try options.value("each", env) {
          each = b ? t : nil
        } else {
          each = try options.time("each", env)
        }
        let first = try options.time("first", env) ?? (each == nil ? t : nil)
        guard first != nil || each != nil else {
          throw RuntimeError(Message.badOption("timeout", "each", "a time in seconds", got: .null))
        }
        var replacement: (@Sendable () throws -> Signal<JSON>)? = nil
        if let with = try options.value("with", env) {
          guard case .stream(let stream) = with else {
            throw RuntimeError(Message.badOption("timeout", "with", "a stream", got: with))
          }
          replacement = { stream.signal }
        }
        return upstream.timeout(
          first: first, each: each, with: replacement, on: env.context.host.scheduler
        ).catch { error in
          if let e = error as? SignalError, e == .timedOut {
            throw RuntimeError(Message.timedOut())
          }
          throw error
        }
      }
    }
  }

  /// `timeoutWith T, NAME/BLOCK`: RxJS's `timeout({each: T, with})`.
  static func timeoutWith(_ site: Compiler.Site) throws -> StageFunction {
    let each = try site.time(0, Compiler.TimeRule())
    let replacement = try site.stream(1)
    return { upstream, env in
      .defer {
        let t = try each(env)
        return upstream.timeout(
          first: nil, each: t, with: { try replacement(env, env.input) },
          on: env.context.host.scheduler)
      }
    }
  }

  /// `timestamp`: each value as `{t, value}`, `t` in the unit chosen (`--time-unit`).
  static func timestamp(_ site: Compiler.Site) throws -> StageFunction {
    let perSecond = site.compiler.timeUnit.perSecond
    return { upstream, env in
      upstream.map { value in
        .object(["t": .number(env.context.elapsed * perSecond), "value": value])
      }
    }
  }

  /// `timeInterval`: each value as `{value, interval}`, the time since the value before
  /// (the first: since the subscription), in the unit chosen.
  static func timeInterval(_ site: Compiler.Site) throws -> StageFunction {
    let perSecond = site.compiler.timeUnit.perSecond
    return { upstream, env in
      upstream.timeInterval(on: env.context.host.scheduler).map { pair in
        .object(["value": pair.value, "interval": .number(pair.interval * perSecond)])
      }
    }
  }
}
