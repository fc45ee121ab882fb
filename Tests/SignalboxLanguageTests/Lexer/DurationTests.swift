import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage

/// Durations with units (`300ms`, `1.5s`, `2m`, `1h`) wherever a time goes, a bare number
/// of seconds as before, and the warning for a bare time that reads as RxJS's
/// milliseconds (H015, issue 38 item 3).
final class DurationTests: OperatorLanguageTestCase {
  func testUnitsAreSecondsOnTheTimeline() {
    XCTAssertEqual(run("timer 300ms"), ["0.300 next 0", "0.300 completed"])
    XCTAssertEqual(
      run("interval 100ms | take 3"),
      ["0.100 next 0", "0.200 next 1", "0.300 next 2", "0.300 completed"])
    XCTAssertEqual(run("timer 1.5s, \"x\""), ["1.500 next \"x\"", "1.500 completed"])
    XCTAssertEqual(run("timer 2m"), ["120.000 next 0", "120.000 completed"])
    XCTAssertEqual(run("just 1h"), ["0.000 next 3600", "0.000 completed"], "a number")
    XCTAssertEqual(
      run("interval(250ms) | take(2)"),
      ["0.250 next 0", "0.500 next 1", "0.500 completed"], "in a call")
  }

  func testUnitsInOptionsAndComputedTimes() {
    XCTAssertEqual(
      run("timerEvery 0, 400ms | take 3 | timeout 500ms, {each: true}"),
      ["0.000 next 0", "0.400 next 1", "0.800 next 2", "0.800 completed"])
    XCTAssertEqual(
      run("let d = 200ms\nfrom [1] | delay d"), ["0.200 next 1", "0.200 completed"])
  }

  /// Letters after a number that are no unit stay a word of their own.
  func testOtherLettersAreNoUnit() {
    XCTAssertTrue(fails("just 2x").contains("found 'x'"))
    XCTAssertTrue(fails("just 2msx").contains("found 'msx'"))
  }

  /// A bare time of 50 or more warns once a program, at the first; a unit or less than
  /// 50 does not; the program still runs in seconds.
  func testABareTimeOfFiftyOrMoreWarnsOnce() {
    let (out, err) = runSession("from [1] | delay 500 | delay 600")
    XCTAssertEqual(out, ["1100.000 next 1", "1100.000 completed"])
    XCTAssertTrue(err.contains("500 seconds? write 500ms for milliseconds [H015]"), err)
    XCTAssertEqual(err.components(separatedBy: "[H015]").count, 2, err)
    for quiet in ["timer 60s", "timer 49", "timer 500ms", "just 500 | take 1"] {
      XCTAssertEqual(runSession(quiet).err, "", quiet)
    }
  }

  /// `:advance` and `--horizon` read a duration the same way.
  func testSecondsReadsADurationOrABareNumber() {
    XCTAssertEqual(Lexer.seconds("1.5"), 1.5)
    XCTAssertEqual(Lexer.seconds("300ms"), 0.3)
    XCTAssertEqual(Lexer.seconds("2m"), 120)
    XCTAssertEqual(Lexer.seconds("1h"), 3600)
    XCTAssertNil(Lexer.seconds("ms"))
    XCTAssertNil(Lexer.seconds("3 days"))
  }
}
