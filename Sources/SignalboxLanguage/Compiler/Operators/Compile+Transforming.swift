import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Transforming

/// Handlers of the stages that change each value, or add values to the stream.
extension Compile {
  /// A stage that evaluates `eval` per value, with `i` counting the values this
  /// subscription of the stage has seen.
  static func perValue(
    _ eval: @escaping Eval,
    _ use:
      @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> JSON) -> Signal<JSON>
  ) -> StageFunction {
    perValue(eval, fast: nil as NumberEval?, fastResult: { .number($0) }, result: { $0 }, use)
  }

  /// `perValue` with the expression's number form, if it has one (`map x * 2`, `filter
  /// x % 3 == 0`): a number value is read by `fast` from its unboxed double without a frame,
  /// any other value (and a number `fast` misses, for its error) by `eval`; `use` gets what
  /// either gives, as `fastResult` and `result` make it.
  static func perValue<Fast, Out>(
    _ eval: @escaping Eval, fast: (@Sendable (Numbers) throws(NumericMiss) -> Fast)?,
    fastResult: @escaping @Sendable (Fast) -> Out, result: @escaping @Sendable (JSON) -> Out,
    _ use:
      @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> Out) -> Signal<JSON>
  ) -> StageFunction {
    { upstream, env in
      Compiler.indexed(upstream) { upstream, counter in
        use(upstream) { value in
          let i = counter.value
          counter.value += 1
          if let fast, case .number(let v) = value,
            let r = try? fast(Numbers(x: v, acc: 0, i: i))
          {
            return fastResult(r)
          }
          return result(try eval(Frame(x: value, i: i, acc: .null, env: env)))
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
    perValue(
      try site.expr(0), fast: site.numberExpr(0), fastResult: { .number($0) }, result: { $0 },
      { $0.map($1) })
  }

  static func startWith(_ site: Compiler.Site) throws -> StageFunction {
    let e = try site.expr(0)
    return { upstream, env in upstream.startWith { try Compiler.atSubscription(e, env) } }
  }

  /// `startWith A, B…`: the values in order, then the source's.
  static func startWithAll(_ site: Compiler.Site) throws -> StageFunction {
    let values = try (0..<site.argumentCount).map { try site.expr($0) }
    return { upstream, env in
      values.reversed().reduce(upstream) { signal, e in
        signal.startWith { try Compiler.atSubscription(e, env) }
      }
    }
  }

  static func startWithAllSequence(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory)
    throws -> Flow?
  {
    site.argumentCount == 1 ? try SequenceCompile.startWith(site, upstream) : nil
  }

  /// `scan START, EXPR` and `aggregate START, EXPR` (`acc` the running value). A step
  /// `acc + E` or `setpath(acc, PATH, E)` changes the running value in place
  /// (`InPlaceStep`), so that building an array, a string or an object this way is linear,
  /// not quadratic.
  static func accumulating(
    _ apply:
      @escaping @Sendable (
        Signal<JSON>, JSON, @escaping @Sendable (inout JSON, JSON, Int) throws -> Void
      ) -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      try checkSeedOrder(site)
      let start = try site.expr(0)
      let step = try site.expr(1)
      // A number step (`acc + x`) folds numbers without a frame, as `map` does.
      let number = site.numberExpr(1, readsAcc: true)
      let inPlace = try InPlaceStep(site)
      return { upstream, env in
        .defer {
          let initial = try Compiler.atSubscription(start, env)
          return apply(upstream, initial) { acc, x, i in
            if let number, case .number(let a) = acc, case .number(let v) = x,
              let r = try? number(Numbers(x: v, acc: a, i: i))
            {
              acc = .number(r)
            } else if let inPlace {
              try inPlace.apply(&acc, x: x, i: i, env: env, step: step)
            } else {
              acc = try step(Frame(x: x, i: i, acc: acc, env: env))
            }
          }
        }
      }
    }
  }

  /// `scan EXPR` (RxJS without a seed): the first value is the first accumulator, and is
  /// sent; each next value is EXPR with `acc` the previous.
  static func scanSeedless(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 2 { return try accumulating { $0.scan(into: $1, $2) }(site) }
    let step = try site.expr(0)
    return { upstream, env in
      .defer {
        let acc = StageCell<JSON>()
        let counter = StageCounter()
        return upstream.map { x in
          defer { counter.value += 1 }
          guard let previous = acc.value else {
            acc.value = x
            return x
          }
          let next = try step(Frame(x: x, i: counter.value, acc: previous, env: env))
          acc.value = next
          return next
        }
      }
    }
  }

  static func scanSequence(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws
    -> Flow?
  {
    try checkSeedOrder(site)
    return site.argumentCount == 2 ? try SequenceCompile.scan(site, upstream) : nil
  }

  static func combinePrevious(_ site: Compiler.Site) throws -> StageFunction {
    try checkSeedOrder(site)
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
      if isNegativeLiteral(site, 0) { return { upstream, _ in apply(upstream, 0) } }
      let count = try site.count(0)
      return { upstream, env in .defer { apply(upstream, try count(env)) } }
    }
  }

  /// Whether argument `k` is a literal negative integer (`take -1`): RxJS reads it as 0
  /// (`take`, `takeLast`, `repeat`: empty; `skip`, `skipLast`: nothing skipped). A computed
  /// negative count stays an error event.
  static func isNegativeLiteral(_ site: Compiler.Site, _ k: Int) -> Bool {
    guard k < site.argumentCount, case .expr(let e) = site.arguments[k] else { return false }
    switch e {
    case .literal(.number(let n), _): return n < 0 && n.rounded() == n
    case .unary("-", .literal(.number(let n), _), _): return n > 0 && n.rounded() == n
    default: return false
    }
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

  static func materialize(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in
      upstream.materialize().map { event in
        switch event {
        case .next(let v): return .object(["kind": "next", "value": v])
        case .completed: return .object(["kind": "completed"])
        case .error(let e):
          // An interrupted evaluation is no event of the stream: passed on as the error.
          if e is EvaluationInterrupted { throw e }
          return .object(["kind": "error", "message": .string(RuntimeError.message(of: e))])
        }
      }
    }
  }

  static func dematerialize(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in
      upstream.map { value -> Event<JSON> in
        guard case .object(let o) = value, case .string(let kind)? = o["kind"] else {
          throw RuntimeError(Message.expectedEvent(got: value))
        }
        switch kind {
        case "next": return .next(o["value"] ?? .null)
        case "completed": return .completed
        case "error": return .error(RuntimeError(Compiler.errorMessage(o["message"] ?? .null)))
        default: throw RuntimeError(Message.unknownEventKind(kind))
        }
      }.dematerialize()
    }
  }

  static func pairwise(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.pairwise().map(Compile.pair) }
  }

  /// `defaultIfEmpty EXPR`: EXPR is evaluated when the source completes empty.
  static func defaultIfEmpty(_ site: Compiler.Site) throws -> StageFunction {
    let value = try site.expr(0)
    return { upstream, env in upstream.defaultIfEmpty { try Compiler.atSubscription(value, env) } }
  }

  /// `throwIfEmpty`: the values; completing without any is the error "no elements".
  static func throwIfEmpty(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in
      upstream.defaultIfEmpty { throw RuntimeError(Message.noElements("throwIfEmpty")) }
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
}
