import Signalbox
import SignalboxJQ
import SignalboxJSON
import Synchronization

// MARK: Aggregating

/// Handlers of the stages that send one value for the whole stream.
extension Compile {
  static func collect(_ site: Compiler.Site) throws -> StageFunction {
    let name = site.stage.name
    return { upstream, _ in
      upstream.collect(
        atMost: Limits.arrayLength, weight: collectWeight, budget: Limits.collectBytes
      ) {
        RuntimeError(Message.arrayTooLong(name, Limits.arrayLength))
      } tooBig: {
        RuntimeError(Message.collectTooBig(name))
      }.map { .array($0) }
    }
  }

  /// What a stage that holds the values of a stream (`collect`, `sequence`, a `jq` filter
  /// that reads `inputs`) weighs each by, against `Limits.collectBytes`: the estimate is
  /// given up just past the budget, so a huge value costs no more walking than that.
  static let collectWeight: @Sendable (JSON) -> Int = {
    $0.footprint(upTo: Limits.collectBytes)
  }

  static func count(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.count().map { .number(Double($0)) } }
  }

  /// `count [EXPR]`: with EXPR, the number of values passing it.
  static func countMatching(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return try count(site) }
    let filtered = try predicate { $0.filter($1) }(site)
    return { upstream, env in try filtered(upstream, env).count().map { .number(Double($0)) } }
  }

  /// `first`: RAC's `-first` is a blocking getter, no operator, so the stage is RxJS's: an
  /// empty source is the error "first: no elements in sequence".
  static func first(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.take(1).last { RuntimeError(Message.noElements("first")) } }
  }

  /// `first EXPR[, DEFAULT]` is RxJS's: the first value passing EXPR, else DEFAULT, else the
  /// error "first: no elements in sequence". EXPR `null` is no predicate
  /// (`first(undefined, DEFAULT)`).
  static func firstMatching(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return try first(site) }
    return try matching(site, name: "first") { $0.take(1) }
  }

  static func last(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.last { RuntimeError(Message.noElements("last")) } }
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
    let filtered: StageFunction
    if case .expr(.literal(.null, _)) = site.arguments[0] {
      filtered = { upstream, _ in upstream }
    } else {
      filtered = try predicate { $0.filter($1) }(site)
    }
    return { upstream, env in
      let picked = pick(try filtered(upstream, env))
      guard let fallback else { return picked.last { RuntimeError(Message.noElements(name)) } }
      return picked.defaultIfEmpty { try Compiler.atSubscription(fallback, env) }
    }
  }

  /// `any [EXPR]`: without EXPR, whether there is any value.
  static func any(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return { upstream, _ in upstream.any().map { .bool($0) } } }
    return try predicate { upstream, p in upstream.any(p).map { .bool($0) } }(site)
  }

  static func all(_ site: Compiler.Site) throws -> StageFunction {
    try predicate { upstream, p in upstream.all(p).map { .bool($0) } }(site)
  }

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

  /// `reduce START, EXPR` is `aggregate`; `reduce EXPR` starts from the first value.
  static func reduce(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 2 { return try accumulating { $0.aggregate(into: $1, $2) }(site) }
    let step = try site.expr(0)
    return { upstream, env in
      upstream.reduce { acc, x, i in try step(Frame(x: x, i: i, acc: acc, env: env)) }
    }
  }

  /// `single [EXPR]`: the only value (passing EXPR) at completion; a second matching value
  /// is an error at once, none an error at completion (which one: whether any value came).
  static func single(_ site: Compiler.Site) throws -> StageFunction {
    let use: @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> Bool) -> Signal<JSON> =
      { upstream, passes in
        .defer {
          let seen = StageCell<Bool>()
          let matches = StageCounter()
          return upstream.filter { value in
            seen.value = true
            guard try passes(value) else { return false }
            matches.value += 1
            if matches.value > 1 { throw RuntimeError(Message.tooManyElements("single")) }
            return true
          }
          .takeLast(1)
          .defaultIfEmpty {
            throw RuntimeError(
              seen.value == true
                ? Message.noMatchingElements("single") : Message.noElements("single"))
          }
        }
      }
    if site.argumentCount == 0 { return { upstream, _ in use(upstream) { _ in true } } }
    return try predicate(use)(site)
  }

  /// `min [EXPR]` · `max [EXPR]`: RxJS's `reduce((acc, x) => keep ? acc : x)` sent at
  /// completion (an empty source only completes). Without EXPR, `acc` is kept while it is
  /// less (min) or greater (max) than `x` in jq's order; EXPR is RxJS's comparer(acc, x):
  /// `acc` is kept while it is a number below 0 (min) or above 0 (max).
  static func minRx(_ site: Compiler.Site) throws -> StageFunction {
    try extremeRx(site, keepsAcc: { $0 < 0 })
  }

  static func maxRx(_ site: Compiler.Site) throws -> StageFunction {
    try extremeRx(site, keepsAcc: { $0 > 0 })
  }

  private static func extremeRx(
    _ site: Compiler.Site, keepsAcc: @escaping @Sendable (Double) -> Bool
  ) throws -> StageFunction {
    let compare = try site.optionalExpr(0)
    return { upstream, env in
      upstream.reduce { acc, x, i in
        let c: Double
        if let compare {
          guard let n = (try compare(Frame(x: x, i: i, acc: acc, env: env))).numberValue else {
            return x
          }
          c = n
        } else {
          c = Double(JQOrder.compare(acc, x))
        }
        return keepsAcc(c) ? acc : x
      }
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

  /// RxJS writes the seed last (`scan((acc, x) => acc + x, 0)`), Signalbox first
  /// (`scan 0, acc + x`). Two arguments whose first reads the accumulator or the value
  /// (`acc`, `x`) and whose second reads neither are RxJS's order: a compile error naming
  /// both spellings, never a fold over a constant step.
  static func checkSeedOrder(_ site: Compiler.Site) throws {
    guard site.argumentCount == 2, case .expr(let first) = site.arguments[0],
      case .expr(let second) = site.arguments[1]
    else { return }
    let names = Set(["acc", "x"]).subtracting(site.scope.parameters)
    if mentions(first, names), !mentions(second, names) {
      throw site.fail(Message.seedLast(site.name), at: site.arguments[0].offset)
    }
  }

  /// Whether `e` mentions one of `names` (outside blocks, which bind their own).
  static func mentions(_ e: Expr, _ names: Set<String>) -> Bool {
    let inner = { (e: Expr) in mentions(e, names) }
    switch e {
    case .name(let n, _): return names.contains(n)
    case .literal, .dollar, .block: return false
    case .array(let items, _): return items.contains(where: inner)
    case .object(let entries, _): return entries.contains { inner($0.value) }
    case .field(let base, _, _): return inner(base)
    case .index(let a, let b, _), .binary(_, let a, let b, _): return inner(a) || inner(b)
    case .unary(_, let a, _): return inner(a)
    case .conditional(let a, let b, let c, _): return inner(a) || inner(b) || inner(c)
    case .call(_, let args, _): return args.contains(where: inner)
    }
  }
}
