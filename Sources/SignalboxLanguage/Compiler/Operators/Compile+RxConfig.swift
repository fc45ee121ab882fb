import Signalbox
import SignalboxJSON

// MARK: RxJS's config objects on RAC-named operators, and `distinct`'s flushes

extension Compile {
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

  /// `retry [N]` (RAC) or `retry {count, delay, resetOnSuccess}` (RxJS's config).
  static func retryRx(_ site: Compiler.Site) throws -> StageFunction {
    guard site.isOptions(0) else { return try resubscribing { $0.retry($1) }(site) }
    let options = try site.options(0, keys: ["count", "delay", "resetOnSuccess"])
    return { upstream, env in
      .defer {
        upstream.retry(
          count: try options.count("count", env), delay: try options.time("delay", env),
          resetOnSuccess: try options.bool("resetOnSuccess", env, default: false),
          on: env.context.host.scheduler)
      }
    }
  }

  /// `repeat [N]` (RAC) or `repeat {count, delay}` (RxJS's config).
  static func repeatRx(_ site: Compiler.Site) throws -> StageFunction {
    guard site.isOptions(0) else { return try resubscribing { $0.repeat($1) }(site) }
    let options = try site.options(0, keys: ["count", "delay"])
    return { upstream, env in
      .defer {
        upstream.repeat(
          count: try options.count("count", env), delay: try options.time("delay", env),
          on: env.context.host.scheduler)
      }
    }
  }

  /// `share [{resetOnError, resetOnComplete, resetOnRefCountZero}]` (RxJS's defaults: all
  /// `true`). The options are read once, when the stage is built: a `let` binding ending
  /// in `share` is one shared connection.
  static func shareRx(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return try share(site) }
    let options = try site.options(
      0, keys: ["resetOnError", "resetOnComplete", "resetOnRefCountZero"])
    return { upstream, env in
      let shared = Compiler.connectionSource(upstream, host: env.context.host).share(
        resetOnError: try options.bool("resetOnError", env, default: true),
        resetOnComplete: try options.bool("resetOnComplete", env, default: true),
        resetOnRefCountZero: try options.bool("resetOnRefCountZero", env, default: true))
      return Compiler.rehosted(shared)
    }
  }

  /// `distinct [KEY[, FLUSH]]`: with FLUSH (a block or a name), each of its values forgets
  /// the keys seen. KEY `null` is the value itself (RxJS's `distinct(undefined, flushes)`).
  static func distinctRx(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount < 2 { return try distinct(site) }
    let flushes = try site.stream(1)
    let identity: Bool
    if case .expr(.literal(.null, _)) = site.arguments[0] {
      identity = true
    } else {
      identity = false
    }
    let key: Eval? = identity ? nil : try site.expr(0)
    return { upstream, env in
      .defer {
        let flush = try flushes(env, env.input)
        let counter = StageCounter()
        return upstream.distinct(
          by: { value in
            defer { counter.value += 1 }
            return try key?(Frame(x: value, i: counter.value, acc: .null, env: env)) ?? value
          }, flushes: flush)
      }
    }
  }
}

extension Compile {
  /// `finalize EXPR`: EXPR evaluated once the subscription has ended (after the terminal
  /// event, or on disposal). Its value is dropped, and so is an error it raises: there is
  /// no stream left to send it on.
  static func finalize(_ site: Compiler.Site) throws -> StageFunction {
    let e = try site.expr(0)
    return { upstream, env in
      upstream.finalize(on: env.context.host.scheduler) {
        _ = try? Compiler.atSubscription(e, env)
      }
    }
  }

  /// `endWith A, B…`: the source's values, then these (evaluated at completion's turn).
  static func endWith(_ site: Compiler.Site) throws -> StageFunction {
    let values = try (0..<site.argumentCount).map { try site.expr($0) }
    return { upstream, env in
      upstream.concat(
        .defer { Signal.from(try values.map { try Compiler.atSubscription($0, env) }) })
    }
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
}
