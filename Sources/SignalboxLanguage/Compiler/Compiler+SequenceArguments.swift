import Signalbox
import SignalboxJSON

/// Sequences as arguments and as bound names, and `trace` on a sequence.
extension Compiler {
  /// The label of a `trace` stage: a bare word, a string, or the stage before.
  func traceLabel(_ stage: Stage, previous: String) throws -> String {
    try checkArity(stage, 0...1, "an optional label")
    guard let first = stage.arguments.first else { return previous }
    switch first {
    case .expr(.name(let word, _)): return word
    case .expr(.literal(.string(let s), _)): return s
    default: throw fail(Message.badTraceLabel(), at: first.offset)
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
  func sequenceArgument(_ argument: Argument, op: String, scope: Scope) throws -> (
    @Sendable (Env, JSON) throws -> JSONSequence
  )? {
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
      guard !scope.parameters.contains(name), let bound = lookup(name), bound.kind == .sequence
      else { return nil }
      let slot = bound.slot
      return { env, _ in
        try Compiler.sequenceNow(try Compiler.boundSequence(slot: slot, env: env), op: op)
      }
    default:
      return nil
    }
  }

  /// The sequence a sequence pipeline delivers, which must be available now (it is, unless
  /// it comes from `sequence` on a signal that has not completed yet).
  package static func sequenceNow(_ signal: Signal<JSONSequence>, op: String) throws -> JSONSequence
  {
    guard let sequence = try signal.sequenceNow() else {
      throw RuntimeError(Message.sequenceNotReady(op))
    }
    return sequence
  }

  /// The sequence signal a `let`-bound sequence name stands for.
  static func boundSequence(slot: Int, env: Env) throws -> Signal<JSONSequence> {
    if case .sequence(let signal) = env.context.host.globals[slot] { return signal }
    return .just(.empty)
  }
}
