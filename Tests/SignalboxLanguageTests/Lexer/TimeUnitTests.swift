import SignalboxSession
import SignalboxTestSupport
import XCTest

/// `--time-unit ms` (`SessionOptions.timeUnit`) and `:units ms`: every number of the
/// program is in milliseconds, a bare time argument included, and event lines print
/// times in milliseconds (issue 38 item 3). On the virtual clock.
final class TimeUnitTests: XCTestCase {
  private func ms(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program) { $0.timeUnit = .ms }
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
  }

  func testBareTimesAreMillisecondsAndPrintSo() {
    XCTAssertEqual(ms("timer 300"), ["300 next 0", "300 completed"])
    XCTAssertEqual(
      ms("interval 100 | take 3"), ["100 next 0", "200 next 1", "300 next 2", "300 completed"])
    XCTAssertEqual(ms("interval(250) | take(1)"), ["250 next 0", "250 completed"], "a call")
    XCTAssertEqual(
      ms("marbles \"ab-|\", 100 | throttle 150"), ["250 next \"b\"", "300 completed"])
    XCTAssertEqual(ms("from [1] | delay 1500"), ["1500 next 1", "1500 completed"], "no H015")
    XCTAssertEqual(ms("timer 0.6"), ["1 next 0", "1 completed"], "rounded to a millisecond")
    XCTAssertEqual(
      ms("from [1, 2] | bufferTime 200"), ["0 next [1,2]", "0 completed"], "a period")
  }

  /// A number written with a unit means what it says, also as a value.
  func testUnitsAreConvertedToMilliseconds() {
    XCTAssertEqual(ms("timer 1.5s"), ["1500 next 0", "1500 completed"])
    XCTAssertEqual(ms("timer 300ms"), ["300 next 0", "300 completed"])
    XCTAssertEqual(ms("just 2s + 1"), ["0 next 2001", "0 completed"])
    XCTAssertEqual(ms("just 1m"), ["0 next 60000", "0 completed"])
  }

  /// Named and computed times, options objects, a marble frame and `sleep`.
  func testEveryTimeArgumentReadsMilliseconds() {
    XCTAssertEqual(ms("let d = 200\nfrom [1] | delay d"), ["200 next 1", "200 completed"])
    XCTAssertEqual(ms("let d = 1s\nfrom [1] | delay d / 4"), ["250 next 1", "250 completed"])
    XCTAssertEqual(
      ms("from [40] | flatMap { timer x, x }"), ["40 next 40", "40 completed"], "computed")
    XCTAssertEqual(
      ms("timerEvery 0, 400 | take 3 | timeout {each: 500}"),
      ["0 next 0", "400 next 1", "800 next 2", "800 completed"])
    XCTAssertEqual(
      ms("marbles \"#\" | retry {count: 1, delay: 300}"), ["300 error \"marble error\""])
    XCTAssertEqual(
      ms("marbles \"-1-2|\", 50"), ["50 next 1", "150 next 2", "200 completed"], "frame")
    XCTAssertEqual(
      ms("interval 100 | take 3 &\nsleep 250\ntimer 0"),
      [
        "[1] 100 next 0", "[1] 200 next 1", "0 next 0", "0 completed", "[1] 300 next 2",
        "[1] 300 completed",
      ])
  }

  func testTimestampAndTimeIntervalAreInMilliseconds() {
    XCTAssertEqual(
      ms("timer 250 | timestamp | map x.t"), ["250 next 250", "250 completed"])
    XCTAssertEqual(ms("timer 20 | map now()"), ["20 next 20", "20 completed"])
    XCTAssertEqual(
      ms("marbles \"-a\", 40 | timeInterval | map x.interval | take 1"),
      ["40 next 40", "40 completed"])
  }

  func testABadTimeIsStillCheckedInSeconds() {
    let (_, err) = runSession("interval 0") { $0.timeUnit = .ms }
    XCTAssertTrue(err.contains("interval"), err)
    let runtime = runSession("marbles \"a#\" | retry {delay: -1}") { $0.timeUnit = .ms }
    XCTAssertTrue(runtime.out.last?.contains("a time in milliseconds") ?? false, "\(runtime)")
  }

  /// `--format json`: `t` a whole number of milliseconds.
  func testJSONLinesCarryMilliseconds() {
    let (out, _) = runSession("timer 250", format: .json) { $0.timeUnit = .ms }
    XCTAssertEqual(
      out, ["{\"t\":250,\"kind\":\"next\",\"value\":0}", "{\"t\":250,\"kind\":\"completed\"}"])
  }

  /// A `:units` statement: the statements after it, compiled before it ran, read their
  /// numbers in its unit, and their lines print in it.
  func testUnitsStatementInAScript() {
    let (out, err) = runSession(
      "timer 1\n:units ms\ntimer 1\nlet d = 1s\ntimer d\n:units s\ntimer 1")
    XCTAssertEqual(err, "")
    XCTAssertEqual(
      out,
      [
        "1.000 next 0", "1.000 completed", "1 next 0", "1 completed", "1000 next 0",
        "1000 completed", "1.000 next 0", "1.000 completed",
      ])
    XCTAssertEqual(runSession(":units\n:units ms\n:units").out, ["s", "ms"])
    assertStderr(":units us", contains: "':units' takes s or ms [M001]")
  }
}
