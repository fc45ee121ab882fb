import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of `withLatestFrom`, `race`, `sequenceEqual` and `partition`, run through a
/// session on the virtual clock with the exact lines they print: values, empty, never, error, early
/// disposal and each one's own edges.
final class CombiningLanguageTests: OperatorLanguageTestCase {
  func testWithLatestFromPairsSourceValuesWithTheOthersLatest() {
    assertRuns([
      Run(
        "marbles \"a-b-c|\", 0.5 | withLatestFrom { marbles \"-1-2|\", 0.5 }",
        ["1.000 next [\"b\",1]", "2.000 next [\"c\",2]", "2.500 completed"]),
      Run(
        "subject s\nsubject u\ns | withLatestFrom u &\nsend s, 1\nsend u, \"x\"\nsend s, 2\nsend "
          + "u, \"y\"\ncomplete u\nsend s, 3\ncomplete s",
        ["[1] 0.000 next [2,\"x\"]", "[1] 0.000 next [3,\"y\"]", "[1] 0.000 completed"],
        "1 came before u sent; u's completion keeps \"y\""),
      Run("interval 1 | withLatestFrom { error \"boom\" }", ["0.000 error \"boom\""]),
      Run("marbles \"ab|\", 1 | withLatestFrom { never }", ["2.000 completed"]),
      Run(
        "marbles \"a-b-c|\", 0.5 | combineLatestWith { marbles \"-1-2|\", 0.5 }",
        [
          "0.500 next [\"a\",1]", "1.000 next [\"b\",1]", "1.500 next [\"b\",2]",
          "2.000 next [\"c\",2]", "2.500 completed",
        ], "RAC's nearest also sends when the other does"),
    ])
  }

  func testWithLatestFromSeveral() {
    XCTAssertEqual(
      run(
        "marbles \"a-b-c|\", 0.5 | withLatestFrom { marbles \"-1-2|\", 0.5 }, { marbles \"x|\" }"),
      ["1.000 next [\"b\",1,\"x\"]", "2.000 next [\"c\",2,\"x\"]", "2.500 completed"])
  }

  func testRaceMirrorsTheFirstInputToSendAnything() {
    assertRuns([
      Run(
        "race { timer 1, \"a\" }, { timer 2, \"b\" }, { timer 0.5, \"c\" }",
        ["0.500 next \"c\"", "0.500 completed"]),
      Run(
        "race { marbles \"--a|\" }, { marbles \"-|\" }", ["0.100 completed"],
        "a completion wins too"),
      Run(
        "race { marbles \"--a|\" }, { marbles \"-#\" }", ["0.100 error \"marble error\""],
        "an error too"),
      Run(
        "race { just 1 }, { interval 1 | initially log(\"subscribed\") }",
        ["0.000 next 1", "0.000 completed"], "the second is never subscribed"),
      Run(
        "let a = timer 1, \"a\"\ntimer 2, \"b\" | race a", ["1.000 next \"a\"", "1.000 completed"]),
    ])
    assertSame("raceWith", as: "race", "timer 2, \"b\" | NAME { timer 1, \"a\" }")
    XCTAssertEqual(run("race { marbles \"-a|\" }"), ["0.100 next \"a\"", "0.200 completed"])
    let none = runSession("race")
    XCTAssertEqual(none.out, [])
    XCTAssertTrue(none.err.contains("no scheduled work left"), none.err)
    assertStderr("from [1] | race", contains: "error: 'race' takes a block or a name")
  }

  func testSequenceEqual() {
    assertRuns([
      Run(
        "marbles \"-a-b|\", 1 | sequenceEqual { marbles \"--a-b|\", 1 }",
        ["5.000 next true", "5.000 completed"], "values"),
      Run(
        "marbles \"-a-c|\", 1 | sequenceEqual { marbles \"--a-b|\", 1 }",
        ["4.000 next false", "4.000 completed"], "a pair differs"),
      Run(
        "marbles \"-a-b-|\", 1 | sequenceEqual { marbles \"-a|\", 1 }",
        ["3.000 next false", "3.000 completed"], "a value after the other side ended"),
      Run("empty | sequenceEqual { empty }", ["0.000 next true", "0.000 completed"], "empty"),
      Run("never | sequenceEqual { just 1 } | take 0", ["0.000 completed"], "never"),
      Run(
        "marbles \"-a#\", 1 | sequenceEqual { marbles \"-a-b|\", 1 }",
        ["2.000 error \"marble error\""], "error"),
      Run(
        "interval 1 | sequenceEqual { interval 1 } | takeUntil { timer 3.5 }", ["3.500 completed"],
        "early disposal"),
      Run(
        "marbles \"-a-b|\", 1 | sequenceEqual { marbles \"-A-B|\", 1 }, acc == ascii_downcase(x)",
        ["4.000 next true", "4.000 completed"], "a comparer: acc the source's value, x the stream's"
      ),
    ])
  }

  func testPartition() {
    assertRuns([
      Run(
        "from [1, 2, 3, 4] | partition x % 2 == 1 | concatAll",
        ["0.000 next 1", "0.000 next 3", "0.000 next 2", "0.000 next 4", "0.000 completed"],
        "values: passing, then failing"),
      Run(
        "marbles \"abc|\", 1 | partition i == 1 | skip 1 | flatten",
        ["0.000 next \"a\"", "2.000 next \"c\"", "3.000 completed"], "the second half; i counts"),
      Run(
        "empty | partition x > 1 | flattenMap { h -> h | collect }",
        ["0.000 next []", "0.000 next []", "0.000 completed"], "empty"),
      Run(
        "never | partition true | count", ["0.000 next 2", "0.000 completed"],
        "never: the two signals are sent at once"),
      Run(
        "marbles \"-1-2#\", 1 | partition x > 1 | concatAll",
        ["3.000 next 2", "4.000 error \"marble error\""], "error"),
      Run(
        "interval 1 | partition x % 2 == 0 | take 1 | flatten | takeUntil { timer 3.5 }",
        ["1.000 next 0", "3.000 next 2", "3.500 completed"], "early disposal"),
    ])
  }
}
