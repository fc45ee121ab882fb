import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of the stages that send one value for the whole stream (`last`, `reduce`,
/// `single`, `min`, `every` …), run through a session on the virtual clock with the exact lines
/// they print: values, empty, never, error, early disposal and each one's own edges.
final class AggregatingLanguageTests: OperatorLanguageTestCase {
  func testLastFailsOnAnEmptySource() {
    assertRuns([
      Run("from [1, 2, 3] | last", ["0.000 next 3", "0.000 completed"]),
      Run("empty | last", ["0.000 error \"last: no elements in sequence\""]),
      Run("empty | takeLast 1", ["0.000 completed"], "RAC's nearest completes empty"),
      Run("marbles \"a-b#\", 0.5 | last", ["1.500 error \"marble error\""]),
      Run(
        "empty | last | catch { just x }",
        ["0.000 next \"last: no elements in sequence\"", "0.000 completed"]),
    ])
  }

  func testReduceWithAndWithoutASeed() {
    assertRuns([
      Run("range 1, 5 | reduce acc * x", ["0.000 next 120", "0.000 completed"]),
      Run("empty | reduce acc + x", ["0.000 completed"]),
      Run(
        "from [1, 2, 3] | reduce acc + x * i", ["0.000 next 9", "0.000 completed"],
        "i of the first value is 0"),
    ])
    assertSame("reduce", as: "aggregate", "range 1, 4 | NAME 10, acc + x")
    assertSame("reduce", as: "aggregate", "empty | NAME 10, acc + x")
    assertSame("reduce", as: "aggregate", "marbles \"1-2#\" | NAME 0, acc + x")
  }

  func testSingle() {
    assertRuns([
      Run(
        "marbles \"-a-|\", 1 | single", ["3.000 next \"a\"", "3.000 completed"],
        "sent at completion"),
      Run(
        "marbles \"-ab-|\", 1 | single", ["2.000 error \"single: too many matching values\""],
        "at the second value"),
      Run("marbles \"-ab-c|\", 1 | single x == \"b\"", ["5.000 next \"b\"", "5.000 completed"]),
      Run(
        "marbles \"-ab-c|\", 1 | single x == \"z\"",
        ["5.000 error \"single: no matching values\""]),
      Run("empty | single", ["0.000 error \"single: no elements in sequence\""]),
      Run("marbles \"-a#\", 1 | single", ["2.000 error \"marble error\""]),
      Run("never | single | take 0", ["0.000 completed"]),
      Run(
        "interval 1 | single x > 5 | takeUntil { timer 3.5 }", ["3.500 completed"], "early disposal"
      ),
    ])
  }

  func testMinAndMax() {
    assertRuns([
      Run("marbles \"-a-c-b-|\", 1 | max", ["7.000 next \"c\"", "7.000 completed"]),
      Run("marbles \"-a-c-b-|\", 1 | min", ["7.000 next \"a\"", "7.000 completed"]),
      Run(
        "from [{\"a\": 3}, {\"a\": 1}, {\"a\": 2}] | max acc.a - x.a",
        ["0.000 next {\"a\":3}", "0.000 completed"], "RxJS's comparer(acc, x)"),
      Run("empty | min", ["0.000 completed"]),
      Run("marbles \"-a#\", 1 | max", ["2.000 error \"marble error\""]),
      Run("never | max | take 0", ["0.000 completed"]),
      Run("interval 1 | min | takeUntil { timer 2.5 }", ["2.500 completed"], "early disposal"),
    ])
  }

  func testFirstAndLastWithAPredicateAndADefault() {
    assertRuns([
      Run("from [1, 2, 3] | first x > 1", ["0.000 next 2", "0.000 completed"]),
      Run("from [1, 2, 3] | first x > 5, \"none\"", ["0.000 next \"none\"", "0.000 completed"]),
      Run("from [1, 2, 3] | first x > 5", ["0.000 error \"first: no elements in sequence\""]),
      Run("empty | first", ["0.000 error \"first: no elements in sequence\""], "RxJS's first"),
      Run("from [1, 2, 3, 4] | last x < 3", ["0.000 next 2", "0.000 completed"]),
      Run("empty | last x < 3, \"d\"", ["0.000 next \"d\"", "0.000 completed"]),
      Run("from [5] | last x < 3", ["0.000 error \"last: no elements in sequence\""]),
    ])
  }

  func testCountWithAPredicate() {
    XCTAssertEqual(run("from [1, 2, 3] | count x > 1"), ["0.000 next 2", "0.000 completed"])
  }

  func testEveryIsEmptyThrowIfEmptyFindIndexTapOf() {
    assertRuns([
      Run("from [1, 5, 2] | every x < 4", ["0.000 next false", "0.000 completed"]),
      Run("from [1, 2] | every x < 4", ["0.000 next true", "0.000 completed"]),
      Run(
        "marbles \"1#\", 1 | every x < 4", ["1.000 error \"marble error\""],
        "an error stays an error (RAC's all sends false)"),
      Run("never | every true | take 0", ["0.000 completed"]),
      Run("interval 1 | isEmpty", ["1.000 next false", "1.000 completed"]),
      Run("empty | isEmpty", ["0.000 next true", "0.000 completed"]),
      Run("error \"e\" | isEmpty", ["0.000 error \"e\""]),
      Run("empty | throwIfEmpty", ["0.000 error \"throwIfEmpty: no elements in sequence\""]),
      Run("from [1] | throwIfEmpty", ["0.000 next 1", "0.000 completed"]),
      Run("from [3, 8, 5] | findIndex x > 4", ["0.000 next 1", "0.000 completed"]),
      Run("from [3] | findIndex x > 4", ["0.000 next -1", "0.000 completed"]),
      Run("from [3, 8, 5] | find x > 4", ["0.000 next 8", "0.000 completed"]),
      Run("empty | find x > 4", ["0.000 next null", "0.000 completed"]),
      Run("interval 1 | find x > 1", ["3.000 next 2", "3.000 completed"]),
      Run(
        "marbles \"a|\", 1 | tap {next: log(\"n\", x), complete: log(\"c\"), finalize: "
          + "log(\"f\")}",
        [
          "0.000 log \"n\" \"a\"", "0.000 next \"a\"", "1.000 log \"c\"", "1.000 completed",
          "1.000 log \"f\"",
        ]),
      Run(
        "interval 1 | tap {finalize: log(\"f\")} | take 1",
        ["1.000 next 0", "1.000 completed", "1.000 log \"f\""], "finalize on disposal"),
      Run("of 1, \"a\"", ["0.000 next 1", "0.000 next \"a\"", "0.000 completed"]),
      Run("of", ["0.000 completed"]),
    ])
  }

  /// The budget of memory of a stage that holds a stream's values (R032): 200 values of
  /// one 10 MB string weigh 2 GB, past the 1 GiB budget, though they share its storage.
  func testCollectingStagesHoldAtMostTheByteBudget() {
    let big = "just (\"x\" * 1e4) * 1e3 | flatMap {just x | repeat | take 200}"
    let limit = "the values held would take more than 1073741824 bytes (the limit)"
    for (stage, name) in [
      ("collect", "collect"), ("toArray", "toArray"), ("sequence | flatten", "sequence"),
    ] {
      XCTAssertEqual(run("\(big) | \(stage)"), ["0.000 error \"\(name): \(limit)\""], stage)
    }
    let jq = runSession("\(big) | jq '[inputs] | length'")
    XCTAssertEqual(jq.out, ["0.000 error \"jq: \(limit)\""])
    XCTAssertTrue(jq.err.contains("runtime error: jq: \(limit) [R032]"), jq.err)
    assertRuns([
      Run("\(big) | take 50 | collect | map len(x)", ["0.000 next 50", "0.000 completed"]),
      Run("\(big) | takeLast 50 | count", ["0.000 next 50", "0.000 completed"]),
    ])
    for (stage, name) in [
      ("bufferCount 1000", "bufferCount"), ("bufferWithTime 1", "bufferWithTime"),
      ("bufferTime 1", "bufferTime"), ("bufferWhen { timer 1 }", "bufferWhen"),
      ("takeLast 150", "takeLast"),
    ] {
      XCTAssertEqual(run("\(big) | \(stage)"), ["0.000 error \"\(name): \(limit)\""], stage)
    }
    XCTAssertEqual(
      run("\(big) | bufferCount 50 | map len(x)"),
      ["0.000 next 50", "0.000 next 50", "0.000 next 50", "0.000 next 50", "0.000 completed"],
      "the weight held starts again at each buffer")
  }
}
