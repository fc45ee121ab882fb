import SignalboxJSON

/// Notes printed once a session where an operator behaved as RAC's does and an RxJS user
/// would have expected otherwise (`H01x`): each names the RxJS spelling of what they meant.
/// Their texts are in `DiagnosticEntries+Hints.swift`.
extension Message {
  /// A bare time of 50 or more (`interval 1000`): seconds, as RAC's, not RxJS's ms.
  package static func bareSeconds(_ n: Double) -> DiagnosticMessage {
    filled(.bareSeconds, ["number": JSON.number(n).description])
  }
  package static func throttleKeptLast() -> DiagnosticMessage { filled(.throttleKeptLast) }
  package static func delayDroppedValues() -> DiagnosticMessage { filled(.delayDroppedValues) }
  package static func timeoutWholeSignal() -> DiagnosticMessage { filled(.timeoutWholeSignal) }
  package static func takeUntilIgnoredError() -> DiagnosticMessage {
    filled(.takeUntilIgnoredError)
  }
  package static func finallyNotOnDispose() -> DiagnosticMessage {
    filled(.finallyNotOnDispose)
  }
}

extension Message {
  // MARK: hints for other tools' spellings (notes under a parse error; `H00x`, their texts
  // in `DiagnosticEntries+Syntax.swift`)

  static func arrowFunction() -> DiagnosticMessage { filled(.arrowFunction) }
  static func subjectMethod() -> DiagnosticMessage { filled(.subjectMethod) }
  static func swiftClosure() -> DiagnosticMessage { filled(.swiftClosure) }
  static func pythonLambda() -> DiagnosticMessage { filled(.pythonLambda) }
  static func blockIsAPipeline() -> DiagnosticMessage { filled(.blockIsAPipeline) }
  static func missingPipe(_ stage: String) -> DiagnosticMessage {
    filled(.missingPipe, ["stage": stage])
  }
  static func stageOnNextLine() -> DiagnosticMessage { filled(.stageOnNextLine) }
}
