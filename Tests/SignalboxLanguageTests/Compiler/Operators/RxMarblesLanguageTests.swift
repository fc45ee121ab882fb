import SignalboxTestSupport
import XCTest

/// RxJS TestScheduler's marble notation in `marbles`, `cold` and `hot` (issue 38 item 4):
/// one test per feature, on the virtual clock. A string that would mean `^`, `!` or a time
/// progression under RxJS never sends those characters as values.
final class RxMarblesLanguageTests: OperatorLanguageTestCase {
  func testSpecMarblesKeepTheirMeaning() {
    assertRuns([
      Run("marbles \"-1-2-|\"", ["0.100 next 1", "0.300 next 2", "0.500 completed"]),
      Run(
        "marbles \"-a-(bc)-|\"",
        ["0.100 next \"a\"", "0.300 next \"b\"", "0.300 next \"c\"", "0.500 completed"],
        "a group takes one frame (SPEC §5)"),
    ])
  }

  func testTimeProgression() {
    assertRuns([
      Run("marbles \"-a 100ms b|\"", ["0.100 next \"a\"", "0.300 next \"b\"", "0.400 completed"]),
      Run("cold \"a 1s b|\"", ["0.000 next \"a\"", "1.100 next \"b\"", "1.200 completed"]),
    ])
  }

  func testHotMissesTheFramesBeforeTheSubscriptionPoint() {
    XCTAssertEqual(
      run("hot \"-x-^-a-b|\""), ["0.200 next \"a\"", "0.400 next \"b\"", "0.500 completed"])
  }

  func testHotIsSharedALateSubscriberMissesWhatWasSent() {
    XCTAssertEqual(
      run("let h = hot \"^-a-b|\"\nh &\nsleep 0.25\nh"),
      [
        "[1] 0.200 next \"a\"", "[1] 0.400 next \"b\"", "0.150 next \"b\"",
        "[1] 0.500 completed", "0.250 completed",
      ])
  }

  func testValuesMapAndErrorValue() {
    assertRuns([
      Run(
        "marbles \"-a-b|\", {a: 1, b: {k: 2}}",
        ["0.100 next 1", "0.300 next {\"k\":2}", "0.400 completed"]),
      Run("cold \"-a-#\", {a: 1}, \"oops\"", ["0.100 next 1", "0.300 error \"oops\""]),
      Run(
        "marbles \"a-#\", {}, \"e\", 1", ["0.000 next \"a\"", "2.000 error \"e\""],
        "frame after the error value"),
      Run("marbles \"a-#\"", ["0.000 next \"a\"", "0.200 error \"marble error\""]),
    ])
  }

  func testMarkersWhereTheyCannotStandAreErrors() {
    for (program, words) in [
      ("marbles \"--^-a-b|\"", "'marbles' is cold: it has no subscription point '^'"),
      ("cold \"^-a|\"", "'cold' is cold"),
      ("hot \"^-a-!\"", "'!' marks an unsubscription"),
      ("hot \"^-^-a\"", "at most one '^' and one '!'"),
    ] {
      let err = fails(program)
      XCTAssertTrue(err.contains(words), err)
      XCTAssertTrue(err.contains("[C046]"), err)
    }
  }
}
