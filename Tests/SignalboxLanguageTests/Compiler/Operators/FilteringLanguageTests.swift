import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of the stages that pass some values (`distinct`, `skipLast`, `takeWhile`,
/// `skipUntil` …), run through a session on the virtual clock with the exact lines they print:
/// values, empty, never, error, early disposal and each one's own edges.
final class FilteringLanguageTests: OperatorLanguageTestCase {
  func testTakeWhileAndSkipWhileAreTheBlockOperators() {
    assertRuns([
      Run(
        "from [1, 2, 3, 1] | takeWhile x < 3", ["0.000 next 1", "0.000 next 2", "0.000 completed"]),
      Run("from [1, 5, 2] | skipWhile x < 3", ["0.000 next 5", "0.000 next 2", "0.000 completed"]),
      Run("seq [5, 6, 7] | takeWhile i < 2", ["0.000 next 5", "0.000 next 6", "0.000 completed"]),
    ])
    assertSame("takeWhile", as: "takeWhileBlock", "interval 1 | NAME x < 2")
    assertSame("skipWhile", as: "skipWhileBlock", "marbles \"1-2-3-1|\", 0.5 | NAME x < 2")
  }

  func testDistinctDropsEveryValueSeenBefore() {
    assertRuns([
      Run(
        "from [1, 2, 1, 3, 2] | distinct",
        ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"]),
      Run(
        "from [[1], [1], 1, 1.0, \"1\", {\"a\": 1}, {\"a\": 1.0}] | distinct",
        [
          "0.000 next [1]", "0.000 next 1", "0.000 next \"1\"", "0.000 next {\"a\":1}",
          "0.000 completed",
        ], "equal as JSON"),
      Run(
        "from [1, 2, 1] | distinctUntilChanged",
        ["0.000 next 1", "0.000 next 2", "0.000 next 1", "0.000 completed"],
        "RAC's operator compares with the previous value only"),
      Run(
        "from [\"ab\", \"cd\", \"e\"] | distinct len(x)",
        ["0.000 next \"ab\"", "0.000 next \"e\"", "0.000 completed"]),
    ])
    XCTAssertEqual(
      runSession("from [true, 2] | distinct len(x)").out,
      ["0.000 error \"distinct: len() of boolean true\""])
  }

  func testSkipLastSendsAValueOnceNNewerOnesCame() {
    assertRuns([
      Run("from [1, 2, 3, 4] | skipLast 2", ["0.000 next 1", "0.000 next 2", "0.000 completed"]),
      Run(
        "marbles \"a-b-c|\", 0.5 | skipLast 1",
        ["1.000 next \"a\"", "2.000 next \"b\"", "2.500 completed"]),
      Run("from [1, 2] | skipLast 0", ["0.000 next 1", "0.000 next 2", "0.000 completed"]),
      Run("from [1, 2] | skipLast 5", ["0.000 completed"]),
    ])
  }

  func testTakeWhileInclusive() {
    assertRuns([
      Run(
        "from [1, 2, 3, 1] | takeWhile x < 3, true",
        ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"]),
      Run(
        "from [1, 2, 3, 1] | takeWhile x < 3, false",
        ["0.000 next 1", "0.000 next 2", "0.000 completed"]),
      Run(
        "marbles \"12#\" | takeWhile x < 3, true",
        ["0.000 next 1", "0.100 next 2", "0.200 error \"marble error\""]),
    ])
  }

  func testDistinctUntilChangedWithAKeyOrAComparator() {
    assertRuns([
      Run(
        "from [{\"a\":1},{\"a\":1},{\"a\":2}] | distinctUntilChanged x.a",
        ["0.000 next {\"a\":1}", "0.000 next {\"a\":2}", "0.000 completed"]),
      Run(
        "from [1, 2, 3, 4, 6] | distinctUntilChanged x - acc < 2",
        ["0.000 next 1", "0.000 next 3", "0.000 next 6", "0.000 completed"],
        "compared with the last value sent (1), not the one before"),
      Run(
        "from [{\"a\":1},{\"a\":2},{\"a\":4}] | distinctUntilChanged x - acc < 2, x.a",
        ["0.000 next {\"a\":1}", "0.000 next {\"a\":4}", "0.000 completed"]),
    ])
  }

  func testDistinctWithFlushes() {
    assertRuns([
      Run(
        "marbles \"12121|\", 1 | distinct x, { marbles \"---x\", 1 }",
        ["0.000 next 1", "1.000 next 2", "4.000 next 1", "5.000 completed"]),
      Run(
        "marbles \"12121|\", 1 | distinct null, { marbles \"---x\", 1 }",
        ["0.000 next 1", "1.000 next 2", "4.000 next 1", "5.000 completed"]),
    ])
  }

  func testSkipUntilANotifierAndDistinctUntilKeyChanged() {
    assertRuns([
      Run(
        "marbles \"abcd|\", 1 | skipUntil { timer 1.5 }",
        ["2.000 next \"c\"", "3.000 next \"d\"", "4.000 completed"]),
      Run("marbles \"abcd|\", 1 | skipUntil { empty }", ["4.000 completed"]),
      Run("marbles \"abcd|\", 1 | skipUntil { error \"x\" }", ["0.000 error \"x\""]),
      Run("never | skipUntil { timer 1 } | take 0", ["0.000 completed"]),
      Run(
        "from [{\"id\": 1}, {\"id\": 1}, {\"id\": 2}, {\"id\": 1}] "
          + "| distinctUntilKeyChanged \"id\"",
        [
          "0.000 next {\"id\":1}", "0.000 next {\"id\":2}", "0.000 next {\"id\":1}",
          "0.000 completed",
        ]),
    ])
  }
}
