import Signalbox
import SignalboxJSON

/// Error events (`R…`) and evaluation errors (`E…`): each fills its entry's text
/// (`DiagnosticEntries+Runtime.swift`, `+Evaluation`).
extension Message {
  /// An evaluation error inside an operator, as its error event says it (`map: division by zero`).
  static func inOperator(_ op: String, _ message: String) -> String { "\(op): \(message)" }
  /// The same, keeping the message's ID.
  static func inOperator(_ op: String, _ message: DiagnosticMessage) -> DiagnosticMessage {
    .init(message.id, inOperator(op, message.text), severity: message.severity)
  }

  // MARK: error events of sources and operators

  static func expectedArray(_ op: String, got v: JSON) -> DiagnosticMessage {
    filled(.expectedArray, ["op": op, "got": got(v)])
  }
  static func expectedPath() -> DiagnosticMessage { filled(.expectedPath) }
  static func expectedStream(_ op: String, got v: JSON) -> DiagnosticMessage {
    filled(.expectedStream, ["op": op, "got": got(v)])
  }
  static func sequenceOfSignals() -> DiagnosticMessage { filled(.sequenceOfSignals) }
  static func timedOut() -> DiagnosticMessage { filled(.timedOut) }
  static func nullResult() -> DiagnosticMessage { filled(.nullResult) }
  static func expectedEvent(got v: JSON) -> DiagnosticMessage {
    filled(.expectedEvent, ["got": got(v)])
  }
  static func unknownEventKind(_ kind: String) -> DiagnosticMessage {
    filled(.unknownEventKind, ["kind": kind])
  }
  static func marbleError() -> DiagnosticMessage { filled(.marbleError) }
  static func expectedPipeline(_ op: String, got v: JSON) -> DiagnosticMessage {
    filled(.expectedPipeline, ["op": op, "got": got(v)])
  }
  static func expectedNumbers(_ op: String) -> DiagnosticMessage {
    filled(.expectedNumbers, ["op": op])
  }
  /// `which` is `A`, `B` or `STEP`.
  static func nanBound(_ op: String, _ which: String) -> DiagnosticMessage {
    filled(.nanBound, ["op": op, "which": which])
  }
  /// `what` is `the start` or `the step`.
  static func infiniteBound(_ op: String, _ what: String) -> DiagnosticMessage {
    filled(.infiniteBound, ["op": op, "what": what])
  }
  static func rangeStalled(_ op: String, step: Double, at v: Double) -> DiagnosticMessage {
    filled(
      .rangeStalled,
      [
        "op": op, "step": JSONWriter.string(.number(step)),
        "value": JSONWriter.string(.number(v)),
      ])
  }
  static func streamTooDeep(_ nesting: Int) -> DiagnosticMessage {
    filled(.streamTooDeep, ["nesting": "\(nesting)"])
  }
  static func expandTooDeep() -> DiagnosticMessage { filled(.expandTooDeep) }
  static func collectTooBig(_ op: String) -> DiagnosticMessage {
    filled(.collectTooBig, ["op": op])
  }
  static func badCount(_ op: String, got v: JSON) -> DiagnosticMessage {
    filled(.badCount, ["op": op, "got": got(v)])
  }
  static func badPositiveCount(_ op: String, got v: JSON) -> DiagnosticMessage {
    filled(.badPositiveCount, ["op": op, "got": got(v)])
  }
  /// `last` of a source that completed empty (RxJS's `EmptyError`).
  static func noElements(_ op: String) -> DiagnosticMessage { filled(.noElements, ["op": op]) }
  /// `single` of a source with a second (matching) value (RxJS's `SequenceError`).
  static func tooManyElements(_ op: String) -> DiagnosticMessage {
    filled(.tooManyElements, ["op": op])
  }
  /// `single EXPR` of a source whose values all fail EXPR (RxJS's `NotFoundError`).
  static func noMatchingElements(_ op: String) -> DiagnosticMessage {
    filled(.noMatchingElements, ["op": op])
  }
  /// `bufferWhen`'s closing stream sent with no time passing (RxJS loops for ever).
  static func closesAtOnce(_ op: String) -> DiagnosticMessage {
    filled(.closesAtOnce, ["op": op])
  }
  /// An RxJS config object's value of the wrong kind (`what`: `a boolean`).
  static func badOption(_ op: String, _ key: String, _ what: String, got v: JSON)
    -> DiagnosticMessage
  {
    filled(.badOption, ["op": op, "key": key, "what": what, "got": got(v)])
  }
  /// A computed time that breaks `rule` (one of the rules of `badTime`).
  static func badTimeAtRuntime(_ op: String, _ rule: String, got v: JSON) -> DiagnosticMessage {
    filled(.badTimeAtRuntime, ["op": op, "rule": rule, "got": got(v)])
  }
  static func sequenceNotReady(_ op: String) -> DiagnosticMessage {
    filled(.sequenceNotReady, ["op": op])
  }
  static func predicateFailed() -> DiagnosticMessage { filled(.predicateFailed) }

  // MARK: evaluation errors of expressions and functions

  static func cannotNegate(_ v: JSON) -> DiagnosticMessage {
    filled(.cannotNegate, ["got": got(v)])
  }
  static func divisionByZero() -> DiagnosticMessage { filled(.divisionByZero) }
  static func cannotAdd(_ a: JSON, _ b: JSON) -> DiagnosticMessage {
    filled(.cannotAdd, ["a": got(a), "b": got(b)])
  }
  static func cannotApply(_ op: String, _ a: JSON, _ b: JSON) -> DiagnosticMessage {
    filled(.cannotApply, ["op": op, "a": got(a), "b": got(b)])
  }
  static func cannotCompare(_ a: JSON, _ b: JSON) -> DiagnosticMessage {
    filled(.cannotCompare, ["a": got(a), "b": got(b)])
  }
  static func cannotReadField(_ name: String, of base: JSON) -> DiagnosticMessage {
    filled(.cannotReadField, ["name": name, "base": got(base)])
  }
  static func cannotIndex(_ base: JSON, with index: JSON) -> DiagnosticMessage {
    filled(.cannotIndex, ["base": got(base), "index": got(index)])
  }
  /// `what` is `a number`, `a string`.
  static func functionNeeds(_ name: String, _ what: String, got v: JSON) -> DiagnosticMessage {
    filled(.functionNeeds, ["name": name, "what": what, "got": got(v)])
  }
  static func cannotParse(_ v: JSON) -> DiagnosticMessage {
    filled(.cannotParse, ["got": got(v)])
  }
  static func integralExponent() -> DiagnosticMessage { filled(.integralExponent) }
  static func notAGroup() -> DiagnosticMessage { filled(.notAGroup) }
}
