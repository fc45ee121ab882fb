import Signalbox
import SignalboxJSON

/// The sequence forms of the operator table's entries: sources that make lazy sequences, and
/// stages that give a sequence back (or, like `head` and the folds, one value as a signal).
enum SequenceCompile {}

// MARK: Helpers

extension SequenceCompile {
  /// A stage that maps the sequence to another.
  static func lift(_ upstream: @escaping SequenceFactory, _ body: @escaping SequenceStage) -> Flow {
    .sequence { env in try upstream(env).map { try body($0, env) } }
  }

  /// A stage that reads the sequence into one value, delivered as a signal.
  static func terminal(
    _ upstream: @escaping SequenceFactory,
    _ body: @escaping @Sendable (JSONSequence, Env) throws -> JSON
  ) -> Flow {
    .signal { env in try upstream(env).map { try body($0, env) } }
  }

  /// A per-value expression, with `i` counting the values this stage has seen.
  static func perValue(
    _ upstream: @escaping SequenceFactory, _ eval: @escaping Eval,
    _ use: @escaping @Sendable (JSONSequence, @escaping (JSON) throws -> JSON) -> JSONSequence
  ) -> Flow {
    lift(upstream) { sequence, env in
      let counter = StageCounter()
      return use(sequence) { value in
        let frame = Frame(x: value, i: counter.value, acc: .null, env: env)
        counter.value += 1
        return try eval(frame)
      }
    }
  }

  /// A stage whose first argument is evaluated per value and tested for truth.
  static func predicate(
    _ use: @escaping @Sendable (JSONSequence, @escaping (JSON) throws -> Bool) -> JSONSequence
  ) -> SequenceStageCompiler {
    { site, upstream in
      perValue(upstream, try site.expr(0)) { sequence, f in use(sequence) { try f($0).isTruthy } }
    }
  }
}

// MARK: Sources

extension SequenceCompile {
  /// `seq ARRAY` and `seq range A, B[, STEP]`.
  static func seq(_ site: Compiler.Site) throws -> SequenceFactory {
    if site.stage.member == "range" {
      try site.checkArity(2...3, "range A, B[, STEP]")
      let bounds = try site.compiler.rangeBounds(site.stage, scope: site.scope, op: "seq")
      return { env in
        .defer {
          let range = try bounds(env)
          // Lazy cells: a long range costs nothing until pulled; values are A + k·STEP, with
          // the checks `range` makes (RangeBounds).
          @Sendable func cell(_ k: Double, after previous: Double?) throws -> JSONSequence {
            guard let v = range.value(k) else { return .empty }
            if let previous, !range.advanced(from: previous, to: v) {
              throw range.stalled(at: v, op: "seq")
            }
            return .cell(head: { .number(v) }, tail: { try cell(k + 1, after: v) })
          }
          return .just(try cell(0, after: nil))
        }
      }
    }
    try site.checkArity(1...1, "an array (or range A, B)")
    let e = try site.expr(0)
    return { env in
      .defer { .just(JSONSequence.from(try Compiler.itemsAtSubscription(e, env, op: "seq"))) }
    }
  }

  static func iterate(_ site: Compiler.Site) throws -> SequenceFactory {
    let start = try site.expr(0)
    let step = try site.expr(1)
    return { env in
      .defer {
        let first = try Compiler.atSubscription(start, env)
        let counter = StageCounter()
        return .just(
          JSONSequence.iterate(first) { x in
            counter.value += 1
            return try step(Frame(x: x, i: counter.value - 1, acc: .null, env: env))
          })
      }
    }
  }
}
