import SignalboxJSON

/// Notes printed once a session where an operator behaved as RAC's does and an RxJS user
/// would have expected otherwise (`H01x`): each names the RxJS spelling of what they meant.
extension Message {
  /// A bare time of 50 or more (`interval 1000`): seconds, as RAC's, not RxJS's ms.
  package static func bareSeconds(_ n: Double) -> DiagnosticMessage {
    let number = JSON.number(n).description
    return .init(.bareSeconds, "\(number) seconds? write \(number)ms for milliseconds")
  }
  package static func throttleKeptLast() -> DiagnosticMessage {
    .init(
      .throttleKeptLast,
      "throttle kept the last value of a burst (RAC); RxJS's throttleTime keeps the first "
        + "(RAC's throttle is RxJS's debounceTime)")
  }
  package static func delayDroppedValues() -> DiagnosticMessage {
    .init(
      .delayDroppedValues,
      "delay dropped the values still waiting when the error came (RAC sends an error at "
        + "once); to delay the error too: materialize | delay T | dematerialize")
  }
  package static func timeoutWholeSignal() -> DiagnosticMessage {
    .init(
      .timeoutWholeSignal,
      "timeout T bounds the whole signal (RAC): values do not restart it; RxJS's timeout "
        + "(each value within T) is timeout T, {each: true}")
  }
  package static func takeUntilIgnoredError() -> DiagnosticMessage {
    .init(
      .takeUntilIgnoredError,
      "takeUntil ignored its trigger's error (RAC); RxJS's takeUntil sends it on")
  }
  package static func finallyNotOnDispose() -> DiagnosticMessage {
    .init(
      .finallyNotOnDispose,
      "finally did not run: the pipeline was disposed before it ended (RAC runs it on "
        + "completed and error only); RxJS's finalize runs on disposal too: finalize EXPR")
  }
}

extension Message {
  // MARK: hints for other tools' spellings (notes under a parse error)

  static func arrowFunction() -> DiagnosticMessage {
    .init(
      .arrowFunction,
      "Signalbox has no arrow functions: an operator's expression sees the value as 'x' "
        + "(and scan's accumulator as 'acc'); write 'map x * 2' or 'scan 0, acc + x'")
  }
  static func subjectMethod() -> DiagnosticMessage {
    .init(
      .subjectMethod,
      "a subject is sent to by a statement: 'send s, 1' (RxJS's s.next(1), RxSwift's "
        + "s.onNext(1)), 'complete s', 'fail s, \"why\"'")
  }
  static func swiftClosure() -> DiagnosticMessage {
    .init(
      .swiftClosure,
      "Signalbox has no closures: the value is 'x'; write 'map x * 2' "
        + "(a block { … } is a pipeline: 'flattenMap { just x * 2 }')")
  }
  static func pythonLambda() -> DiagnosticMessage {
    .init(
      .pythonLambda,
      "Signalbox has no lambdas: an operator's expression sees the value as 'x'; "
        + "write 'map x * 2'")
  }
  static func blockIsAPipeline() -> DiagnosticMessage {
    .init(
      .blockIsAPipeline,
      "a block { … } is a pipeline, not an expression: write 'map x * 2', "
        + "or 'flattenMap { just x * 2 }' for a stream per value")
  }
  static func missingPipe(_ stage: String) -> DiagnosticMessage {
    .init(.missingPipe, "missing '|' before '\(stage)'")
  }
  static func stageOnNextLine() -> DiagnosticMessage {
    .init(
      .stageOnNextLine,
      "a line cannot start with '|': end the line before with '|' to continue its pipeline "
        + "on this one")
  }
}
