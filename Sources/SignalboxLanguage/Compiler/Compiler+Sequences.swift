import Signalbox

/// A sequence pipeline built for an environment: a signal that delivers the sequence as one
/// value (at once for `seq` and `iterate`; when the signal completes for `sequence`).
typealias SequenceFactory = @Sendable (Env) throws -> Signal<JSONSequence>
/// One operator stage applied to the sequence before it.
typealias SequenceStage = @Sendable (JSONSequence, Env) throws -> JSONSequence

/// A compiled pipeline with its static kind: pull-driven sequences and push-driven signals
/// take different operator implementations.
enum Flow {
  case signal(PipelineFactory)
  case sequence(SequenceFactory)

  /// The pipeline as a signal: a sequence sends its values one per action on the session's
  /// scheduler (RAC `signalWithScheduler:`), which is how a sequence pipeline prints.
  var asSignal: PipelineFactory {
    switch self {
    case .signal(let factory): return factory
    case .sequence(let factory):
      return { env in
        let scheduler = env.context.host.scheduler
        return try factory(env).flattenMap { $0.signal(on: scheduler) }
      }
    }
  }

  var isSequence: Bool {
    if case .sequence = self { return true }
    return false
  }
}

extension Compiler {
  /// Operators with a sequence implementation (SPEC §4: the S group and the
  /// sequence-only ones); any other operator turns a sequence into a signal first.
  static let sequenceOperators: Set<String> = [
    "map", "mapReplace", "filter", "ignore", "reduceEach", "flattenMap", "flatten", "startWith", "scan",
    "combinePrevious", "take", "skip", "takeUntilBlock", "takeWhileBlock", "skipUntilBlock", "skipWhileBlock",
    "distinctUntilChanged", "concat", "zipWith", "bind", "trace",
    "head", "tail", "eager", "lazy", "foldLeft", "foldRight", "find", "array", "signal",
  ]

  /// Operators that exist only on sequences.
  static let sequenceOnlyOperators: Set<String> = [
    "head", "tail", "eager", "lazy", "foldLeft", "foldRight", "find", "array", "signal",
  ]

  // MARK: sources

  /// `seq ARRAY`, `seq range A, B[, STEP]`, `iterate START, EXPR`, or nil for other sources.
  func compileSequenceSource(_ stage: Stage, scope: Scope) throws -> SequenceFactory? {
    let name = stage.name
    let args = stage.arguments
    func expr(_ k: Int) throws -> Eval { try expression(args[k], op: name, scope: scope) }
    switch name {
    case "seq" where stage.member == "range":
      let bounds = try rangeBounds(stage, scope: scope, op: "seq")
      return { env in
        .defer {
          let range = try bounds(env)
          // Lazy cells: a long range costs nothing until pulled; values are A + k·STEP, with
          // the checks `range` makes (RangeBounds).
          @Sendable func cell(_ k: Double, after previous: Double?) throws -> JSONSequence {
            guard let v = range.value(k) else { return .empty }
            if let previous, !range.advanced(from: previous, to: v) { throw range.stalled(at: v, op: "seq") }
            return .cell(head: { .number(v) }, tail: { try cell(k + 1, after: v) })
          }
          return .just(try cell(0, after: nil))
        }
      }
    case "seq":
      try checkArity(stage, 1...1, "an array (or range A, B)")
      let e = try expr(0)
      return { env in
        .defer {
          let v = try Compiler.atSubscription(e, env)
          guard case .array(let items) = v else { throw RuntimeError("seq: expected an array, got \(Operators.describe(v))") }
          return .just(JSONSequence.from(items))
        }
      }
    case "iterate":
      try checkArity(stage, 2...2, "START, EXPR")
      let start = try expr(0)
      let step = try expr(1)
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
    default:
      return nil
    }
  }

  // MARK: stages

  /// A stage on a sequence: a sequence stage, a terminal one (`head`, folds… as a signal of
  /// one value), or nil when the operator has no sequence form (the caller converts).
  func compileSequenceStage(_ stage: Stage, previous: String, scope: Scope, upstream: @escaping SequenceFactory) throws -> Flow? {
    let name = stage.name
    let args = stage.arguments
    func expr(_ k: Int) throws -> Eval { try expression(args[k], op: name, scope: scope) }
    func lift(_ body: @escaping SequenceStage) -> Flow {
      .sequence { env in try upstream(env).map { try body($0, env) } }
    }
    func terminal(_ body: @escaping @Sendable (JSONSequence, Env) throws -> JSON) -> Flow {
      .signal { env in try upstream(env).map { try body($0, env) } }
    }
    /// A per-value expression, with `i` counting the values this stage has seen.
    func perValue(_ eval: @escaping Eval, _ use: @escaping @Sendable (JSONSequence, @escaping (JSON) throws -> JSON) -> JSONSequence) -> Flow {
      lift { sequence, env in
        let counter = StageCounter()
        return use(sequence) { value in
          let frame = Frame(x: value, i: counter.value, acc: .null, env: env)
          counter.value += 1
          return try eval(frame)
        }
      }
    }
    switch name {
    case "map", "reduceEach", "mapReplace":
      try checkArity(stage, 1...1, name == "mapReplace" ? "a value" : "an expression")
      return perValue(try expr(0)) { sequence, f in sequence.map(f) }
    case "filter":
      try checkArity(stage, 1...1, "a predicate")
      return perValue(try expr(0)) { sequence, f in sequence.filter { try f($0).isTruthy } }
    case "ignore":
      try checkArity(stage, 1...1, "a value")
      return perValue(try expr(0)) { sequence, f in sequence.filter { $0 != (try f($0)) } }
    case "takeUntilBlock", "takeWhileBlock", "skipUntilBlock", "skipWhileBlock":
      try checkArity(stage, 1...1, "a predicate")
      return perValue(try expr(0)) { sequence, f in
        let p: (JSON) throws -> Bool = { try f($0).isTruthy }
        switch name {
        case "takeUntilBlock": return sequence.takeUntilBlock(p)
        case "takeWhileBlock": return sequence.takeWhileBlock(p)
        case "skipUntilBlock": return sequence.skipUntilBlock(p)
        default: return sequence.skipWhileBlock(p)
        }
      }
    case "distinctUntilChanged":
      try checkArity(stage, 0...0, "no arguments")
      return lift { sequence, _ in sequence.distinctUntilChanged() }
    case "startWith":
      try checkArity(stage, 1...1, "a value")
      let e = try expr(0)
      return lift { sequence, env in sequence.startWith(try Compiler.atSubscription(e, env)) }
    case "scan", "combinePrevious":
      try checkArity(stage, 2...2, "START, EXPR")
      let start = try expr(0)
      let step = try expr(1)
      return lift { sequence, env in
        let initial = try Compiler.atSubscription(start, env)
        if name == "scan" {
          return sequence.scan(initial) { acc, x, i in try step(Frame(x: x, i: i, acc: acc, env: env)) }
        }
        let counter = StageCounter()
        return sequence.combinePrevious(initial) { previous, x in
          defer { counter.value += 1 }
          return try step(Frame(x: x, i: counter.value, acc: previous, env: env))
        }
      }
    case "take", "skip":
      try checkArity(stage, 1...1, "a count")
      let count = try countArgument(stage, 0, scope: scope)
      return lift { sequence, env in
        let n = try count(env)
        return name == "take" ? sequence.take(n) : sequence.skip(n)
      }
    case "flattenMap", "bind":
      try checkArity(stage, name == "bind" ? 1...2 : 1...1, name == "bind" ? "a block[, STOP]" : "a block")
      guard let block = try sequenceArgument(args[0], op: name, scope: scope) else { return nil }
      if name == "flattenMap" {
        return lift { sequence, env in sequence.flattenMap { try block(env, $0) } }
      }
      let stop = args.count == 2 ? try expr(1) : nil
      return lift { sequence, env in
        sequence.bind {
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
    case "flatten":
      guard args.isEmpty else { return nil }  // `flatten N` limits concurrent signals
      return lift { sequence, _ in
        sequence.flattenMap { value -> JSONSequence? in
          switch value {
          case .null: return .empty
          case .stream(let stream):
            guard case .sequence(let inner) = stream.kind else {
              throw RuntimeError("flatten: a sequence cannot flatten a signal (apply 'signal' first)")
            }
            return try Compiler.sequenceNow(inner, op: "flatten")
          default: throw RuntimeError("flatten: expected a stream, got \(Operators.describe(value))")
          }
        }
      }
    case "concat", "zipWith":
      try checkArity(stage, 1...1, "a block or a name")
      guard let other = try sequenceArgument(args[0], op: name, scope: scope) else { return nil }
      return lift { sequence, env in
        let second = try other(env, env.input)
        if name == "concat" { return sequence.concat(second) }
        return sequence.zipWith(second).map { .array([$0.0, $0.1]) }
      }
    case "trace":
      let label = try traceLabel(stage, previous: previous)
      return lift { sequence, env in Compiler.traced(sequence, label: label, env: env) }
    case "head":
      try checkArity(stage, 0...0, "no arguments")
      return terminal { sequence, _ in try sequence.head ?? .null }
    case "tail":
      try checkArity(stage, 0...0, "no arguments")
      return lift { sequence, _ in try sequence.tail ?? .empty }
    case "eager", "lazy":
      try checkArity(stage, 0...0, "no arguments")
      return lift { sequence, _ in name == "eager" ? sequence.eager() : sequence.lazy() }
    case "foldLeft", "foldRight":
      try checkArity(stage, 2...2, "START, EXPR")
      let start = try expr(0)
      let step = try expr(1)
      return terminal { sequence, env in
        let initial = try Compiler.atSubscription(start, env)
        if name == "foldLeft" {
          var i = 0
          return try sequence.foldLeft(initial) { acc, x in
            defer { i += 1 }
            return try step(Frame(x: x, i: i, acc: acc, env: env))
          }
        }
        return try sequence.foldRight(initial) { x, rest in
          try step(Frame(x: x, i: 0, acc: .null, env: env, lazyAcc: { try rest.head ?? .null }))
        }
      }
    case "find":
      try checkArity(stage, 1...1, "a predicate")
      let predicate = try expr(0)
      return terminal { sequence, env in
        var i = 0
        return try sequence.find { x in
          defer { i += 1 }
          return try predicate(Frame(x: x, i: i, acc: .null, env: env)).isTruthy
        } ?? .null
      }
    case "array":
      try checkArity(stage, 0...0, "no arguments")
      return terminal { sequence, _ in .array(try sequence.array()) }
    case "signal":
      try checkArity(stage, 0...0, "no arguments")
      return .signal(Flow.sequence(upstream).asSignal)
    default:
      return nil
    }
  }

  /// The label of a `trace` stage: a bare word, a string, or the stage before.
  func traceLabel(_ stage: Stage, previous: String) throws -> String {
    try checkArity(stage, 0...1, "an optional label")
    guard let first = stage.arguments.first else { return previous }
    switch first {
    case .expr(.name(let word, _)): return word
    case .expr(.literal(.string(let s), _)): return s
    default: throw fail("'trace' takes a bare word or a string as its label", at: first.offset)
    }
  }

  /// A sequence stage that prints `pulled` when a value is computed through it and
  /// `memoised` when a remembered one is read again.
  static func traced(_ sequence: JSONSequence, label: String, env: Env) -> JSONSequence {
    let context = env.context
    let host = context.host
    return sequence.observed { value, memoised in
      host.trace(label, memoised ? "memoised" : "pulled", value, context: context)
    }
  }

  /// A stream argument of sequence kind (a block or a name), or nil when it is a signal.
  func sequenceArgument(_ argument: Argument, op: String, scope: Scope) throws -> (@Sendable (Env, JSON) throws -> JSONSequence)? {
    switch argument {
    case .block(let block):
      var inner = scope
      if let parameter = block.parameter { inner.parameters.append(parameter) }
      let flow = try compileFlow(block.pipeline, scope: inner)
      guard case .sequence(let factory) = flow else { return nil }
      let named = block.parameter != nil
      return { env, input in
        try Compiler.sequenceNow(try factory(env.child(binding: input, named: named)), op: op)
      }
    case .expr(.name(let name, _)):
      guard !scope.parameters.contains(name), let bound = lookup(name), bound.kind == .sequence else { return nil }
      let slot = bound.slot
      return { env, _ in try Compiler.sequenceNow(try Compiler.boundSequence(slot: slot, env: env), op: op) }
    default:
      return nil
    }
  }

  /// The sequence a sequence pipeline delivers, which must be available now (it is, unless
  /// it comes from `sequence` on a signal that has not completed yet).
  static func sequenceNow(_ signal: Signal<JSONSequence>, op: String) throws -> JSONSequence {
    let box = SequenceBox()
    let scheduler = CurrentScheduler.current ?? ImmediateScheduler.shared
    let subscription = CurrentScheduler.run(as: scheduler) {
      signal.subscribe(next: { box.value = $0 }, error: { box.error = $0 })
    }
    subscription.dispose()
    if let error = box.error { throw error }
    guard let sequence = box.value else {
      throw RuntimeError("\(op): the sequence is not available yet (its signal has not completed)")
    }
    return sequence
  }

  /// The sequence signal a `let`-bound sequence name stands for.
  static func boundSequence(slot: Int, env: Env) throws -> Signal<JSONSequence> {
    if case .sequence(let signal) = env.context.host.globals[slot] { return signal }
    return .just(.empty)
  }
}

/// Catches what a sequence signal delivers synchronously. `@unchecked Sendable`: written
/// and read on one thread, during one synchronous subscription.
final class SequenceBox: @unchecked Sendable {
  var value: JSONSequence?
  var error: (any Error)?
}
