import Signalbox
import SignalboxJSON

// MARK: Sequences only (and `sequence`, from a signal)

extension SequenceCompile {
  static func head(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    terminal(upstream) { sequence, _ in try sequence.head ?? .null }
  }

  static func tail(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    lift(upstream) { sequence, _ in try sequence.tail ?? .empty }
  }

  static func eager(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    lift(upstream) { sequence, _ in sequence.eager() }
  }

  static func lazy(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    lift(upstream) { sequence, _ in sequence.lazy() }
  }

  static func foldLeft(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow?
  {
    let start = try site.expr(0)
    let step = try site.expr(1)
    return terminal(upstream) { sequence, env in
      var i = 0
      return try sequence.foldLeft(try Compiler.atSubscription(start, env)) { acc, x in
        defer { i += 1 }
        return try step(Frame(x: x, i: i, acc: acc, env: env))
      }
    }
  }

  /// `acc` is the lazily computed rest: read only when the step uses it.
  static func foldRight(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws
    -> Flow?
  {
    let start = try site.expr(0)
    let step = try site.expr(1)
    return terminal(upstream) { sequence, env in
      try sequence.foldRight(try Compiler.atSubscription(start, env)) { x, rest in
        try step(Frame(x: x, i: 0, acc: .null, env: env, lazyAcc: { try rest.head ?? .null }))
      }
    }
  }

  static func find(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    let predicate = try site.expr(0)
    return terminal(upstream) { sequence, env in
      var i = 0
      return try sequence.find { x in
        defer { i += 1 }
        return try predicate(Frame(x: x, i: i, acc: .null, env: env)).isTruthy
      } ?? .null
    }
  }

  static func array(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    terminal(upstream) { sequence, _ in .array(try sequence.array()) }
  }

  static func signal(_ site: Compiler.Site, _ upstream: @escaping SequenceFactory) throws -> Flow? {
    .signal(Flow.sequence(upstream).asSignal)
  }

  /// `sequence`: the values of the stream before, as an eager sequence once it completes.
  static func sequence(_ site: Compiler.Site, _ flow: Flow) throws -> Flow {
    let upstream = flow.asSignal
    return .sequence { env in
      try upstream(env).sequence(
        atMost: Limits.arrayLength, weight: Compile.collectWeight, budget: Limits.collectBytes
      ) {
        RuntimeError(Message.arrayTooLong("sequence", Limits.arrayLength))
      } tooBig: {
        RuntimeError(Message.collectTooBig("sequence"))
      }
    }
  }
}
