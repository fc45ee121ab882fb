import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of `catchError`, `retryWhen`, `repeatWhen`, `onErrorResumeNext` and the
/// config objects of `retry` and `repeat`, run through a session on the virtual clock with the
/// exact lines they print: values, empty, never, error, early disposal and each one's own edges.
final class ErrorsLanguageTests: OperatorLanguageTestCase {
  func testCatchError() {
    assertRuns([
      Run(
        "marbles \"ab#\", 1 | catchError { just \"caught \" + x }",
        [
          "0.000 next \"a\"", "1.000 next \"b\"", "2.000 next \"caught marble error\"",
          "2.000 completed",
        ], "values"),
      Run(
        "marbles \"a#\", 1 | catchError { caught } | take 3",
        ["0.000 next \"a\"", "1.000 next \"a\"", "2.000 next \"a\"", "2.000 completed"],
        "caught subscribes again"),
      Run(
        "marbles \"1#\", 1 | catchError { e -> error \"again: \" + e }",
        ["0.000 next 1", "1.000 error \"again: marble error\""], "a named parameter"),
      Run(
        "error \"x\" | catchError { caught }",
        [
          "0.000 error \"the stream would pass through more than 1000 stages when subscribed "
            + "(1001)\""
        ], "a synchronous loop is held to the stage limit"),
      Run(
        "interval 1 | catchError { caught } | takeUntil { timer 2.5 }",
        ["1.000 next 0", "2.000 next 1", "2.500 completed"], "early disposal"),
    ])
    assertQuiet("catchError { caught }")
  }

  func testRetryWhen() {
    assertRuns([
      Run(
        "marbles \"a#\", 1 | retryWhen { e -> e | delay 1 | take 2 }",
        ["0.000 next \"a\"", "2.000 next \"a\"", "4.000 next \"a\"", "4.000 completed"], "values"),
      Run(
        "marbles \"1#\", 1 | retryWhen { e -> e | take 1 }",
        ["0.000 next 1", "1.000 next 1", "1.000 completed"], "the notifier completes"),
      Run(
        "marbles \"1#\", 1 | retryWhen { e -> e | flattenMap { error \"no more\" } }",
        ["0.000 next 1", "1.000 error \"no more\""], "the notifier fails"),
      Run(
        "marbles \"1#\", 1 | retryWhen { e -> e } | takeUntil { timer 2.5 }",
        ["0.000 next 1", "1.000 next 1", "2.000 next 1", "2.500 completed"], "early disposal"),
    ])
    assertQuiet("retryWhen { e -> e }")
  }

  func testRepeatWhen() {
    assertRuns([
      Run(
        "marbles \"ab|\", 1 | repeatWhen { c -> c | delay 1 | take 1 }",
        [
          "0.000 next \"a\"", "1.000 next \"b\"", "3.000 next \"a\"", "4.000 next \"b\"",
          "5.000 completed",
        ], "values"),
      Run("empty | repeatWhen { c -> c | take 2 }", ["0.000 completed"], "empty"),
      Run("never | repeatWhen { c -> c } | take 0", ["0.000 completed"], "never"),
      Run(
        "marbles \"1#\", 1 | repeatWhen { c -> c }",
        ["0.000 next 1", "1.000 error \"marble error\""], "error"),
      Run(
        "marbles \"1|\", 1 | repeatWhen { c -> c | delay 1 } | takeUntil { timer 4.5 }",
        ["0.000 next 1", "2.000 next 1", "4.000 next 1", "4.500 completed"], "early disposal"),
    ])
  }

  func testOnErrorResumeNext() {
    assertRuns([
      Run(
        "marbles \"a#\", 1 | onErrorResumeNext { marbles \"b|\", 1 }",
        ["0.000 next \"a\"", "1.000 next \"b\"", "2.000 completed"], "values"),
      Run(
        "onErrorResumeNext { error \"x\" }, { just 1 }", ["0.000 next 1", "0.000 completed"],
        "the source"),
      Run("onErrorResumeNext", ["0.000 completed"], "no streams"),
      Run(
        "marbles \"a#\", 1 | onErrorResumeNext [{ error \"x\" }, { just 2 }]",
        ["0.000 next \"a\"", "1.000 next 2", "1.000 completed"], "the array form"),
      Run(
        "onErrorResumeNext [1]",
        ["0.000 error \"onErrorResumeNext: expected a stream, got number 1\""],
        "an array item that is not a stream"),
      Run("empty | onErrorResumeNext { just 1 }", ["0.000 next 1", "0.000 completed"], "empty"),
      Run("never | onErrorResumeNext { just 1 } | take 0", ["0.000 completed"], "never"),
      Run(
        "interval 1 | onErrorResumeNext { just 1 } | takeUntil { timer 1.5 }",
        ["1.000 next 0", "1.500 completed"], "early disposal"),
    ])
  }

  func testRetryAndRepeatConfig() {
    assertRuns([
      Run(
        "marbles \"a#\", 1 | retry {count: 2, delay: 1}",
        [
          "0.000 next \"a\"", "2.000 next \"a\"", "4.000 next \"a\"",
          "5.000 error \"marble error\"",
        ]),
      Run(
        "marbles \"a|\", 1 | repeat {count: 2, delay: 2}",
        ["0.000 next \"a\"", "3.000 next \"a\"", "4.000 completed"]),
      Run("marbles \"a|\", 1 | repeat {count: 0}", ["0.000 completed"]),
    ])
    XCTAssertTrue(
      fails("marbles \"a|\" | retry {delay: 1, reset: true}").contains("has no option 'reset'"))
  }
}
