import SignalboxLanguage
import SignalboxTestSupport
import Testing

/// Every time that repeats (a period) is at least `Limits.shortestPeriod`, literal or
/// computed, in every operator that has one; one-shot waits may be any non-negative time
/// (docs/language.md, "Limits and failures"). All on the virtual clock: a period of 1e-300
/// would otherwise never let it reach the horizon.
@Suite struct ShortestPeriodTests {
  static let rule = "the period must be at least 0.001 seconds"
  static let source = "marbles \"ab|\", 0.01 | "

  /// Each operator with a period, its stage written with the period `P`.
  static let periodic: [(name: String, stage: String)] = [
    ("interval", "interval P | take 2"),
    ("timerEvery", "timerEvery 0, P | take 2"),
    ("sampleTime", source + "sampleTime P"),
    ("bufferTime", source + "bufferTime P"),
    ("bufferTime", source + "bufferTime 1, P"),
    ("windowTime", source + "windowTime P | mergeAll"),
    ("windowTime", source + "windowTime 1, P | mergeAll"),
    ("bufferWithTime", source + "bufferWithTime P"),
    ("marbles", "marbles \"ab|\", P"),
  ]

  @Test(arguments: periodic.indices)
  func aLiteralPeriodUnderTheShortestIsACompileError(_ i: Int) {
    let (name, stage) = Self.periodic[i]
    for period in ["1e-300", "5e-324", "0.0009"] {
      let (out, err) = runSession(stage.replacingOccurrences(of: "P", with: period))
      #expect(out.isEmpty, "\(stage) \(period)")
      #expect(err.contains("'\(name)': \(Self.rule) [C007]"), "\(stage) \(period): \(err)")
    }
  }

  @Test(arguments: periodic.indices)
  func aComputedPeriodUnderTheShortestIsAnErrorEvent(_ i: Int) {
    let (name, stage) = Self.periodic[i]
    guard name != "marbles" else { return }  // its frame must be a literal
    let (out, err) = runSession(stage.replacingOccurrences(of: "P", with: "(5e-324 + 0)"))
    #expect(
      out.last == "0.000 error \"\(name): \(Self.rule), got number 5e-324\"",
      "\(stage): \(out)")
    #expect(err.contains("[R017]"), "\(stage): \(err)")
  }

  @Test(arguments: periodic.indices)
  func theShortestPeriodItselfRunsAndEnds(_ i: Int) {
    let (_, stage) = Self.periodic[i]
    let (out, err) = runSession(stage.replacingOccurrences(of: "P", with: "0.001"))
    #expect(err.isEmpty, "\(stage): \(err)")
    #expect(out.last?.hasSuffix(" completed") == true, "\(stage): \(out)")
  }

  @Test func oneShotWaitsMayBeZeroOrShorterThanAPeriod() {
    let ends = [
      "delay": " completed", "debounce": " completed", "throttle": " completed",
      "auditTime": " completed", "timeout": " error \"timed out\"",
    ]
    for (stage, end) in ends {
      for t in ["0", "0.0001", "(5e-324 + 0)"] {
        let (out, err) = runSession("marbles \"ab|\", 0.01 | \(stage) \(t)")
        #expect(err.isEmpty, "\(stage) \(t): \(err)")
        #expect(out.last?.hasSuffix(end) == true, "\(stage) \(t): \(out)")
      }
    }
    let (out, err) = runSession("timer 1e-300")
    #expect(err.isEmpty && out == ["0.000 next 0", "0.000 completed"], "\(out) \(err)")
  }
}
