import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of `of`, `forkJoin`, `iif`, `generate` and `timerEvery`, run through a
/// session on the virtual clock with the exact lines they print: values, empty, never, error, early
/// disposal and each one's own edges.
final class SourcesLanguageTests: OperatorLanguageTestCase {
  func testForkJoin() {
    assertRuns([
      Run(
        "forkJoin { marbles \"ab|\", 1 }, { marbles \"c---|\", 1 }",
        ["4.000 next [\"b\",\"c\"]", "4.000 completed"], "values"),
      Run(
        "forkJoin {a: {just 1}, b: {timer 2, \"z\"}}",
        ["2.000 next {\"a\":1,\"b\":\"z\"}", "2.000 completed"], "the object form"),
      Run(
        "forkJoin [{just 1}, {just 2}]", ["0.000 next [1,2]", "0.000 completed"], "the array form"),
      Run("forkJoin { never }, { empty }", ["0.000 completed"], "an empty stream ends it"),
      Run("forkJoin", ["0.000 completed"], "no streams"),
      Run("forkJoin { never } | take 0", ["0.000 completed"], "never"),
      Run(
        "forkJoin { marbles \"a-#\", 1 }, { marbles \"b|\", 1 }", ["2.000 error \"marble error\""],
        "error"),
      Run("forkJoin { interval 1 } | takeUntil { timer 2 }", ["2.000 completed"], "early disposal"),
    ])
  }

  func testIif() {
    assertRuns([
      Run(
        "iif 1 > 2, { just \"yes\" }, { just \"no\" }", ["0.000 next \"no\"", "0.000 completed"],
        "values"),
      Run("iif true, { empty }, { just 1 }", ["0.000 completed"], "empty"),
      Run("iif true, { never }, { just 1 } | take 0", ["0.000 completed"], "never"),
      Run("iif false, { never }, { error \"no\" }", ["0.000 error \"no\""], "error"),
      Run(
        "iif true, { interval 1 }, { empty } | takeUntil { timer 1.5 }",
        ["1.000 next 0", "1.500 completed"], "early disposal"),
    ])
  }

  func testGenerate() {
    assertRuns([
      Run(
        "generate 1, x < 20, x * 3",
        ["0.000 next 1", "0.000 next 3", "0.000 next 9", "0.000 completed"], "values"),
      Run(
        "generate {initialState: 0, condition: x < 3, iterate: x + 1, resultSelector: str(x)}",
        ["0.000 next \"0\"", "0.000 next \"1\"", "0.000 next \"2\"", "0.000 completed"], "options"),
      Run("generate 5, x < 3, x + 1", ["0.000 completed"], "empty"),
      Run(
        "generate 0, true, x + 1, x * x | take 3",
        ["0.000 next 0", "0.000 next 1", "0.000 next 4", "0.000 completed"], "no end, taken"),
    ])
  }

  func testTimerEvery() {
    assertRuns([
      Run(
        "timerEvery 1, 0.5 | take 3",
        ["1.000 next 0", "1.500 next 1", "2.000 next 2", "2.000 completed"], "values"),
      Run(
        "timerEvery 0, 1 | take 2", ["0.000 next 0", "1.000 next 1", "1.000 completed"],
        "at once, then every P"),
      Run("timerEvery 2, 1 | takeUntil { timer 1 }", ["1.000 completed"], "early disposal"),
    ])
  }
}
