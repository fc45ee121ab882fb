import Signalbox
import SignalboxJSON

extension Message {
  /// An evaluation error inside an operator, as its error event says it (`map: division by zero`).
  static func inOperator(_ op: String, _ message: String) -> String { "\(op): \(message)" }
  /// The same, keeping the message's ID.
  static func inOperator(_ op: String, _ message: DiagnosticMessage) -> DiagnosticMessage {
    .init(message.id, inOperator(op, message.text))
  }

  // MARK: error events of sources and operators

  static func expectedArray(_ op: String, got v: JSON) -> DiagnosticMessage {
    .init(.expectedArray, "\(op): expected an array, got \(got(v))")
  }
  static func expectedPath() -> DiagnosticMessage {
    .init(.expectedPath, "file: expected a path string")
  }
  static func expectedStream(_ op: String, got v: JSON) -> DiagnosticMessage {
    .init(.expectedStream, "\(op): expected a stream, got \(got(v))")
  }
  static func sequenceOfSignals() -> DiagnosticMessage {
    .init(.sequenceOfSignals, "flatten: a sequence cannot flatten a signal (apply 'signal' first)")
  }
  static func timedOut() -> DiagnosticMessage { .init(.timedOut, "timed out") }
  static func nullResult() -> DiagnosticMessage { .init(.nullResult, "tryMap: null result") }
  static func expectedEvent(got v: JSON) -> DiagnosticMessage {
    .init(.expectedEvent, "dematerialize: expected an event object, got \(got(v))")
  }
  static func unknownEventKind(_ kind: String) -> DiagnosticMessage {
    .init(.unknownEventKind, "dematerialize: unknown event kind \"\(kind)\"")
  }
  static func marbleError() -> DiagnosticMessage { .init(.marbleError, "marble error") }
  static func expectedPipeline(_ op: String, got v: JSON) -> DiagnosticMessage {
    .init(.expectedPipeline, "\(op): expected a pipeline, got \(got(v))")
  }
  static func expectedNumbers(_ op: String) -> DiagnosticMessage {
    .init(.expectedNumbers, "\(op): expected numbers")
  }
  /// `which` is `A`, `B` or `STEP`.
  static func nanBound(_ op: String, _ which: String) -> DiagnosticMessage {
    .init(.nanBound, "\(op): the bounds and the step must be numbers, got \(which) = NaN")
  }
  /// `what` is `the start` or `the step`.
  static func infiniteBound(_ op: String, _ what: String) -> DiagnosticMessage {
    .init(.infiniteBound, "\(op): \(what) must be finite")
  }
  static func rangeStalled(_ op: String, step: Double, at v: Double) -> DiagnosticMessage {
    let step = JSONWriter.string(.number(step))
    let value = JSONWriter.string(.number(v))
    return .init(
      .rangeStalled,
      "\(op): the step \(step) is below the spacing of numbers at \(value): the range would "
        + "repeat \(value) forever"
    )
  }
  static func streamTooDeep(_ nesting: Int) -> DiagnosticMessage {
    .init(
      .streamTooDeep,
      "the stream would pass through more than \(Limits.stages) stages when subscribed (\(nesting))"
    )
  }
  static func expandTooDeep() -> DiagnosticMessage {
    .init(
      .expandTooDeep,
      "expand: a synchronous expansion of more than \(Limits.expandDepth) levels or values "
        + "waiting (the limit)")
  }
  static func collectTooBig(_ op: String) -> DiagnosticMessage {
    .init(
      .collectTooBig,
      "\(op): the values held would take more than \(Limits.collectBytes) bytes (the limit)")
  }
  static func badCount(_ op: String, got v: JSON) -> DiagnosticMessage {
    .init(.badCount, "\(op): the count must be a non-negative integer, got \(got(v))")
  }
  static func badPositiveCount(_ op: String, got v: JSON) -> DiagnosticMessage {
    .init(.badPositiveCount, "\(op): the count must be a positive integer, got \(got(v))")
  }
  /// `last` of a source that completed empty (RxJS's `EmptyError`).
  static func noElements(_ op: String) -> DiagnosticMessage {
    .init(.noElements, "\(op): no elements in sequence")
  }
  /// `single` of a source with a second (matching) value (RxJS's `SequenceError`).
  static func tooManyElements(_ op: String) -> DiagnosticMessage {
    .init(.tooManyElements, "\(op): too many matching values")
  }
  /// `single EXPR` of a source whose values all fail EXPR (RxJS's `NotFoundError`).
  static func noMatchingElements(_ op: String) -> DiagnosticMessage {
    .init(.noMatchingElements, "\(op): no matching values")
  }
  /// `bufferWhen`'s closing stream sent with no time passing (RxJS loops for ever).
  static func closesAtOnce(_ op: String) -> DiagnosticMessage {
    .init(.closesAtOnce, "\(op): the closing stream sent with no time passing")
  }
  /// An RxJS config object's value of the wrong kind (`what`: `a boolean`).
  static func badOption(_ op: String, _ key: String, _ what: String, got v: JSON)
    -> DiagnosticMessage
  {
    .init(.badOption, "\(op): the option '\(key)' must be \(what), got \(got(v))")
  }
  /// A computed time that breaks `rule` (one of the rules of `badTime`).
  static func badTimeAtRuntime(_ op: String, _ rule: String, got v: JSON) -> DiagnosticMessage {
    .init(.badTimeAtRuntime, "\(op): \(rule), got \(got(v))")
  }
  static func sequenceNotReady(_ op: String) -> DiagnosticMessage {
    .init(
      .sequenceNotReady, "\(op): the sequence is not available yet (its signal has not completed)")
  }
  static func predicateFailed() -> DiagnosticMessage {
    .init(.predicateFailed, "try: predicate failed")
  }

  // MARK: evaluation errors of expressions and functions

  static func cannotNegate(_ v: JSON) -> DiagnosticMessage {
    .init(.cannotNegate, "cannot negate \(got(v))")
  }
  static func divisionByZero() -> DiagnosticMessage { .init(.divisionByZero, "division by zero") }
  static func cannotAdd(_ a: JSON, _ b: JSON) -> DiagnosticMessage {
    .init(.cannotAdd, "cannot add \(got(a)) and \(got(b))")
  }
  static func cannotApply(_ op: String, _ a: JSON, _ b: JSON) -> DiagnosticMessage {
    .init(.cannotApply, "cannot apply '\(op)' to \(got(a)) and \(got(b))")
  }
  static func cannotCompare(_ a: JSON, _ b: JSON) -> DiagnosticMessage {
    .init(.cannotCompare, "cannot compare \(got(a)) with \(got(b))")
  }
  static func cannotReadField(_ name: String, of base: JSON) -> DiagnosticMessage {
    .init(.cannotReadField, "cannot read field '\(name)' of \(got(base))")
  }
  static func cannotIndex(_ base: JSON, with index: JSON) -> DiagnosticMessage {
    .init(.cannotIndex, "cannot index \(got(base)) with \(got(index))")
  }
  /// `what` is `a number`, `a string`.
  static func functionNeeds(_ name: String, _ what: String, got v: JSON) -> DiagnosticMessage {
    .init(.functionNeeds, "\(name)() needs \(what), got \(got(v))")
  }
  static func cannotParse(_ v: JSON) -> DiagnosticMessage {
    .init(.cannotParse, "num() cannot parse \(got(v))")
  }
  static func integralExponent() -> DiagnosticMessage {
    .init(.integralExponent, "pow() needs an integral exponent")
  }
  static func notAGroup() -> DiagnosticMessage {
    .init(.notAGroup, "key() needs a group from groupBy")
  }
}
