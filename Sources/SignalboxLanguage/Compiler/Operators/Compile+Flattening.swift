import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Flattening

/// Handlers of the stages on a signal of signals, or that flatten a stream per value.
extension Compile {
  static func flattenMap(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    return { upstream, env in upstream.flattenMap { try block(env, $0) } }
  }

  /// `flatten [N]`: a stream of streams, merged (N at a time).
  static func flatten(_ site: Compiler.Site) throws -> StageFunction {
    try flattening(site, latestOnly: false)
  }

  /// `switchToLatest`: a stream of streams, following only the latest.
  static func switchToLatest(_ site: Compiler.Site) throws -> StageFunction {
    try flattening(site, latestOnly: true)
  }

  private static func flattening(_ site: Compiler.Site, latestOnly: Bool) throws -> StageFunction {
    let name = site.name
    let limit = site.argumentCount == 0 ? nil : try site.count(0)
    return { upstream, env in
      .defer {
        // A `null` inner is empty (RAC's nil from a flattenMap block): nothing to merge,
        // but for `switchToLatest` it still ends the current inner signal.
        let streams = upstream.map { value -> Signal<JSON> in
          if case .null = value { return .empty }
          guard case .stream(let s) = value else {
            throw RuntimeError(Message.expectedStream(name, got: value))
          }
          return s.signal
        }
        if latestOnly { return streams.switchToLatest() }
        let n = try limit?(env) ?? 0
        return streams.flatten(n == 0 ? .merge : .concurrent(n))
      }
    }
  }

  /// `concatMap BLOCK`, `switchMap BLOCK`, `exhaustMap BLOCK`: a block per value, flattened
  /// by `apply`.
  static func flatteningMap(
    _ apply:
      @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> Signal<JSON>) ->
      Signal<JSON>
  ) -> StageCompiler {
    { site in
      let block = try site.stream(0)
      return { upstream, env in apply(upstream) { try block(env, $0) } }
    }
  }

  /// `mergeMap BLOCK[, N]`: with N, at most N streams at once, the other values waiting in
  /// order (RxJS's `concurrent`); N = 0 is no limit, as `flatten 0`.
  static func mergeMap(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 1 { return try flattenMap(site) }
    let block = try site.stream(0)
    let limit = try site.count(1)
    return { upstream, env in
      .defer {
        let n = try limit(env)
        return upstream.map { value in try block(env, value) }
          .flatten(n == 0 ? .merge : .concurrent(n))
      }
    }
  }

  static func mergeMapSequence(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory)
    throws -> Flow?
  {
    site.argumentCount == 1 ? try SequenceCompile.flattenMap(site, upstream) : nil
  }

  /// The signal an inner value holds: `null` is empty (as `flatten`), a non-stream an error.
  static func innerSignal(_ name: String, _ value: JSON) throws -> Signal<JSON> {
    if case .null = value { return .empty }
    guard case .stream(let s) = value else {
      throw RuntimeError(Message.expectedStream(name, got: value))
    }
    return s.signal
  }

  /// `concatAll`, `switchAll`, `exhaustAll`: `apply` (a flattening map) on the inner
  /// signals themselves.
  static func flatteningAll(
    _ apply:
      @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> Signal<JSON>) ->
      Signal<JSON>
  ) -> StageCompiler {
    { site in
      let name = site.name
      return { upstream, _ in apply(upstream) { try innerSignal(name, $0) } }
    }
  }

  /// `combineLatestAll`, `zipAll`: the inner signals collected until the source completes,
  /// then `join` of them all.
  static func joiningAll(
    _ join: @escaping @Sendable ([Signal<JSON>]) -> Signal<[JSON]>
  ) -> StageCompiler {
    { site in
      let name = site.name
      return { upstream, _ in
        upstream.map { try innerSignal(name, $0) }.collect().flattenMap { signals in
          join(signals).map { JSON.array($0) }
        }
      }
    }
  }

  /// `expand BLOCK[, N]`: each value, then recursively the values of the block's stream for
  /// it; at most N streams at once. A synchronous expansion runs on the engine's work stack
  /// past a few levels, and ends with R031 past `Limits.expandDepth` levels.
  static func expand(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    let limit = site.argumentCount == 2 ? try site.positiveCount(1) : nil
    return { upstream, env in
      .defer {
        upstream.expand(limit: try limit?(env) ?? 0, depth: Limits.expandDepth) { value in
          SubscriptionDepth.counting(1, try block(env, value))
        } tooDeep: {
          RuntimeError(Message.expandTooDeep())
        }
      }
    }
  }

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

  static func bind(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    let stop = try site.optionalExpr(1)
    return { upstream, env in
      upstream.bind { bindStep(block, stop: stop, env: env) }
    }
  }
}
