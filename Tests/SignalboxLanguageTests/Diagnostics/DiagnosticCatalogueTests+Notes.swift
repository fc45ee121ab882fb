import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Samples of `DiagnosticCatalogueTests`: the notes on RAC/RxJS differences (`H010`–`H014`).
extension DiagnosticCatalogueTests {
  /// A message of `id` with sample arguments, and the text it must have; nil for an ID of
  /// another file.
  func sampleNotes(_ id: ID) -> (DiagnosticMessage, String)? {
    switch id {
    case .throttleKeptLast:
      return (
        Message.throttleKeptLast(),
        "throttle kept the last value of a burst (RAC); RxJS's throttleTime keeps the first "
          + "(RAC's throttle is RxJS's debounceTime)"
      )
    case .delayDroppedValues:
      return (
        Message.delayDroppedValues(),
        "delay dropped the values still waiting when the error came (RAC sends an error at "
          + "once); to delay the error too: materialize | delay T | dematerialize"
      )
    case .timeoutWholeSignal:
      return (
        Message.timeoutWholeSignal(),
        "timeout T bounds the whole signal (RAC): values do not restart it; RxJS's timeout "
          + "(each value within T) is timeout T, {each: true}"
      )
    case .takeUntilIgnoredError:
      return (
        Message.takeUntilIgnoredError(),
        "takeUntil ignored its trigger's error (RAC); RxJS's takeUntil sends it on"
      )
    case .finallyNotOnDispose:
      return (
        Message.finallyNotOnDispose(),
        "finally did not run: the pipeline was disposed before it ended (RAC runs it on "
          + "completed and error only); RxJS's finalize runs on disposal too: finalize EXPR"
      )
    case .bareSeconds:
      return (Message.bareSeconds(300), "300 seconds? write 300ms for milliseconds")
    default: return nil
    }
  }
}
