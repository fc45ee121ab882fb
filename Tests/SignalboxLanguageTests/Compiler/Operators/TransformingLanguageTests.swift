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
    assertRuns([
      Run("empty | defaultIfEmpty \"none\"", ["0.000 next \"none\"", "0.000 completed"]),
      Run("from [1] | defaultIfEmpty \"none\"", ["0.000 next 1", "0.000 completed"]),
      Run(
        "timer 2 | ignoreValues | defaultIfEmpty now()", ["2.000 next 2", "2.000 completed"],
        "evaluated at completion"),
      Run("error \"boom\" | defaultIfEmpty 0", ["0.000 error \"boom\""]),
    ])
  }

  func testPairwise() {
    assertRuns([
      Run(
        "from [1, 2, 4] | pairwise", ["0.000 next [1,2]", "0.000 next [2,4]", "0.000 completed"]),
      Run("just 1 | pairwise", ["0.000 completed"]),
      Run(
        "from [1, 2, 4] | combinePrevious 0, [acc, x]",
        ["0.000 next [0,1]", "0.000 next [1,2]", "0.000 next [2,4]", "0.000 completed"],
        "RAC's nearest starts from START"),
    ])
  }

  func testStartWithSeveralValues() {
    XCTAssertEqual(
      run("from [1] | startWith 8, 9"),
      ["0.000 next 8", "0.000 next 9", "0.000 next 1", "0.000 completed"])
  }

  func testScanWithoutASeed() {
    assertRuns([
      Run(
        "from [1, 2, 3] | scan acc + x",
        ["0.000 next 1", "0.000 next 3", "0.000 next 6", "0.000 completed"]),
      Run("empty | scan acc + x", ["0.000 completed"]),
    ])
  }

  func testEndWith() {
    assertRuns([
      Run(
        "marbles \"ab|\", 1 | endWith \"y\", \"z\"",
        [
          "0.000 next \"a\"", "1.000 next \"b\"", "2.000 next \"y\"", "2.000 next \"z\"",
          "2.000 completed",
        ]),
      Run(
        "marbles \"a#\", 1 | endWith \"z\"", ["0.000 next \"a\"", "1.000 error \"marble error\""]),
    ])
  }

  /// Rx names that are RAC operators under another spelling, in several concerns.
  func testRxAliasesOfRACOperators() {
    assertRuns([
      Run("from [1, 2] | ignoreElements", ["0.000 completed"]),
      Run("from [1] | mapTo 5", ["0.000 next 5", "0.000 completed"]),
      Run(
        "just 1 | concatWith { just 2 } | mergeWith { just 3 }",
        ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"]),
      Run(
        "from [1, 2] | map { y -> timer y, y } | mergeAll",
        run("from [1, 2] | map { y -> timer y, y } | flatten")),
    ])
  }

  /// `setpath(acc, PATH, E)` and `acc + OBJECT` change the running value in place
  /// (`InPlaceStep`): the same values as the step evaluated whole, and a failing step reports
  /// the error the whole step would, with `acc` as it was (`GrowthTests` counts the bytes).
  func testInPlaceSteps() {
    assertRuns([
      Run(
        "from [\"a\", \"b\", \"a\"] | aggregate {}, setpath(acc, [x], (acc[x] ?? 0) + 1)",
        ["0.000 next {\"a\":2,\"b\":1}", "0.000 completed"]),
      Run(
        "range 1, 3 | scan [], setpath(acc, [x, \"n\"], x)",
        [
          "0.000 next [null,{\"n\":1}]", "0.000 next [null,{\"n\":1},{\"n\":2}]",
          "0.000 next [null,{\"n\":1},{\"n\":2},{\"n\":3}]", "0.000 completed",
        ]),
      Run(
        "range 1, 2 | aggregate {a: 0}, acc + from_entries([{key: str(x), value: x}])",
        ["0.000 next {\"a\":0,\"1\":1,\"2\":2}", "0.000 completed"]),
    ])
    // A failing step: the error the whole step reports, at the stage, and `acc` as it was.
    let wrongType = runSession("range 1, 2 | aggregate 5, setpath(acc, [\"k\"], x)")
    XCTAssertEqual(
      wrongType.out,
      ["0.000 error \"aggregate: setpath() cannot index number 5 with string \\\"k\\\"\""])
    XCTAssertTrue(wrongType.err.contains("1:14: runtime error"), wrongType.err)
    XCTAssertTrue(wrongType.err.contains("(x = 1) [E025]"), wrongType.err)
    let notAPath = runSession("range 1, 2 | aggregate {}, setpath(acc, 7, x)")
    XCTAssertEqual(
      notAPath.out,
      [
        "0.000 error \"aggregate: setpath() needs a path array as argument 2, got number 7\""
      ])
    XCTAssertTrue(notAPath.err.contains("[E018]"), notAPath.err)
  }
}
