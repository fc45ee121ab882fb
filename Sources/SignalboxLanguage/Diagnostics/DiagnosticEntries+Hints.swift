import SignalboxJSON

/// The notes where RAC and RxJS differ (`H01x`).
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let hints: [DiagnosticEntry] = [
    .warning(
      .bareSeconds, text: "{number} seconds? write {number}ms for milliseconds",
      "A warning: a bare number is seconds (RAC's NSTimeInterval), and a time of 50 or "
        + "more is most likely RxJS's milliseconds. Write the unit: 300ms, 1.5s, 2m, 1h.",
      wrong: "timer 300",
      right: "timer 300ms"),
    .note(
      .throttleKeptLast,
      text: "throttle kept the last value of a burst (RAC); RxJS's throttleTime keeps the "
        + "first (RAC's throttle is RxJS's debounceTime)",
      "A note: RAC's throttle holds each value until T passes with no newer one, so a burst "
        + "leaves only its last value (RxJS calls this debounceTime). RxJS's throttle "
        + "(throttleTime) sends the first value of a window instead.",
      wrong: "interval 0.1 | take 5 | throttle 0.5",
      right: "interval 0.1 | take 5 | throttleTime 0.5"),
    .note(
      .delayDroppedValues,
      text: "delay dropped the values still waiting when the error came (RAC sends an error "
        + "at once); to delay the error too: materialize | delay T | dematerialize",
      "A note: RAC's delay sends an error at once, dropping the values still waiting. "
        + "Turn the events into values first to delay the error as well.",
      wrong: "marbles \"a-b-#\", 0.5 | delay 1",
      right: "marbles \"a-b-#\", 0.5 | materialize | delay 1 | dematerialize"),
    .note(
      .timeoutWholeSignal,
      text: "timeout T bounds the whole signal (RAC): values do not restart it; RxJS's "
        + "timeout (each value within T) is timeout T, {each: true}",
      "A note: RAC's timeout T fails when the whole signal has not ended within T; values "
        + "do not restart it. RxJS's timeout (each value within T of the one before) is "
        + "timeout T, {each: true}.",
      wrong: "interval 1 | timeout 2.5 | take 5",
      right: "interval 1 | timeout 2.5, {each: true} | take 5"),
    .note(
      .takeUntilIgnoredError,
      text: "takeUntil ignored its trigger's error (RAC); RxJS's takeUntil sends it on",
      "A note: RAC's takeUntil drops its trigger when the trigger fails and goes on with "
        + "the source; RxJS's sends the error on. To end on the error too, let the trigger "
        + "complete instead (catch { empty }).",
      wrong: "interval 1 | takeUntil { timer 1.5 | flattenMap { error \"x\" } } | take 3",
      right:
        "interval 1 | takeUntil { timer 1.5 | flattenMap { error \"x\" } | catch { empty } } "
        + "| take 3"),
    .note(
      .finallyNotOnDispose,
      text: "finally did not run: the pipeline was disposed before it ended (RAC runs it on "
        + "completed and error only); RxJS's finalize runs on disposal too: finalize EXPR",
      "A note: RAC's finally runs on completed and on error, not when the subscription is "
        + "disposed (a take further on, Ctrl-C). RxJS's finalize runs in every case.",
      wrong: "interval 1 | finally log(\"done\") | take 2",
      right: "interval 1 | finalize log(\"done\") | take 2"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let throttleKeptLast = Self("H010")
  package static let delayDroppedValues = Self("H011")
  package static let timeoutWholeSignal = Self("H012")
  package static let takeUntilIgnoredError = Self("H013")
  package static let finallyNotOnDispose = Self("H014")
  package static let bareSeconds = Self("H015")
}
