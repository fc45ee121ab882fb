import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Combining

/// Handlers of the stages that combine the stream with others.
extension Compile {
  static func then(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    return { upstream, env in upstream.then { try block(env, env.input) } }
  }

  /// `groupBy EXPR`: the groups are held until the end, each weighed (its key and
  /// `groupBytes`) against the budget of a collecting stage (R032).
  static func groupBy(_ site: Compiler.Site) throws -> StageFunction {
    perValue(try site.expr(0)) { upstream, f in
      holding("groupBy", upstream.groupBy(f)) { groupBytes + collectWeight($0.key) }
        .map { group in .stream(StreamValue(signal: group.signal, key: group.key)) }
    }
  }

  /// A pair of values as the array the language shows (`zipWith`, `combineLatestWith`).
  static func pair(_ pair: (JSON, JSON)) -> JSON { .array([pair.0, pair.1]) }

  /// `withLatestFrom A, B…`: `[x, a, b…]`, once every other has sent.
  static func withLatestFromAll(_ site: Compiler.Site) throws -> StageFunction {
    let others = try (0..<site.argumentCount).map { try site.stream($0) }
    return { upstream, env in
      .defer {
        let streams = try others.map { try $0(env, env.input) }
        if streams.count == 1 { return upstream.withLatestFrom(streams[0]).map(Compile.pair) }
        return upstream.withLatestFrom(Signal.combineLatest(streams)).map { x, latest in
          .array([x] + latest)
        }
      }
    }
  }

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
}
