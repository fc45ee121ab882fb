import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Filtering

/// Handlers of the stages that pass some values and drop the others.
extension Compile {
  /// `filter`: a truth expression over numbers (`filter x % 3 == 0`) tests a number value
  /// without a frame, as `map` does.
  static func filter(_ site: Compiler.Site) throws -> StageFunction {
    perValue(
      try site.expr(0), fast: site.truthExpr(0), fastResult: { $0 }, result: \.isTruthy,
      { $0.filter($1) })
  }

  static func ignore(_ site: Compiler.Site) throws -> StageFunction {
    perValue(try site.expr(0)) { upstream, f in upstream.filter { $0 != (try f($0)) } }
  }

  static func ignoreValues(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.ignoreValues(as: JSON.self) }
  }

  static func distinctUntilChanged(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.distinctUntilChanged() }
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
    return mentions(e, ["acc"])
  }

  /// `distinct [EXPR]`: without EXPR, the values themselves are the keys.
  static func distinct(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return { upstream, _ in upstream.distinct() } }
    return perValue(try site.expr(0)) { upstream, key in upstream.distinct(by: key) }
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
}
