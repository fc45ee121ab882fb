import Signalbox
import SignalboxJSON

// MARK: RxJS's optional arguments (an extra argument, or a config object)

extension Compile {
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

  /// `takeWhile EXPR, true`: RxJS's `inclusive`, the first value that fails EXPR is sent
  /// before the stream completes (a `bind` that stops after it).
  static func takeWhile(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 1 { return try predicate { $0.takeWhileBlock($1) }(site) }
    let inclusive = try site.expr(1)
    let test = try site.expr(0)
    return { upstream, env in
      .defer {
        let including = try Compiler.atSubscription(inclusive, env)
        guard case .bool(let including) = including else {
          throw RuntimeError(
            Message.badOption("takeWhile", "inclusive", "a boolean", got: including))
        }
        let counter = StageCounter()
        @Sendable func passes(_ value: JSON) throws -> Bool {
          defer { counter.value += 1 }
          return try test(Frame(x: value, i: counter.value, acc: .null, env: env)).isTruthy
        }
        guard including else { return upstream.takeWhileBlock(passes) }
        return upstream.bind {
          { value, stop in
            stop = !(try passes(value))
            return .just(value)
          }
        }
      }
    }
  }

  static func takeWhileSequence(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory)
    throws -> Flow?
  {
    guard site.argumentCount == 1 else { return nil }
    return try SequenceCompile.predicate { $0.takeWhileBlock($1) }(site, upstream)
  }

  /// `first` (RAC: `null` when empty); `first EXPR[, DEFAULT]` is RxJS's: the first value
  /// passing EXPR, else DEFAULT, else the error "first: no elements in sequence".
  static func firstMatching(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return try first(site) }
    return try matching(site, name: "first") { $0.take(1) }
  }

  /// `last`; `last EXPR[, DEFAULT]`: the last value passing EXPR, else DEFAULT, else the
  /// error.
  static func lastMatching(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return try last(site) }
    return try matching(site, name: "last") { $0.takeLast(1) }
  }

  private static func matching(
    _ site: Compiler.Site, name: String,
    _ pick: @escaping @Sendable (Signal<JSON>) -> Signal<JSON>
  ) throws -> StageFunction {
    let fallback = try site.optionalExpr(1)
    let filtered = try predicate { $0.filter($1) }(site)
    return { upstream, env in
      let picked = pick(try filtered(upstream, env))
      guard let fallback else { return picked.last { RuntimeError(Message.noElements(name)) } }
      return picked.defaultIfEmpty { try Compiler.atSubscription(fallback, env) }
    }
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

  /// `count [EXPR]`: with EXPR, the number of values passing it.
  static func countMatching(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return try count(site) }
    let filtered = try predicate { $0.filter($1) }(site)
    return { upstream, env in try filtered(upstream, env).count().map { .number(Double($0)) } }
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
    site.argumentCount == 2 ? try SequenceCompile.scan(site, upstream) : nil
  }

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
}

extension Compile {
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

  /// `distinctUntilChanged [EXPR]`, RxJS's two optional arguments in one: an EXPR that
  /// reads `acc` is the comparator (`acc` the last sent value's key, `x` this one's; true
  /// means equal, and the value is dropped); any other EXPR is the key selector.
  /// `distinctUntilChanged COMPARE, KEY` has both. The first value always passes; a value
  /// is compared with the last one *sent*, as RxJS does.
  static func distinctUntilChangedBy(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return try distinctUntilChanged(site) }
    let first = try site.expr(0)
    let comparesFirst = Compile.readsAcc(site.arguments[0])
    let compare: Eval? =
      site.argumentCount == 2 || comparesFirst ? first : nil
    let key: Eval? =
      site.argumentCount == 2 ? try site.expr(1) : comparesFirst ? nil : first
    return { upstream, env in
      .defer {
        let last = StageCell<JSON>()
        let counter = StageCounter()
        return upstream.filter { value in
          let i = counter.value
          counter.value += 1
          let k = try key.map { try $0(Frame(x: value, i: i, acc: .null, env: env)) } ?? value
          guard let previous = last.value else {
            last.value = k
            return true
          }
          let same =
            try compare.map { try $0(Frame(x: k, i: i, acc: previous, env: env)).isTruthy }
            ?? (previous == k)
          if !same { last.value = k }
          return !same
        }
      }
    }
  }

  static func distinctUntilChangedSequence(
    _ site: Compiler.Site, _ upstream: @escaping SequenceFactory
  ) throws -> Flow? {
    site.argumentCount == 0 ? try SequenceCompile.distinctUntilChanged(site, upstream) : nil
  }

  /// Whether an argument's expression mentions `acc` (outside blocks).
  static func readsAcc(_ argument: Argument) -> Bool {
    guard case .expr(let e) = argument else { return false }
    return readsAcc(e)
  }

  private static func readsAcc(_ e: Expr) -> Bool {
    switch e {
    case .name(let n, _): return n == "acc"
    case .literal, .dollar, .block: return false
    case .array(let items, _): return items.contains(where: readsAcc)
    case .object(let entries, _): return entries.contains { readsAcc($0.value) }
    case .field(let base, _, _): return readsAcc(base)
    case .index(let a, let b, _), .binary(_, let a, let b, _): return readsAcc(a) || readsAcc(b)
    case .unary(_, let a, _): return readsAcc(a)
    case .conditional(let a, let b, let c, _): return readsAcc(a) || readsAcc(b) || readsAcc(c)
    case .call(_, let args, _): return args.contains(where: readsAcc)
    }
  }
}
