import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of the stages that change each value or add values (`startWith`, `scan`,
/// `pairwise`, `defaultIfEmpty`, `endWith` …), run through a session on the virtual clock with the
/// exact lines they print: values, empty, never, error, early disposal and each one's own edges.
final class TransformingLanguageTests: OperatorLanguageTestCase {
  func testDefaultIfEmpty() {
    XCTAssertEqual(
      run("empty | defaultIfEmpty \"none\""), ["0.000 next \"none\"", "0.000 completed"])
    XCTAssertEqual(run("from [1] | defaultIfEmpty \"none\""), ["0.000 next 1", "0.000 completed"])
    XCTAssertEqual(
      run("timer 2 | ignoreValues | defaultIfEmpty now()"), ["2.000 next 2", "2.000 completed"],
      "evaluated at completion")
    XCTAssertEqual(run("error \"boom\" | defaultIfEmpty 0"), ["0.000 error \"boom\""])
  }

  func testPairwise() {
    XCTAssertEqual(
      run("from [1, 2, 4] | pairwise"), ["0.000 next [1,2]", "0.000 next [2,4]", "0.000 completed"])
    XCTAssertEqual(run("just 1 | pairwise"), ["0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2, 4] | combinePrevious 0, [acc, x]"),
      ["0.000 next [0,1]", "0.000 next [1,2]", "0.000 next [2,4]", "0.000 completed"],
      "RAC's nearest starts from START")
  }

  func testStartWithSeveralValues() {
    XCTAssertEqual(
      run("from [1] | startWith 8, 9"),
      ["0.000 next 8", "0.000 next 9", "0.000 next 1", "0.000 completed"])
  }

  func testScanWithoutASeed() {
    XCTAssertEqual(
      run("from [1, 2, 3] | scan acc + x"),
      ["0.000 next 1", "0.000 next 3", "0.000 next 6", "0.000 completed"])
    XCTAssertEqual(run("empty | scan acc + x"), ["0.000 completed"])
  }

  func testEndWith() {
    XCTAssertEqual(
      run("marbles \"ab|\", 1 | endWith \"y\", \"z\""),
      [
        "0.000 next \"a\"", "1.000 next \"b\"", "2.000 next \"y\"", "2.000 next \"z\"",
        "2.000 completed",
      ])
    XCTAssertEqual(
      run("marbles \"a#\", 1 | endWith \"z\""),
      ["0.000 next \"a\"", "1.000 error \"marble error\""])
  }

  /// Rx names that are RAC operators under another spelling, in several concerns.
  func testRxAliasesOfRACOperators() {
    XCTAssertEqual(run("from [1, 2] | ignoreElements"), ["0.000 completed"])
    XCTAssertEqual(run("from [1] | mapTo 5"), ["0.000 next 5", "0.000 completed"])
    XCTAssertEqual(
      run("just 1 | concatWith { just 2 } | mergeWith { just 3 }"),
      ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2] | map { y -> timer y, y } | mergeAll"),
      run("from [1, 2] | map { y -> timer y, y } | flatten"))
  }
}
