import SignalboxLanguage
import SignalboxTestSupport
import Testing

@testable import SignalboxSession

/// `:units s|ms` as typed at the prompt (each entry compiled after the one before ran) and
/// in a script: bare times, `:advance`, `:jobs` and `:pending` in the unit chosen.
@Suite struct UnitsCommandTests {
  /// Entries one at a time, as the REPL sends them, on the virtual clock.
  private func prompt(_ entries: [String]) -> (out: [String], err: String) {
    let (session, output) = makeSession { $0.labelWork = true }
    for entry in entries { session.runInteractive(SourceFile(name: "<repl>", text: entry)) }
    return (output.stdout, output.stderr)
  }

  @Test func atThePromptBareTimesAndAdvanceAreMilliseconds() {
    let (out, err) = prompt([
      ":units ms", "interval 100 | take 3 &", ":advance 150", ":jobs", ":pending",
      ":advance 1s", ":units", ":units s", "timer 0.25",
    ])
    #expect(err == "")
    #expect(
      out == [
        "[1] 100 next 0", "[1] running for 150 ms: interval 100 | take 3 &",
        "[1] 200 interval (stage 1) sends next value", "[1] 200 next 1", "[1] 300 next 2",
        "[1] 300 completed", "ms", "0.250 next 0", "0.250 completed",
      ])
  }

  @Test func aJobStartedInSecondsPrintsInTheUnitOfTheMoment() {
    let (out, _) = prompt(["timer 2, \"x\" &", ":units ms", ":advance 2000"])
    #expect(out == ["[1] 2000 next \"x\"", "[1] 2000 completed"])
  }

  @Test func aWrongUnitIsAWarningUnderTheArgument() {
    let (out, err) = prompt([":units us", ":units"])
    #expect(out == ["s"])
    #expect(err.contains("':units' takes s or ms [M001]"), "\(err)")
  }

  /// `--time-unit ms` is the session option; `:units s` goes back to seconds.
  @Test func theOptionAndTheCommandAgree() {
    let (out, err) = runSession("timer 500\n:units s\ntimer 0.5") { $0.timeUnit = .ms }
    #expect(err == "")
    #expect(out == ["500 next 0", "500 completed", "0.500 next 0", "0.500 completed"])
  }
}
