import Signalbox
import SignalboxJSON

// MARK: Transform and filter

extension Compile {
  /// A stage that evaluates `eval` per value, with `i` counting the values this
  /// subscription of the stage has seen.
  static func perValue(
    _ eval: @escaping Eval,
    _ use:
      @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> JSON) -> Signal<JSON>
  ) -> StageFunction {
    { upstream, env in
      Compiler.indexed(upstream) { upstream, counter in
        use(upstream) { value in
          let frame = Frame(x: value, i: counter.value, acc: .null, env: env)
          counter.value += 1
          return try eval(frame)
        }
      }
    }
  }

  /// A stage whose first argument is evaluated per value and tested for truth.
  static func predicate(
    _ use:
      @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> Bool) -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      perValue(try site.expr(0)) { upstream, f in use(upstream) { try f($0).isTruthy } }
    }
  }

  /// `map`, `reduceEach`, `mapReplace`: each value replaced by the expression's. A
  /// number expression (`map x * 2`) computes a number value from its unboxed double
  /// without a frame, the general way for any other value and for its errors.
  static func map(_ site: Compiler.Site) throws -> StageFunction {
    let eval = try site.expr(0)
    guard let f = site.numberExpr(0) else {
      return perValue(eval) { upstream, f in upstream.map(f) }
    }
    return { upstream, env in
      Compiler.indexed(upstream) { upstream, counter in
        upstream.map { value in
          let i = counter.value
          counter.value += 1
          if case .number(let v) = value, let r = try? f(Numbers(x: v, acc: 0, i: i)) {
            return .number(r)
          }
          return try eval(Frame(x: value, i: i, acc: .null, env: env))
        }
      }
    }
  }

  /// `filter`: a truth expression over numbers (`filter x % 3 == 0`) tests a number value
  /// without a frame, as `map` does.
  static func filter(_ site: Compiler.Site) throws -> StageFunction {
    let eval = try site.expr(0)
    guard let p = site.truthExpr(0) else {
      return perValue(eval) { upstream, f in upstream.filter { try f($0).isTruthy } }
    }
    return { upstream, env in
      Compiler.indexed(upstream) { upstream, counter in
        upstream.filter { value in
          let i = counter.value
          counter.value += 1
          if case .number(let v) = value, let keep = try? p(Numbers(x: v, acc: 0, i: i)) {
            return keep
          }
          return try eval(Frame(x: value, i: i, acc: .null, env: env)).isTruthy
        }
      }
    }
  }

  static func ignore(_ site: Compiler.Site) throws -> StageFunction {
    perValue(try site.expr(0)) { upstream, f in upstream.filter { $0 != (try f($0)) } }
  }

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

  static func startWith(_ site: Compiler.Site) throws -> StageFunction {
    let e = try site.expr(0)
    return { upstream, env in upstream.startWith { try Compiler.atSubscription(e, env) } }
  }

  /// `scan START, EXPR` and `aggregate START, EXPR` (`acc` the running value). A step
  /// `acc + E` appends E to the running value in place (`Operators.addInPlace`), so that
  /// building an array or a string this way is linear, not quadratic.
  static func accumulating(
    _ apply:
      @escaping @Sendable (
        Signal<JSON>, JSON, @escaping @Sendable (inout JSON, JSON, Int) throws -> Void
      ) -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      let start = try site.expr(0)
      let step = try site.expr(1)
      // A number step (`acc + x`) folds numbers without a frame, as `map` does.
      let number = site.numberExpr(1, readsAcc: true)
      var appended: Eval?
      if case .expr(.binary("+", .name("acc", _), let rhs, _)) = site.arguments[1],
        !site.scope.parameters.contains("acc")
      {
        appended = try site.compiler.expression(.expr(rhs), op: site.stage.name, scope: site.scope)
      }
      return { [appended] upstream, env in
        .defer {
          let initial = try Compiler.atSubscription(start, env)
          return apply(upstream, initial) { acc, x, i in
            if let number, case .number(let a) = acc, case .number(let v) = x,
              let r = try? number(Numbers(x: v, acc: a, i: i))
            {
              acc = .number(r)
            } else if let appended {
              let tail = try appended(Frame(x: x, i: i, acc: acc, env: env))
              do { try Operators.addInPlace(&acc, tail) } catch is EvalError {
                // `acc` is unchanged: the whole step reports the error, worded and placed
                // as any expression's.
                acc = try step(Frame(x: x, i: i, acc: acc, env: env))
              }
            } else {
              acc = try step(Frame(x: x, i: i, acc: acc, env: env))
            }
          }
        }
      }
    }
  }

  static func combinePrevious(_ site: Compiler.Site) throws -> StageFunction {
    let start = try site.expr(0)
    let step = try site.expr(1)
    return { upstream, env in
      .defer {
        let initial = try Compiler.atSubscription(start, env)
        let counter = StageCounter()
        return upstream.combinePrevious(initial) { previous, x in
          defer { counter.value += 1 }
          return try step(Frame(x: x, i: counter.value, acc: previous, env: env))
        }
      }
    }
  }

  /// `take N`, `skip N`, `takeLast N`.
  static func counted(_ apply: @escaping @Sendable (Signal<JSON>, Int) -> Signal<JSON>)
    -> StageCompiler
  {
    { site in
      let count = try site.count(0)
      return { upstream, env in .defer { apply(upstream, try count(env)) } }
    }
  }

  static func distinctUntilChanged(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.distinctUntilChanged() }
  }

  /// A stage with one other stream (`concat`, `zipWith`, `merge`, `sample`, `takeUntil` …),
  /// built at each subscription.
  static func withOther(_ apply: @escaping @Sendable (Signal<JSON>, Signal<JSON>) -> Signal<JSON>)
    -> StageCompiler
  {
    { site in
      let other = try site.stream(0)
      return { upstream, env in .defer { apply(upstream, try other(env, env.input)) } }
    }
  }

  static func bind(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    let stop = try site.optionalExpr(1)
    return { upstream, env in
      upstream.bind {
        let counter = StageCounter()
        return { value, shouldStop in
          if let stop {
            shouldStop = try stop(Frame(x: value, i: counter.value, acc: .null, env: env)).isTruthy
          }
          counter.value += 1
          return try block(env, value)
        }
      }
    }
  }
}
