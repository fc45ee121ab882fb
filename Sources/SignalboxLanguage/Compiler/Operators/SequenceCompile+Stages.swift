import Signalbox
import SignalboxJSON

// MARK: Transforming and filtering, on sequences

extension SequenceCompile {
  /// `map`, `reduceEach`, `mapReplace`.
  static func map(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    perValue(upstream, try site.expr(0)) { sequence, f in sequence.map(f) }
  }

  static func ignore(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    perValue(upstream, try site.expr(0)) { sequence, f in sequence.filter { $0 != (try f($0)) } }
  }

  static func distinctUntilChanged(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory)
    throws -> Flow?
  {
    lift(upstream) { sequence, _ in sequence.distinctUntilChanged() }
  }

  static func startWith(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws
    -> Flow?
  {
    let e = try site.expr(0)
    return lift(upstream) { sequence, env in sequence.startWith(try Compiler.atSubscription(e, env))
    }
  }

  static func scan(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    let start = try site.expr(0)
    let step = try site.expr(1)
    return lift(upstream) { sequence, env in
      let initial = try Compiler.atSubscription(start, env)
      return sequence.scan(initial) { acc, x, i in try step(Frame(x: x, i: i, acc: acc, env: env)) }
    }
  }

  static func combinePrevious(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws
    -> Flow?
  {
    try Compile.checkSeedOrder(site)
    let start = try site.expr(0)
    let step = try site.expr(1)
    return lift(upstream) { sequence, env in
      let initial = try Compiler.atSubscription(start, env)
      let counter = StageCounter()
      return sequence.combinePrevious(initial) { previous, x in
        defer { counter.value += 1 }
        return try step(Frame(x: x, i: counter.value, acc: previous, env: env))
      }
    }
  }

  /// `take N`, `skip N`.
  static func counted(_ apply: @escaping @Sendable (JSONSequence, Int) -> JSONSequence)
    -> SequenceStageCompiler
  {
    { site, upstream in
      if Compile.isNegativeLiteral(site, 0) {
        return lift(upstream) { sequence, _ in apply(sequence, 0) }
      }
      let count = try site.count(0)
      return lift(upstream) { sequence, env in apply(sequence, try count(env)) }
    }
  }

  /// `flattenMap BLOCK` on a sequence: only when the block builds sequences.
  static func flattenMap(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws
    -> Flow?
  {
    guard let block = try site.sequence(0) else { return nil }
    return lift(upstream) { sequence, env in sequence.flattenMap { try block(env, $0) } }
  }

  static func bind(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    guard let block = try site.sequence(0) else { return nil }
    let stop = try site.optionalExpr(1)
    return lift(upstream) { sequence, env in
      sequence.bind { bindStep(block, stop: stop, env: env) }
    }
  }

  /// `flatten` of a sequence of sequences (`flatten N` limits concurrent signals: a signal).
  static func flatten(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow?
  {
    guard site.argumentCount == 0 else { return nil }
    return lift(upstream) { sequence, _ in
      sequence.flattenMap { value -> JSONSequence? in
        switch value {
        case .null: return .empty
        case .stream(let stream):
          guard case .sequence(let inner) = stream.kind else {
            throw RuntimeError(Message.sequenceOfSignals())
          }
          return try Compiler.sequenceNow(inner, op: "flatten")
        default: throw RuntimeError(Message.expectedStream("flatten", got: value))
        }
      }
    }
  }

  /// `concat` and `zipWith` of two sequences.
  static func withOther(_ apply: @escaping @Sendable (JSONSequence, JSONSequence) -> JSONSequence)
    -> SequenceStageCompiler
  {
    { site, upstream in
      guard let other = try site.sequence(0) else { return nil }
      return lift(upstream) { sequence, env in apply(sequence, try other(env, env.input)) }
    }
  }

  static func trace(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    let label = try site.compiler.traceLabel(site.stage, previous: site.previous)
    return lift(upstream) { sequence, env in Compiler.traced(sequence, label: label, env: env) }
  }
}
