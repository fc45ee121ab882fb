import Signalbox
import SignalboxJSON

// MARK: Rx operators composed from the engine's

extension Compile {
  /// `every EXPR`: `false` at the first value failing EXPR (then completed), `true` at
  /// completion; an error stays an error (RAC's `all` turns it into `false`).
  static func every(_ site: Compiler.Site) throws -> StageFunction {
    let failing = try predicate { upstream, p in upstream.filter { !(try p($0)) } }(site)
    return { upstream, env in
      try failing(upstream, env).take(1).map { _ in JSON.bool(false) }
        .defaultIfEmpty { .bool(true) }
    }
  }

  /// `isEmpty`: `false` at the first value (then completed), `true` at completion.
  static func isEmpty(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.take(1).map { _ in JSON.bool(false) }.defaultIfEmpty { .bool(true) } }
  }

  /// `throwIfEmpty`: the values; completing without any is the error "no elements".
  static func throwIfEmpty(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in
      upstream.defaultIfEmpty { throw RuntimeError(Message.noElements("throwIfEmpty")) }
    }
  }

  /// `find EXPR` on a signal: the first value passing EXPR, else `null` at completion.
  static func findSignal(_ site: Compiler.Site) throws -> StageFunction {
    let passing = try predicate { $0.filter($1) }(site)
    return { upstream, env in try passing(upstream, env).take(1).defaultIfEmpty { .null } }
  }

  /// `findIndex EXPR`: the index of the first value passing EXPR, else -1 at completion.
  static func findIndex(_ site: Compiler.Site) throws -> StageFunction {
    let test = try site.expr(0)
    return { upstream, env in
      .defer {
        let counter = StageCounter()
        return upstream.map { value -> JSON in
          defer { counter.value += 1 }
          let i = counter.value
          let hit = try test(Frame(x: value, i: i, acc: .null, env: env)).isTruthy
          return hit ? .number(Double(i)) : .null
        }
        .filter { $0 != .null }.take(1).defaultIfEmpty { .number(-1) }
      }
    }
  }

  /// `tap EXPR` (RAC's `doNext`), or RxJS's observer object `tap {next, error, complete,
  /// finalize}`: `next` sees the value as `x`, `error` the message as `x`; `finalize` runs
  /// as the `finalize` operator does.
  static func tap(_ site: Compiler.Site) throws -> StageFunction {
    guard site.isOptions(0) else { return try doNext(site) }
    let o = try site.options(0, keys: ["next", "error", "complete", "finalize"]).values
    return { upstream, env in
      let frame: @Sendable (JSON) -> Frame = { x in Frame(x: x, i: 0, acc: .null, env: env) }
      var s = upstream.on(
        next: { value in _ = try o["next"]?(frame(value)) },
        error: { error in
          _ = try o["error"]?(frame(.string(RuntimeError.message(of: error))))
        },
        completed: { _ = try o["complete"]?(frame(.null)) })
      if let fin = o["finalize"] {
        s = s.finalize(on: env.context.host.scheduler) { _ = try? fin(frame(.null)) }
      }
      return s
    }
  }

  /// `of A, B…`: the values, in order, then completed (`from [A, B…]`).
  static func of(_ site: Compiler.Site) throws -> PipelineFactory {
    let values = try (0..<site.argumentCount).map { try site.expr($0) }
    return { env in .defer { .from(try values.map { try Compiler.atSubscription($0, env) }) } }
  }
}

extension Compile {
  /// `skipUntil NAME/BLOCK`: the source's values once the notifier has sent a value (its
  /// first; it is then unsubscribed); its error ends the stream. Built as `withLatestFrom`
  /// of the notifier's first value, which subscribes the notifier first, as RxJS does.
  static func skipUntil(_ site: Compiler.Site) throws -> StageFunction {
    let notifier = try site.stream(0)
    return { upstream, env in
      .defer {
        upstream.withLatestFrom(try notifier(env, env.input).take(1)).map { value, _ in value }
      }
    }
  }

  /// `distinctUntilKeyChanged KEY`: `distinctUntilChanged x[KEY]`, KEY a field name (or an
  /// index).
  static func distinctUntilKeyChanged(_ site: Compiler.Site) throws -> StageFunction {
    let key = try site.expr(0)
    return { upstream, env in
      .defer {
        let name = try Compiler.atSubscription(key, env)
        let last = StageCell<JSON>()
        return upstream.filter { value in
          var k = JSON.null
          switch (value, name.computed) {
          case (.object(let o), .string(let s)): k = o[s] ?? .null
          case (.array(let a), .number(let n)):
            if let i = Int(exactly: n), a.indices.contains(i) { k = a[i] }
          default: break
          }
          defer { last.value = k }
          guard let previous = last.value else { return true }
          return previous != k
        }
      }
    }
  }
}
