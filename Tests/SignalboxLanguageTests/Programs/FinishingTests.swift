import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// Issue 14, part 4: no hang the program text does not ask for. Each reproducer ends with a
/// clear error or completes (docs/language.md, "Programs that cannot finish").
final class FinishingTests: XCTestCase {
  func testRangeWithANaNBound() {
    XCTAssertEqual(
      runSession("range sqrt(-1), 5").out,
      ["0.000 error \"range: the bounds and the step must be numbers, got A = NaN\""])
    XCTAssertEqual(
      runSession("range 1, sqrt(-1)").out,
      ["0.000 error \"range: the bounds and the step must be numbers, got B = NaN\""])
    XCTAssertEqual(
      runSession("range 1, 5, sqrt(-1)").out,
      ["0.000 error \"range: the bounds and the step must be numbers, got STEP = NaN\""])
  }

  func testRangeWithAnInfiniteStartOrStep() {
    XCTAssertEqual(
      runSession("range 0 - 1e400, 5").out, ["0.000 error \"range: the start must be finite\""])
    XCTAssertEqual(
      runSession("range 1, 5, 1e400 * 1").out, ["0.000 error \"range: the step must be finite\""])
  }

  func testRangeWithAStepBelowTheSpacingOfDoubles() {
    XCTAssertEqual(
      runSession("range 1, 5, 1e-300").out,
      [
        "0.000 next 1",
        "0.000 error \"range: the step 1e-300 is below the spacing of numbers at 1: the range "
          + "would repeat 1 forever\"",
      ])
    XCTAssertEqual(
      runSession("range 1e16, 1e17").out,
      [
        "0.000 next 10000000000000000",
        "0.000 error \"range: the step 1 is below the spacing of numbers at 10000000000000000: "
          + "the range would repeat 10000000000000000 forever\"",
      ])
  }

  func testAnEndlessRangeStillWorksLazily() {
    // (`range 1, 1e400 | take 2` prints the same but then counts on to 2^53 before it
    // stops: a synchronous source does not see `take` dispose it — an engine matter.)
    XCTAssertEqual(
      runSession("seq range 1, 1e400 | take 2").out,
      ["0.000 next 1", "0.000 next 2", "0.000 completed"])
  }

  func testSeqRangeAndRangeAgreeOnTheSameBounds() {
    let bounds = [
      "1, 5", "5, 1", "5, 1, 0 - 1", "0, 1, 0.25", "1, 5, 1e-300", "sqrt(-1), 5", "1, sqrt(-1)",
      "0 - 1e400, 1",
      "1, 1e400 * 1, 1e400", "1e16, 1e17", "0.1, 0.3, 0.1",
    ]
    for b in bounds {
      let signal = runSession("range \(b)").out.map {
        $0.replacingOccurrences(of: "\"range:", with: "\"OP:")
      }
      let sequence = runSession("seq range \(b)").out.map {
        $0.replacingOccurrences(of: "\"seq:", with: "\"OP:")
      }
      XCTAssertEqual(signal, sequence, b)
      XCTAssertTrue(signal.last == "0.000 completed" || signal.last?.contains("error") == true, b)
    }
  }

  func testIntervalBelowTheClocksResolution() {
    assertStderr(
      "interval 1e-300",
      contains: "t.sbx:1:10: error: 'interval': the period must be at least 0.001 seconds")
    XCTAssertEqual(
      runSession("let p = 1e-300\ninterval p").out,
      ["0.000 error \"interval: the period must be at least 0.001 seconds, got number 1e-300\""])
    XCTAssertEqual(
      runSession("interval 0.001 | take 2").out,
      ["0.001 next 0", "0.002 next 1", "0.002 completed"])
  }

  func testSleepAndAdvancePastTheHorizonStopThere() {
    let sleeping = runSession("interval 1 &\nsleep 1e300\njust t")
    XCTAssertTrue(
      sleeping.err.contains("warning: the virtual clock stops at the horizon (3600.000 s)"),
      sleeping.err)
    XCTAssertEqual(sleeping.out.count, 3600 + 2)
    XCTAssertEqual(
      sleeping.out.suffix(3), ["[1] 3600.000 next 3599", "0.000 next 0", "0.000 completed"])
    let advancing = runSession("interval 1 &\n:advance 1e300\njust now()")
    XCTAssertTrue(
      advancing.err.contains("warning: the virtual clock stops at the horizon (3600.000 s)"),
      advancing.err)
    XCTAssertEqual(advancing.out.suffix(2), ["0.000 next 3600", "0.000 completed"])
    assertStderr("sleep 1e400\njust 1", contains: "stops at the horizon")
  }

  func testAdvanceRejectsWhatIsNotATime() {
    for argument in ["nan", "inf", "-1", "1e400"] {
      XCTAssertTrue(
        runSession(":advance \(argument)").err.contains("':advance' takes a number of seconds"),
        argument)
    }
  }
}
