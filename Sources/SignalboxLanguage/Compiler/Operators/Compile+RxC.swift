import Signalbox
import SignalboxJSON
import Synchronization

// MARK: RxJS 7 operators of issue 28's third list: comparing, splitting, timing

extension Compile {
  /// `sequenceEqual NAME/BLOCK[, EXPR]`: `true` when the stream sends the same values (as
  /// JSON, or while EXPR holds, `acc` the source's value and `x` the stream's) in the same
  /// order as the source and both complete; `false` at the first difference.
  static func sequenceEqual(_ site: Compiler.Site) throws -> StageFunction {
    let other = try site.stream(0)
    let compare = try site.optionalExpr(1)
    return { upstream, env in
      .defer {
        let stream = try other(env, env.input)
        guard let compare else { return upstream.sequenceEqual(stream).map { JSON.bool($0) } }
        return upstream.sequenceEqual(stream) { a, b in
          try compare(Frame(x: b, i: 0, acc: a, env: env)).isTruthy
        }.map { JSON.bool($0) }
      }
    }
  }

  /// `partition EXPR`: a signal of two signals, the source's values passing EXPR and those
  /// failing it, each subscribing the source anew (RxJS's `partition`, a pair of `filter`s).
  static func partition(_ site: Compiler.Site) throws -> StageFunction {
    let test = try site.expr(0)
    return { upstream, env in
      let half: @Sendable (Bool) -> JSON = { keep in
        .stream(
          StreamValue(
            signal: Compiler.indexed(upstream) { upstream, counter in
              upstream.filter { value in
                defer { counter.value += 1 }
                let frame = Frame(x: value, i: counter.value, acc: .null, env: env)
                return try test(frame).isTruthy == keep
              }
            }))
      }
      return .from([half(true), half(false)])
    }
  }

  /// `timeInterval`: each value as `{value, interval}`, the seconds since the value before
  /// (the first: since the subscription).
  static func timeInterval(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, env in
      upstream.timeInterval(on: env.context.host.scheduler).map { pair in
        .object(["value": pair.value, "interval": .number(pair.interval)])
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

  /// `expand BLOCK[, N]`: each value, then recursively the values of the block's stream for
  /// it; at most N streams at once.
  static func expand(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    let limit = site.argumentCount == 2 ? try site.positiveCount(1) : nil
    return { upstream, env in
      .defer {
        upstream.expand(limit: try limit?(env) ?? 0) { value in
          SubscriptionDepth.counting(1, try block(env, value))
        }
      }
    }
  }
}

extension Compile {
  /// `mergeScan BLOCK, SEED[, N]`: the block's stream for each value, with `acc` the
  /// latest value any of them sent (SEED at first); their values merged, at most N at
  /// once. `acc` is read when a stream is subscribed.
  static func mergeScan(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0, binding: ["acc"])
    let seed = try site.expr(1)
    let limit = site.argumentCount == 3 ? try site.positiveCount(2) : nil
    return { upstream, env in
      .defer {
        let acc = Mutex(try Compiler.atSubscription(seed, env))
        let n = try limit?(env) ?? 0
        return upstream.map { value in
          Signal<JSON>.defer { try block(env, [acc.withLock { $0 }], value) }
            .doNext { next in acc.withLock { $0 = next } }
        }.flatten(n == 0 ? .merge : .concurrent(n))
      }
    }
  }

  /// `switchScan BLOCK, SEED`: `mergeScan` following only the latest stream (`switchMap`).
  static func switchScan(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0, binding: ["acc"])
    let seed = try site.expr(1)
    return { upstream, env in
      .defer {
        let acc = Mutex(try Compiler.atSubscription(seed, env))
        return upstream.switchMap { value in
          try block(env, [acc.withLock { $0 }], value)
            .doNext { next in acc.withLock { $0 = next } }
        }
      }
    }
  }
}
