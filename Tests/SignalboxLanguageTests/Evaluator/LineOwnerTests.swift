import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// Whose line is it (SPEC §9): `log` and `trace` lines carry the prefix and the time base
/// of the subscription they run for — a job, a hot connection, a command execution — not
/// of the statement whose text defined them.
final class LineOwnerTests: XCTestCase {
  func testALetBoundPipelineSentIntoAJobsFlattenLogsAsThatJob() {
    let program = """
      let p = interval 1 | take 2 | doNext log("p", x)
      subject s
      s | flatten &
      sleep 5
      send s, p
      sleep 3
      """
    XCTAssertEqual(
      runSession(program).out,
      ["[1] 6.000 log \"p\" 0", "[1] 6.000 next 0", "[1] 7.000 log \"p\" 1", "[1] 7.000 next 1"])
  }

  func testConcatAndSwitchToLatestInAJobToo() {
    for op in ["flatten", "flatten 1", "switchToLatest"] {
      let program = """
        let p = timer 1, 9 | trace
        subject s
        s | \(op) &
        sleep 2
        send s, p
        sleep 2
        """
      XCTAssertEqual(
        runSession(program).out,
        [
          "[1] 2.000 trace timer subscribed", "[1] 3.000 trace timer next 9", "[1] 3.000 next 9",
          "[1] 3.000 trace timer completed", "[1] 3.000 trace timer disposed",
        ], op)
    }
  }

  func testAConnectionIsTimedFromItsOwnSubscription() {
    let program = """
      let p = never | initially log("subscribed") | publish
      sleep 1
      connect p
      """
    XCTAssertEqual(runSession(program).out, ["0.000 log \"subscribed\""])
  }

  func testAConnectionInsideAJobHasNoPrefixButItsSubscribersDo() {
    let program = """
      timer 1, 5 | doNext log("source", x) | replay | doNext log("after", x) &
      """
    XCTAssertEqual(
      runSession(program).out,
      [
        "1.000 log \"source\" 5", "[1] 1.000 log \"after\" 5", "[1] 1.000 next 5",
        "[1] 1.000 completed",
      ])
  }

  func testReplayLazilyAndAutoconnectConnectAtTheirFirstSubscriber() {
    let lazily = """
      let r = timer 1, 3 | doNext log("r", x) | replayLazily
      sleep 2
      r
      """
    XCTAssertEqual(
      runSession(lazily).out, ["1.000 log \"r\" 3", "1.000 next 3", "1.000 completed"])
    let auto = """
      let a = timer 1, 4 | initially log("connected") | publish | autoconnect
      sleep 2
      a &
      sleep 2
      """
    XCTAssertEqual(
      runSession(auto).out, ["0.000 log \"connected\"", "[1] 1.000 next 4", "[1] 1.000 completed"])
  }

  func testACommandExecutionIsTimedFromItsOwnSubscription() {
    let program = """
      command c = { timer 1, x | doNext log("c", x) }
      sleep 2
      execute c, 7
      sleep 3
      """
    XCTAssertEqual(runSession(program).out, ["1.000 log \"c\" 7"])
  }

  func testASubjectDeliversToEachSubscriberAsItsOwner() {
    let program = """
      subject s
      s | doNext log("one", x) &
      s | doNext log("two", x) &
      sleep 1
      send s, 1
      """
    XCTAssertEqual(
      runSession(program).out,
      [
        "[1] 1.000 log \"one\" 1", "[1] 1.000 next 1", "[2] 1.000 log \"two\" 1",
        "[2] 1.000 next 1",
      ])
  }
}

/// `:clock virtual` / `:clock real` in a script switch the clock for the statements after
/// it, as at the prompt.
final class ScriptClockTests: XCTestCase {
  func testClockVirtualInAScriptRunsTheRestOnTheVirtualClock() {
    // On the wall clock this would wait two seconds and print 2.00x.
    XCTAssertEqual(
      runSession(":clock virtual\ntimer 2", virtual: false).out,
      ["2.000 next 0", "2.000 completed"])
  }

  func testClockRealInAScriptStartsAFreshWallClock() {
    // The virtual clock stood at 5; the fresh wall clock starts near 0.
    XCTAssertEqual(
      runSession("sleep 5\njust now() < 5\n:clock real\njust now() < 5").out,
      ["0.000 next false", "0.000 completed", "0.000 next true", "0.000 completed"])
  }

  func testBindingsAreMadeAgainOnTheNewClockAndJobsOfTheOldOneEnd() {
    let result = runSession("let p = timer 1, 8\ninterval 1 &\n:clock virtual\np", virtual: false)
    XCTAssertEqual(result.out, ["1.000 next 8", "1.000 completed"])
    XCTAssertTrue(
      result.err.contains("warning: job [1] disposed: the clock changed [S002]"), result.err)
  }

  func testClockNamesEveryJobItDisposes() {
    let result = runSession(
      "interval 1 &\ntimer 9, 1 &\n:clock real\njust 1\n:clock virtual\njust 2")
    XCTAssertEqual(
      result.out, ["0.000 next 1", "0.000 completed", "0.000 next 2", "0.000 completed"])
    XCTAssertEqual(
      result.err,
      "warning: job [1] disposed: the clock changed [S002]\nwarning: job [2] disposed: the clock "
        + "changed [S002]\n",
      "each job once, the second :clock having none")
  }
}
