import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage

/// RxJS 7 operators that had no spelling (OperatorTable+RxA), on the virtual clock: values,
/// empty, never, error, early disposal and each operator's own edges.
final class RxATests: XCTestCase {
  private func run(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
  }

  func testSingle() {
    XCTAssertEqual(
      run("marbles \"-a-|\", 1 | single"), ["3.000 next \"a\"", "3.000 completed"],
      "sent at completion")
    XCTAssertEqual(
      run("marbles \"-ab-|\", 1 | single"),
      ["2.000 error \"single: too many matching values\""], "at the second value")
    XCTAssertEqual(
      run("marbles \"-ab-c|\", 1 | single x == \"b\""), ["5.000 next \"b\"", "5.000 completed"])
    XCTAssertEqual(
      run("marbles \"-ab-c|\", 1 | single x == \"z\""),
      ["5.000 error \"single: no matching values\""])
    XCTAssertEqual(run("empty | single"), ["0.000 error \"single: no elements in sequence\""])
    XCTAssertEqual(run("marbles \"-a#\", 1 | single"), ["2.000 error \"marble error\""])
    XCTAssertEqual(run("never | single | take 0"), ["0.000 completed"])
    XCTAssertEqual(
      run("interval 1 | single x > 5 | takeUntil { timer 3.5 }"), ["3.500 completed"],
      "early disposal")
  }

  func testMinAndMax() {
    XCTAssertEqual(
      run("marbles \"-a-c-b-|\", 1 | max"), ["7.000 next \"c\"", "7.000 completed"])
    XCTAssertEqual(
      run("marbles \"-a-c-b-|\", 1 | min"), ["7.000 next \"a\"", "7.000 completed"])
    XCTAssertEqual(
      run("from [{\"a\": 3}, {\"a\": 1}, {\"a\": 2}] | max acc.a - x.a"),
      ["0.000 next {\"a\":3}", "0.000 completed"], "RxJS's comparer(acc, x)")
    XCTAssertEqual(run("empty | min"), ["0.000 completed"])
    XCTAssertEqual(run("marbles \"-a#\", 1 | max"), ["2.000 error \"marble error\""])
    XCTAssertEqual(run("never | max | take 0"), ["0.000 completed"])
    XCTAssertEqual(
      run("interval 1 | min | takeUntil { timer 2.5 }"), ["2.500 completed"], "early disposal")
  }
}
