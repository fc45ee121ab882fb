import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of the stages that use the clock (`debounceTime`, `throttleTime`,
/// `auditTime`, `sampleTime`, `timeInterval`, `timeoutWith`, the selector forms and config
/// objects), run through a session on the virtual clock with the exact lines they print: values,
/// empty, never, error, early disposal and each one's own edges.
final class TimeLanguageTests: OperatorLanguageTestCase {
  func testDebounceTimeIsRACsThrottle() {
    XCTAssertEqual(
      run("marbles \"ab--c|\", 0.5 | debounceTime 1"),
      ["1.500 next \"b\"", "2.500 next \"c\"", "2.500 completed"])
    assertSame("debounceTime", as: "throttle", "marbles \"1-2--3-|\", 0.5 | NAME 1, x != 2")
    assertSame("debounceTime", as: "throttle", "marbles \"a-b#\", 0.5 | NAME 1")
  }

  func testThrottleTimeLetsTheFirstValueOfAWindowThrough() {
    assertRuns([
      Run(
        "marbles \"ab-c--d|\", 0.5 | throttleTime 1",
        ["0.000 next \"a\"", "1.500 next \"c\"", "3.000 next \"d\"", "3.500 completed"]),
      Run(
        "marbles \"ab-c--d|\", 0.5 | throttle 1",
        ["2.500 next \"c\"", "3.500 next \"d\"", "3.500 completed"],
        "RAC's throttle on the same values: Rx's debounce"),
      Run(
        "marbles \"abcd--e|\", 0.5 | throttleTime 1",
        ["0.000 next \"a\"", "1.500 next \"d\"", "3.000 next \"e\"", "3.500 completed"],
        "c comes exactly 1 after a: still inside the window (RxJS 7)"),
      Run(
        "marbles \"-a----bc|\", 1 | throttleTime 5",
        ["1.000 next \"a\"", "7.000 next \"c\"", "8.000 completed"]),
      Run(
        "interval 1 | throttleTime 1 | take 3",
        ["1.000 next 0", "3.000 next 2", "5.000 next 4", "5.000 completed"]),
      Run(
        "marbles \"ab#\", 0.5 | throttleTime 1",
        ["0.000 next \"a\"", "1.000 error \"marble error\""]),
    ])
  }

  func testAuditTimeSendsTheLatestWhenItsTimerFires() {
    assertRuns([
      Run(
        "marbles \"ab-c----d|\", 0.5 | auditTime 1",
        ["1.000 next \"b\"", "2.500 next \"c\"", "5.000 next \"d\"", "5.000 completed"],
        "d's timer outlives the source"),
      Run(
        "interval 0.4 | auditTime 1 | take 3",
        ["1.400 next 2", "2.600 next 5", "3.800 next 8", "3.800 completed"],
        "a busy source still sends every 1 (RAC's throttle would send nothing)"),
      Run("interval 0.4 | throttle 1 | take 1 | timeout 10", ["10.000 error \"timed out\""]),
      Run("marbles \"a-#\", 0.5 | auditTime 2", ["1.000 error \"marble error\""]),
    ])
  }

  func testSampleTimeSendsEachValueAtMostOnce() {
    assertRuns([
      Run(
        "marbles \"ab-c---d-|\", 0.5 | sampleTime 1",
        ["1.000 next \"b\"", "2.000 next \"c\"", "4.000 next \"d\"", "4.500 completed"]),
      Run(
        "marbles \"a-------b|\", 0.5 | sampleTime 1",
        ["1.000 next \"a\"", "4.000 next \"b\"", "4.500 completed"]),
      Run(
        "marbles \"a-------b|\", 0.5 | sample { interval 1 }",
        [
          "1.000 next \"a\"", "2.000 next \"a\"", "3.000 next \"a\"", "4.000 next \"b\"",
          "4.500 completed",
        ], "RAC's sample repeats the latest value"),
      Run(
        "marbles \"a|\", 0.5 | sampleTime 1", ["0.500 completed"],
        "a held value is not sent at completion"),
    ])
  }

  func testTheTimeOperatorsCheckTheirTimes() {
    assertStderr(
      "never | sampleTime 0", contains: "error: 'sampleTime': the time must be a positive number")
    assertStderr(
      "never | throttleTime -1", contains: "error: 'throttleTime': the time must not be negative")
    assertStderr("never | auditTime", contains: "error: 'auditTime' takes a time in seconds")
    let computed = runSession("let n = 0 - 1\njust 1 | auditTime n")
    XCTAssertEqual(
      computed.out, ["0.000 error \"auditTime: the time must not be negative, got number -1\""])
  }

  func testThrottleTimeConfig() {
    assertRuns([
      Run(
        "marbles \"ab-c-d--|\", 1 | throttleTime 3, {leading: false, trailing: true}",
        ["3.000 next \"c\"", "6.000 next \"d\"", "8.000 completed"]),
      Run(
        "marbles \"ab-c-d--|\", 1 | throttleTime 3, {trailing: true}",
        ["0.000 next \"a\"", "3.000 next \"c\"", "6.000 next \"d\"", "8.000 completed"]),
      Run(
        "marbles \"ab-c-d--|\", 1 | throttleTime 3, {}",
        ["0.000 next \"a\"", "5.000 next \"d\"", "8.000 completed"], "RxJS's defaults"),
    ])
    XCTAssertTrue(
      fails("marbles \"ab|\" | throttleTime 1, {lead: true}").contains(
        "'throttleTime' has no option 'lead' (it takes leading, trailing)"))
    XCTAssertEqual(
      run("marbles \"ab|\" | throttleTime 1, {leading: 1}"),
      ["0.000 error \"throttleTime: the option 'leading' must be a boolean, got number 1\""])
  }

  func testTimeoutConfig() {
    let late = ["0.000 next \"a\"", "2.000 next \"b\"", "5.000 error \"timed out\""]
    assertRuns([
      Run("marbles \"a-b----c|\", 1 | timeout {each: 3}", late),
      Run("marbles \"a-b----c|\", 1 | timeout 3, {each: true}", late),
      Run(
        "marbles \"a-b----c|\", 1 | timeout 20",
        ["0.000 next \"a\"", "2.000 next \"b\"", "7.000 next \"c\"", "8.000 completed"],
        "RAC's timeout: the whole signal"),
      Run(
        "marbles \"---a-b|\", 1 | timeout {first: 4, each: 2}",
        ["3.000 next \"a\"", "5.000 next \"b\"", "6.000 completed"]),
      Run(
        "marbles \"a-b----c|\", 1 | timeout {each: 3, with: {marbles \"xy|\", 1}}",
        [
          "0.000 next \"a\"", "2.000 next \"b\"", "5.000 next \"x\"", "6.000 next \"y\"",
          "7.000 completed",
        ]),
      Run(
        "marbles \"a|\" | timeout {first: null}",
        ["0.000 error \"timeout: the option 'each' must be a time in seconds, got null\""]),
    ])
  }

  func testThrottleAndDebounceTakeABlockAsRxJSsSelector() {
    assertRuns([
      Run(
        "marbles \"abc|\", 1 | throttle { timer 1.5 }, {leading: false, trailing: true}",
        ["1.500 next \"b\"", "3.000 next \"c\"", "3.000 completed"]),
      Run(
        "marbles \"ab-c|\", 1 | throttle 1.5",
        ["2.500 next \"b\"", "4.000 next \"c\"", "4.000 completed"], "a time: RAC's throttle"),
      Run(
        "marbles \"aa-a---b|\", 0.5 | debounce { timer 1 }",
        ["2.500 next \"a\"", "4.000 next \"b\"", "4.000 completed"]),
      Run(
        "let d = marbles \"--x\", 1\nmarbles \"abc---d|\", 1 | throttle d",
        ["0.000 next \"a\"", "2.000 next \"c\"", "6.000 next \"d\"", "7.000 completed"],
        "a let-bound stream is a selector too"),
      Run(
        "let w = 1.5\nmarbles \"ab-c|\", 1 | throttle w",
        ["2.500 next \"b\"", "4.000 next \"c\"", "4.000 completed"], "a bound value is a time"),
      Run(
        "marbles \"ab|\", 1 | throttle { timer 1 }, {leading: 1}",
        ["0.000 error \"throttle: the option 'leading' must be a boolean, got number 1\""]),
    ])
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | throttle { timer 1 }, {lead: true}").contains(
        "'throttle' has no option 'lead' (it takes leading, trailing)"))
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | debounce { timer 1 }, 2").contains(
        "'debounce' takes T[, EXPR], or a block (RxJS's selector)"))
  }

  func testSampleAsksForRxJSsMeaningWithAnOption() {
    assertRuns([
      Run(
        "marbles \"a---b|\", 1 | sample { interval 1.5 }, {rxjs: true}",
        ["1.500 next \"a\"", "4.500 next \"b\"", "5.000 completed"]),
      Run(
        "marbles \"a---b|\", 1 | sample { interval 1.5 }",
        ["1.500 next \"a\"", "3.000 next \"a\"", "4.500 next \"b\"", "5.000 completed"]),
    ])
  }

  func testTimeInterval() {
    assertRuns([
      Run(
        "marbles \"-a--b-c|\", 1 | timeInterval",
        [
          "1.000 next {\"value\":\"a\",\"interval\":1}",
          "4.000 next {\"value\":\"b\",\"interval\":3}",
          "6.000 next {\"value\":\"c\",\"interval\":2}", "7.000 completed",
        ], "values"),
      Run(
        "marbles \"-a#\", 1 | timeInterval",
        ["1.000 next {\"value\":\"a\",\"interval\":1}", "2.000 error \"marble error\""], "error"),
      Run(
        "interval 1 | timeInterval | takeUntil { timer 2.5 }",
        [
          "1.000 next {\"value\":0,\"interval\":1}", "2.000 next {\"value\":1,\"interval\":1}",
          "2.500 completed",
        ], "early disposal"),
    ])
    assertQuiet("timeInterval")
  }

  func testTimeoutWith() {
    assertRuns([
      Run(
        "marbles \"-a--b---c|\", 1 | timeoutWith 2.5, { marbles \"x-y|\", 1 }",
        ["1.000 next \"a\"", "3.500 next \"x\"", "5.500 next \"y\"", "6.500 completed"], "values"),
      Run("empty | timeoutWith 1, { just \"x\" }", ["0.000 completed"], "empty"),
      Run(
        "never | timeoutWith 1, { just \"x\" }", ["1.000 next \"x\"", "1.000 completed"],
        "never: the first value is late"),
      Run(
        "marbles \"-a#\", 1 | timeoutWith 5, { just \"x\" }",
        ["1.000 next \"a\"", "2.000 error \"marble error\""], "error"),
      Run(
        "marbles \"-a-----b|\", 1 | timeoutWith 2, { never } | takeUntil { timer 5 }",
        ["1.000 next \"a\"", "5.000 completed"], "early disposal"),
    ])
  }

  func testDelayWhen() {
    assertRuns([
      Run(
        "from [3, 1] | delayWhen { timer x }", ["1.000 next 1", "3.000 next 3", "3.000 completed"]),
      Run(
        "from [3, 1] | delayWhen { empty }", ["0.000 completed"],
        "a duration that completes without a value drops the value (RxJS 7)"),
    ])
  }
}
