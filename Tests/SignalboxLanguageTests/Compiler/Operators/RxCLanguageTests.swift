import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage

/// RxJS 7 operators of issue 28's third list (OperatorTable+RxC) through the language, on
/// the virtual clock: values, empty, never, error, early disposal and each one's own edges.
final class RxCLanguageTests: XCTestCase {
  private func run(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
  }

  func testSequenceEqual() {
    XCTAssertEqual(
      run("marbles \"-a-b|\", 1 | sequenceEqual { marbles \"--a-b|\", 1 }"),
      ["5.000 next true", "5.000 completed"], "values")
    XCTAssertEqual(
      run("marbles \"-a-c|\", 1 | sequenceEqual { marbles \"--a-b|\", 1 }"),
      ["4.000 next false", "4.000 completed"], "a pair differs")
    XCTAssertEqual(
      run("marbles \"-a-b-|\", 1 | sequenceEqual { marbles \"-a|\", 1 }"),
      ["3.000 next false", "3.000 completed"], "a value after the other side ended")
    XCTAssertEqual(
      run("empty | sequenceEqual { empty }"),
      ["0.000 next true", "0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | sequenceEqual { just 1 } | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("marbles \"-a#\", 1 | sequenceEqual { marbles \"-a-b|\", 1 }"),
      ["2.000 error \"marble error\""], "error")
    XCTAssertEqual(
      run("interval 1 | sequenceEqual { interval 1 } | takeUntil { timer 3.5 }"),
      ["3.500 completed"], "early disposal")
    XCTAssertEqual(
      run(
        "marbles \"-a-b|\", 1 | sequenceEqual { marbles \"-A-B|\", 1 }, acc == ascii_downcase(x)"),
      ["4.000 next true", "4.000 completed"], "a comparer: acc the source's value, x the stream's")
  }

  func testPartition() {
    XCTAssertEqual(
      run("from [1, 2, 3, 4] | partition x % 2 == 1 | concatAll"),
      ["0.000 next 1", "0.000 next 3", "0.000 next 2", "0.000 next 4", "0.000 completed"],
      "values: passing, then failing")
    XCTAssertEqual(
      run("marbles \"abc|\", 1 | partition i == 1 | skip 1 | flatten"),
      ["0.000 next \"a\"", "2.000 next \"c\"", "3.000 completed"], "the second half; i counts")
    XCTAssertEqual(
      run("empty | partition x > 1 | flattenMap { h -> h | collect }"),
      ["0.000 next []", "0.000 next []", "0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | partition true | count"),
      ["0.000 next 2", "0.000 completed"], "never: the two signals are sent at once")
    XCTAssertEqual(
      run("marbles \"-1-2#\", 1 | partition x > 1 | concatAll"),
      ["3.000 next 2", "4.000 error \"marble error\""], "error")
    XCTAssertEqual(
      run("interval 1 | partition x % 2 == 0 | take 1 | flatten | takeUntil { timer 3.5 }"),
      ["1.000 next 0", "3.000 next 2", "3.500 completed"], "early disposal")
  }

  func testTimeInterval() {
    XCTAssertEqual(
      run("marbles \"-a--b-c|\", 1 | timeInterval"),
      [
        "1.000 next {\"value\":\"a\",\"interval\":1}",
        "4.000 next {\"value\":\"b\",\"interval\":3}",
        "6.000 next {\"value\":\"c\",\"interval\":2}", "7.000 completed",
      ], "values")
    XCTAssertEqual(
      run("empty | timeInterval"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | timeInterval | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("marbles \"-a#\", 1 | timeInterval"),
      ["1.000 next {\"value\":\"a\",\"interval\":1}", "2.000 error \"marble error\""], "error")
    XCTAssertEqual(
      run("interval 1 | timeInterval | takeUntil { timer 2.5 }"),
      [
        "1.000 next {\"value\":0,\"interval\":1}", "2.000 next {\"value\":1,\"interval\":1}",
        "2.500 completed",
      ], "early disposal")
  }

  func testTimeoutWith() {
    XCTAssertEqual(
      run("marbles \"-a--b---c|\", 1 | timeoutWith 2.5, { marbles \"x-y|\", 1 }"),
      ["1.000 next \"a\"", "3.500 next \"x\"", "5.500 next \"y\"", "6.500 completed"], "values")
    XCTAssertEqual(
      run("empty | timeoutWith 1, { just \"x\" }"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | timeoutWith 1, { just \"x\" }"),
      ["1.000 next \"x\"", "1.000 completed"], "never: the first value is late")
    XCTAssertEqual(
      run("marbles \"-a#\", 1 | timeoutWith 5, { just \"x\" }"),
      ["1.000 next \"a\"", "2.000 error \"marble error\""], "error")
    XCTAssertEqual(
      run("marbles \"-a-----b|\", 1 | timeoutWith 2, { never } | takeUntil { timer 5 }"),
      ["1.000 next \"a\"", "5.000 completed"], "early disposal")
  }

  func testExpand() {
    XCTAssertEqual(
      run("just 1 | expand { timer 1, x * 2 | filter x <= 8 }"),
      ["0.000 next 1", "1.000 next 2", "2.000 next 4", "3.000 next 8", "4.000 completed"], "values")
    XCTAssertEqual(
      run("from [1, 2] | expand { timer 1, x * 10 | filter x < 100 }, 1"),
      ["0.000 next 1", "1.000 next 2", "2.000 next 10", "3.000 next 20", "4.000 completed"],
      "one at a time: 2 waits")
    XCTAssertEqual(
      run("empty | expand { just 1 }"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | expand { just 1 } | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("marbles \"a-#\", 1 | expand { timer 1, x + \"!\" | filter false }"),
      ["0.000 next \"a\"", "2.000 error \"marble error\""], "error")
    XCTAssertEqual(
      run("interval 1 | expand { empty } | takeUntil { timer 2.5 }"),
      ["1.000 next 0", "2.000 next 1", "2.500 completed"], "early disposal")
    XCTAssertEqual(
      run("just 1 | expand { just x + 1 } | take 3"),
      ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"], "synchronous, taken")
  }

  func testMergeScan() {
    XCTAssertEqual(
      run("marbles \"-a-b|\", 1 | mergeScan { timer 0.5, acc + x }, \"\""),
      ["1.500 next \"a\"", "3.500 next \"ab\"", "4.000 completed"], "values")
    XCTAssertEqual(
      run("from [1, 2, 3] | mergeScan { timer 1, acc + x }, 0, 1"),
      ["1.000 next 1", "2.000 next 3", "3.000 next 6", "3.000 completed"],
      "one at a time: acc read at subscription")
    XCTAssertEqual(
      run("from [1, 2, 3] | mergeScan { timer 1, acc + x }, 0"),
      ["1.000 next 1", "1.000 next 2", "1.000 next 3", "1.000 completed"],
      "all at once: each sees the seed")
    XCTAssertEqual(
      run("empty | mergeScan { just acc + x }, 0"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | mergeScan { just acc + x }, 0 | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("marbles \"12#\", 1 | mergeScan { just acc + x }, 0"),
      ["0.000 next 1", "1.000 next 3", "2.000 error \"marble error\""], "error")
    XCTAssertEqual(
      run("interval 1 | mergeScan { just acc + x }, 0 | takeUntil { timer 3.5 }"),
      ["1.000 next 0", "2.000 next 1", "3.000 next 3", "3.500 completed"], "early disposal")
  }

  func testSwitchScan() {
    XCTAssertEqual(
      run("marbles \"-a-b--|\", 1 | switchScan { v -> interval 0.8 | take 2 | map acc + v }, \"\""),
      [
        "1.800 next \"a\"", "2.600 next \"a\"", "3.800 next \"ab\"", "4.600 next \"ab\"",
        "6.000 completed",
      ], "values")
    XCTAssertEqual(
      run("empty | switchScan { just acc + x }, 0"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | switchScan { just acc + x }, 0 | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("marbles \"12#\", 1 | switchScan { just acc + x }, 0"),
      ["0.000 next 1", "1.000 next 3", "2.000 error \"marble error\""], "error")
    XCTAssertEqual(
      run("interval 1 | switchScan { just acc + x }, 0 | takeUntil { timer 3.5 }"),
      ["1.000 next 0", "2.000 next 1", "3.000 next 3", "3.500 completed"], "early disposal")
  }
}
