import SignalboxSession
import SignalboxTestSupport
import Testing

/// `:clock`'s replay is handed its output (a quiet `RunClock` seen through a `ReplayHost`)
/// instead of swapping the session's: silent while it runs, the session's afterwards.
@Suite struct ClockCommandTests {
  @Test func aBindingsErrorIsNotToldAgainByTheReplay() {
    let run = runSessionWithStatus("let v = 1 / 0\n:clock virtual\njust 1\n")
    #expect(run.out == ["0.000 next 1", "0.000 completed"])
    #expect(run.err.components(separatedBy: "[E002]").count - 1 == 2)
    #expect(run.status == 1)
  }

  @Test func aHotBindingMadeInTheReplayPrintsItsLaterLines() {
    let program = "let c = interval 1 | take 2 | doNext log(\"c\", x) | replay\n:clock virtual\nc\n"
    let run = runSession(program, virtual: false)
    #expect(
      run.out == [
        "1.000 log \"c\" 0", "1.000 next 0", "2.000 log \"c\" 1", "2.000 next 1",
        "2.000 completed",
      ])
    #expect(run.err == "")
  }

  @Test func whatTheReplayLogsIsNotPrinted() {
    let run = runSession("let w = log(3)\n:clock virtual\njust w\n")
    #expect(run.out == ["0.000 log 3", "0.000 next 3", "0.000 completed"])
  }
}
