import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage

/// RxJS 7's error operators and sources of issue 28's third list (OperatorTable+RxCErrors,
/// +RxCSources) through the language, on the virtual clock: values, empty, never, error,
/// early disposal and each one's own edges.
final class RxCErrorsLanguageTests: XCTestCase {
  private func run(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
  }

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

  func testForkJoin() {
    XCTAssertEqual(
      run("forkJoin { marbles \"ab|\", 1 }, { marbles \"c---|\", 1 }"),
      ["4.000 next [\"b\",\"c\"]", "4.000 completed"], "values")
    XCTAssertEqual(
      run("forkJoin {a: {just 1}, b: {timer 2, \"z\"}}"),
      ["2.000 next {\"a\":1,\"b\":\"z\"}", "2.000 completed"], "the object form")
    XCTAssertEqual(
      run("forkJoin [{just 1}, {just 2}]"),
      ["0.000 next [1,2]", "0.000 completed"], "the array form")
    XCTAssertEqual(
      run("forkJoin { never }, { empty }"),
      ["0.000 completed"], "an empty stream ends it")
    XCTAssertEqual(
      run("forkJoin"),
      ["0.000 completed"], "no streams")
    XCTAssertEqual(
      run("forkJoin { never } | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("forkJoin { marbles \"a-#\", 1 }, { marbles \"b|\", 1 }"),
      ["2.000 error \"marble error\""], "error")
    XCTAssertEqual(
      run("forkJoin { interval 1 } | takeUntil { timer 2 }"),
      ["2.000 completed"], "early disposal")
  }

  func testIif() {
    XCTAssertEqual(
      run("iif 1 > 2, { just \"yes\" }, { just \"no\" }"),
      ["0.000 next \"no\"", "0.000 completed"], "values")
    XCTAssertEqual(
      run("iif true, { empty }, { just 1 }"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("iif true, { never }, { just 1 } | take 0"),
      ["0.000 completed"], "never")
    XCTAssertEqual(
      run("iif false, { never }, { error \"no\" }"),
      ["0.000 error \"no\""], "error")
    XCTAssertEqual(
      run("iif true, { interval 1 }, { empty } | takeUntil { timer 1.5 }"),
      ["1.000 next 0", "1.500 completed"], "early disposal")
  }

  func testGenerate() {
    XCTAssertEqual(
      run("generate 1, x < 20, x * 3"),
      ["0.000 next 1", "0.000 next 3", "0.000 next 9", "0.000 completed"], "values")
    XCTAssertEqual(
      run("generate {initialState: 0, condition: x < 3, iterate: x + 1, resultSelector: str(x)}"),
      ["0.000 next \"0\"", "0.000 next \"1\"", "0.000 next \"2\"", "0.000 completed"], "options")
    XCTAssertEqual(
      run("generate 5, x < 3, x + 1"),
      ["0.000 completed"], "empty")
    XCTAssertEqual(
      run("generate 0, true, x + 1, x * x | take 3"),
      ["0.000 next 0", "0.000 next 1", "0.000 next 4", "0.000 completed"], "no end, taken")
  }

  func testTimerEvery() {
    XCTAssertEqual(
      run("timerEvery 1, 0.5 | take 3"),
      ["1.000 next 0", "1.500 next 1", "2.000 next 2", "2.000 completed"], "values")
    XCTAssertEqual(
      run("timerEvery 0, 1 | take 2"),
      ["0.000 next 0", "1.000 next 1", "1.000 completed"], "at once, then every P")
    XCTAssertEqual(
      run("timerEvery 2, 1 | takeUntil { timer 1 }"),
      ["1.000 completed"], "early disposal")
  }
}
