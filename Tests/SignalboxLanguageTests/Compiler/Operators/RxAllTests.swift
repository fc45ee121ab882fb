import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// RxJS 7's operators on a signal of signals (`concatAll`, `switchAll`, `exhaustAll`,
/// `combineLatestAll`, `zipAll`) on the virtual clock: values, empty, never, error, early
/// disposal, and each one's own edges.
final class RxAllTests: XCTestCase {
  private func run(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
  }

  private let inners = "marbles \"xy|\", 1 | map { y -> interval 0.6 | take 3 | map y } | "

  func testConcatAllRunsOneInnerAtATime() {
    XCTAssertEqual(
      run(inners + "concatAll"),
      [
        "0.600 next \"x\"", "1.200 next \"x\"", "1.800 next \"x\"", "2.400 next \"y\"",
        "3.000 next \"y\"", "3.600 next \"y\"", "3.600 completed",
      ])
  }

  func testSwitchAllCutsTheCurrentInnerOff() {
    XCTAssertEqual(
      run(inners + "switchAll"),
      [
        "0.600 next \"x\"", "1.600 next \"y\"", "2.200 next \"y\"", "2.800 next \"y\"",
        "2.800 completed",
      ])
  }

  func testExhaustAllDropsAnInnerWhileOneRuns() {
    XCTAssertEqual(
      run(inners + "exhaustAll"),
      ["0.600 next \"x\"", "1.200 next \"x\"", "1.800 next \"x\"", "2.000 completed"])
  }

  func testFlatteningAllOnEmptyNeverErrorAndDisposal() {
    for name in ["concatAll", "switchAll", "exhaustAll"] {
      XCTAssertEqual(run("empty | \(name)"), ["0.000 completed"], name)
      XCTAssertEqual(
        run("never | \(name) | takeUntil { timer 1 }"), ["1.000 completed"], name)
      XCTAssertEqual(
        run("marbles \"x-#\", 1 | map { just 1 } | \(name)"),
        ["0.000 next 1", "2.000 error \"marble error\""], name)
      // The second inner signal comes at 1: switchAll follows it, the others do not.
      let second = name == "switchAll" ? "1.600 next 0" : "1.200 next 1"
      XCTAssertEqual(
        run("marbles \"xy|\", 1 | map { interval 0.6 } | \(name) | take 2"),
        ["0.600 next 0", second, "\(second.prefix(5)) completed"], name)
      XCTAssertEqual(
        run("from [1] | \(name)"),
        ["0.000 error \"\(name): expected a stream, got number 1\""], name)
      XCTAssertEqual(run("from [null] | \(name)"), ["0.000 completed"], name)
    }
  }

  func testCombineLatestAllWaitsForTheSourceThenCombines() {
    XCTAssertEqual(
      run("from [1, 2] | map { y -> marbles \"a#\", 1 } | combineLatestAll"),
      ["0.000 next [\"a\",\"a\"]", "1.000 error \"marble error\""])
    XCTAssertEqual(
      run("from [1, 2] | map { y -> interval 1 | take 2 | map y * 10 + x } | combineLatestAll"),
      ["1.000 next [10,20]", "2.000 next [11,20]", "2.000 next [11,21]", "2.000 completed"])
  }

  func testZipAllPairsTheNthValues() {
    XCTAssertEqual(
      run("from [1, 2] | map { y -> interval 1 | take 2 | map y * 10 + x } | zipAll"),
      ["1.000 next [10,20]", "2.000 next [11,21]", "2.000 completed"])
  }

  func testJoiningAllOnEmptyNeverErrorAndDisposal() {
    for name in ["combineLatestAll", "zipAll"] {
      XCTAssertEqual(run("empty | \(name)"), ["0.000 completed"], name)
      XCTAssertEqual(
        run("never | \(name) | takeUntil { timer 1 }"), ["1.000 completed"], name)
      // The source's error ends it even while the inner signals are only collected.
      XCTAssertEqual(
        run("marbles \"x#\", 1 | map { never } | \(name)"), ["1.000 error \"marble error\""],
        name)
      XCTAssertEqual(
        run("from [1, 2] | map { y -> interval 1 | map y } | \(name) | take 1"),
        ["1.000 next [1,2]", "1.000 completed"], name)
      XCTAssertEqual(
        run("from [1] | \(name)"),
        ["0.000 error \"\(name): expected a stream, got number 1\""], name)
    }
  }
}
