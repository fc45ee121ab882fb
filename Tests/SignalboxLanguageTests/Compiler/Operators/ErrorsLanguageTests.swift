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
    XCTAssertEqual(
      run("marbles \"ab#\", 1 | catchError { just \"caught \" + x }"),
      [
        "0.000 next \"a\"", "1.000 next \"b\"", "2.000 next \"caught marble error\"",
        "2.000 completed",
      ], "values")
    XCTAssertEqual(
      run("marbles \"a#\", 1 | catchError { caught } | take 3"),
      ["0.000 next \"a\"", "1.000 next \"a\"", "2.000 next \"a\"", "2.000 completed"],
      "caught subscribes again")
    XCTAssertEqual(
      run("marbles \"1#\", 1 | catchError { e -> error \"again: \" + e }"),
      ["0.000 next 1", "1.000 error \"again: marble error\""], "a named parameter")
    XCTAssertEqual(
      run("error \"x\" | catchError { caught }"),
      [
        "0.000 error \"the stream would pass through more than 1000 stages when subscribed (1001)\""
      ], "a synchronous loop is held to the stage limit")
    XCTAssertEqual(
      run("empty | catchError { caught }"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | catchError { caught } | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("interval 1 | catchError { caught } | takeUntil { timer 2.5 }"),
      ["1.000 next 0", "2.000 next 1", "2.500 completed"], "early disposal")
  }

  func testRetryWhen() {
    XCTAssertEqual(
      run("marbles \"a#\", 1 | retryWhen { e -> e | delay 1 | take 2 }"),
      ["0.000 next \"a\"", "2.000 next \"a\"", "4.000 next \"a\"", "4.000 completed"], "values")
    XCTAssertEqual(
      run("marbles \"1#\", 1 | retryWhen { e -> e | take 1 }"),
      ["0.000 next 1", "1.000 next 1", "1.000 completed"], "the notifier completes")
    XCTAssertEqual(
      run("empty | retryWhen { e -> e }"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | retryWhen { e -> e } | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("marbles \"1#\", 1 | retryWhen { e -> e | flattenMap { error \"no more\" } }"),
      ["0.000 next 1", "1.000 error \"no more\""], "the notifier fails")
    XCTAssertEqual(
      run("marbles \"1#\", 1 | retryWhen { e -> e } | takeUntil { timer 2.5 }"),
      ["0.000 next 1", "1.000 next 1", "2.000 next 1", "2.500 completed"], "early disposal")
  }

  func testRepeatWhen() {
    XCTAssertEqual(
      run("marbles \"ab|\", 1 | repeatWhen { c -> c | delay 1 | take 1 }"),
      [
        "0.000 next \"a\"", "1.000 next \"b\"", "3.000 next \"a\"", "4.000 next \"b\"",
        "5.000 completed",
      ], "values")
    XCTAssertEqual(
      run("empty | repeatWhen { c -> c | take 2 }"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | repeatWhen { c -> c } | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("marbles \"1#\", 1 | repeatWhen { c -> c }"),
      ["0.000 next 1", "1.000 error \"marble error\""], "error")
    XCTAssertEqual(
      run("marbles \"1|\", 1 | repeatWhen { c -> c | delay 1 } | takeUntil { timer 4.5 }"),
      ["0.000 next 1", "2.000 next 1", "4.000 next 1", "4.500 completed"], "early disposal")
  }

  func testOnErrorResumeNext() {
    XCTAssertEqual(
      run("marbles \"a#\", 1 | onErrorResumeNext { marbles \"b|\", 1 }"),
      ["0.000 next \"a\"", "1.000 next \"b\"", "2.000 completed"], "values")
    XCTAssertEqual(
      run("onErrorResumeNext { error \"x\" }, { just 1 }"),
      ["0.000 next 1", "0.000 completed"], "the source")
    XCTAssertEqual(
      run("onErrorResumeNext"),
      ["0.000 completed"], "no streams")
    XCTAssertEqual(
      run("marbles \"a#\", 1 | onErrorResumeNext [{ error \"x\" }, { just 2 }]"),
      ["0.000 next \"a\"", "1.000 next 2", "1.000 completed"], "the array form")
    XCTAssertEqual(
      run("onErrorResumeNext [1]"),
      ["0.000 error \"onErrorResumeNext: expected a stream, got number 1\""],
      "an array item that is not a stream")
    XCTAssertEqual(
      run("empty | onErrorResumeNext { just 1 }"),
      ["0.000 next 1", "0.000 completed"], "empty")
    XCTAssertEqual(
      run("never | onErrorResumeNext { just 1 } | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("interval 1 | onErrorResumeNext { just 1 } | takeUntil { timer 1.5 }"),
      ["1.000 next 0", "1.500 completed"], "early disposal")
  }

  func testRetryAndRepeatConfig() {
    XCTAssertEqual(
      run("marbles \"a#\", 1 | retry {count: 2, delay: 1}"),
      ["0.000 next \"a\"", "2.000 next \"a\"", "4.000 next \"a\"", "5.000 error \"marble error\""])
    XCTAssertEqual(
      run("marbles \"a|\", 1 | repeat {count: 2, delay: 2}"),
      ["0.000 next \"a\"", "3.000 next \"a\"", "4.000 completed"])
    XCTAssertEqual(run("marbles \"a|\", 1 | repeat {count: 0}"), ["0.000 completed"])
    XCTAssertTrue(
      fails("marbles \"a|\" | retry {delay: 1, reset: true}").contains("has no option 'reset'"))
  }
}
