import Signalbox
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// Issue 14, part 2: no Swift runtime trap on any input. Every conversion of a computed
/// number to an integer, count, capacity, index or time, every force unwrap, subscript and
/// precondition reachable from program text or data in SignalboxLanguage and SignalboxCLI,
/// and how it is guarded. Each site has a test below with its reproducer as input.
///
/// Each site, and its guard:
/// - `Operators.index` array `Int(n)`: `Operators.position`: whole and `abs(n) <= count` before
///   converting; else `null`
/// - `Operators.index` string `Int(n)`: the same, after `abs(n) <= utf8.count` (no array of
///   characters for a hopeless index)
/// - `Operators.remainder` `Int64(x) % Int64(y)`: only when both are whole, `abs < 9e15` and
///   `y != 0`; otherwise `truncatingRemainder`
/// - `Builtins` `pow` `Int(abs(b))`: only when `b` is whole and `abs(b) < 1024` (NaN fails both):
///   else an error
/// - `Builtins` `range()` loop: stops at 10 million items; a value that `+ 1` cannot change is an
///   error, not a repeat
/// - `Compiler.countArgument` `Int(n)`: `Compiler.isCount`: whole, `0 <= n < 1e15` (NaN fails) —
///   literal: compile error; computed: error event
/// - `replaySubject NAME, N` `Int(n)` (Session): `Compiler.count`, checked when the statement runs:
///   an error with the literal's words
/// - `Globals.slots[slot]`: `Globals[slot]`: `.unset` when the binding statement failed
///   (`replaySubject r, 0-1` then `send r, 1`)
/// - `Lexer` `$N` `Int(digits)`: `?? Int.max`: an index out of range, so `null`
/// - `JSONWriter.writeNumber` `Int64(n)`: only for whole `abs(n) < 9e15`; NaN and infinities are
///   written before it
/// - `JSONWriter` exponent `Int64(abs(power))`, exponent digits `Int(text[j] - 48)`: the digits of
///   `Double.description`'s exponent (at most 3)
/// - `TimeFormat.seconds` `%.3f` buffer: 400 bytes: room for any double
/// - time arguments (`delay`, `throttle`, `timeout`, `timer`, `bufferWithTime`, `interval`,
///   `marbles` frame, `sleep`): `Compiler.TimeRule`: NaN and negatives rejected; `interval` at
///   least `Limits.shortestPeriod`; a marble frame finite
/// - engine `schedule(at:repeatingEvery:)` `precondition(interval > 0)`: unreachable from input:
///   `interval` is checked first
/// - `Session.sleep` / `:advance` on the virtual clock: the clock stops at the horizon (no endless
///   ticks)
/// - `:advance T` `Double(T)`: finite and non-negative, else a warning
/// - `:kill N` `Int(digits)`: optional: a number too big for `Int` is "not a job number"
/// - `--horizon`: finite and non-negative, else a usage error (exit 2; `LimitsCLITests`)
/// - `Compiler.suggest` `best!`: guarded by the `best == nil ||` before it
/// - `Compiler.editDistance` table of `a.count × b.count`: only for names of at most 64 characters
///   whose lengths differ by no more than the distance allowed
/// - `Repl` `Int(count)`: `Int32` to `Int` widens
/// - `Interrupt` `raw!`: the context pointer `pthread_create` passes back, never nil
/// - engine `ReplaySubject(capacity:)`: a negative capacity is taken as 0 (it trapped in
///   `removeFirst`)
/// - engine `retry(_:)` `count + 1`: a negative count is 0; `Int.max` does not overflow
/// - engine `take`, `skip`, `takeLast`, `repeat`, `flatten(.concurrent(n))`: a count `<= 0` is
///   documented (nothing, everything, none, `.empty`, unlimited)
final class TrapAuditTests: XCTestCase {
  private func run(_ program: String) -> [String] { runSession(program).out }

  // MARK: indexes

  func testIndexesOutOfIntRangeAreNull() {
    XCTAssertEqual(run("just [1,2][1e19]"), ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(run("just [1][1e400]"), ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(run("just [1][-1e400]"), ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(run("just [1][sqrt(-1)]"), ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(
      run("just [1,2][-2]"), ["0.000 next 1", "0.000 completed"],
      "negative indexes still count from the end")
  }

  func testStringIndexesOutOfIntRangeAreNull() {
    XCTAssertEqual(run("just \"abc\"[-1e19]"), ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(run("just \"abc\"[1e19]"), ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(run("just \"abc\"[-1]"), ["0.000 next \"c\"", "0.000 completed"])
  }

  func testIndexFromDataIsChecked() {
    XCTAssertEqual(
      run("from [1e19, -1e19, 1e300, 1] | map [10, 20][x]"),
      ["0.000 next null", "0.000 next null", "0.000 next null", "0.000 next 20", "0.000 completed"])
  }

  func testDollarWithTooManyDigitsIsAnIndexOutOfRange() {
    XCTAssertEqual(
      run("just [1] | map $99999999999999999999999"), ["0.000 next null", "0.000 completed"])
  }

  // MARK: arithmetic and built-ins

  func testRemainderOfHugeNumbers() {
    XCTAssertEqual(
      run("just [1e300 % 7, -9e18 % 4, 9e15 % 2, 5 % 1e300]"),
      ["0.000 next [1,-0,0,5]", "0.000 completed"])
  }

  func testPowWithAHugeOrNaNExponent() {
    XCTAssertEqual(
      run("just pow(2, 1e19)"),
      ["0.000 error \"just: pow() needs an integral exponent\""])
    XCTAssertEqual(
      run("just pow(2, sqrt(-1))"), ["0.000 error \"just: pow() needs an integral exponent\""])
  }

  func testRangeBuiltinCannotRepeatAValue() {
    XCTAssertEqual(
      run("just range(1e16, 1e16 + 4)"),
      ["0.000 error \"just: range() cannot count past 10000000000000000 in steps of 1\""])
    // Longer than an array may be: refused before anything is built.
    XCTAssertEqual(
      run("just range(1e300, 2e300)"),
      ["0.000 error \"just: range: an array of more than 4194304 elements (the limit)\""])
  }

  func testPrintingHugeIntegralNumbers() {
    XCTAssertEqual(
      run("just [9e15, -9e15, 9007199254740993, 9007199254740993 + 0, 1e300, -1e-300]"),
      [
        "0.000 next [9000000000000000,-9000000000000000,9007199254740993,9007199254740992,1e+300,"
          + "-1e-300]",
        "0.000 completed",
      ])
  }

  // MARK: counts

  func testComputedCountsOfEveryCountOperator() {
    for op in ["take", "skip", "takeLast", "repeat", "retry", "flatten"] {
      for (count, shown) in [
        ("0 - 1", "number -1"), ("2 * 1e300", "number 2e+300"), ("sqrt(-1)", "NaN"),
        ("3 / 2", "number 1.5"),
      ] {
        let source = op == "flatten" ? "just {just 1}" : "just 1"
        XCTAssertEqual(
          run("\(source) | \(op) \(count)").first,
          "0.000 error \"\(op): the count must be a non-negative integer, got \(shown)\"",
          "\(op) \(count)")
      }
    }
  }

  func testLiteralCountsAreCompileErrors() {
    for op in ["take", "skip", "takeLast", "repeat", "retry", "flatten"] {
      XCTAssertTrue(
        runSession("just 1 | \(op) 1e19").err.contains(
          "error: '\(op)': the count must be a non-negative integer"), op)
    }
  }

  func testReplaySubjectWithAComputedCapacity() {
    for (capacity, shown) in [
      ("sqrt(-1)", "NaN"), ("2 * 1e300", "number 2e+300"), ("0 - 1", "number -1"),
    ] {
      let (out, err) = runSession("replaySubject r, \(capacity)\nsend r, 1\ncomplete r\nr")
      XCTAssertTrue(
        err.contains(
          "error: replaySubject: the count must be a non-negative integer, got \(shown)"), err)
      XCTAssertTrue(err.contains("t.sbx:1:"), "the error points into the program: \(err)")
      XCTAssertEqual(
        out, ["0.000 completed"], "the subject is unbound, so `r` is empty and sends go nowhere")
    }
    XCTAssertEqual(
      run("replaySubject r, 1 + 1\nsend r, 1\nsend r, 2\nsend r, 3\ncomplete r\nr"),
      ["0.000 next 2", "0.000 next 3", "0.000 completed"])
  }

  // MARK: times

  func testComputedTimesOfEveryTimeOperator() {
    let cases = [
      ("just 1 | delay 0 - 1", "delay: the time must not be negative, got number -1"),
      ("just 1 | throttle sqrt(-1)", "throttle: the time must not be negative, got NaN"),
      ("just 1 | timeout 0 - 1", "timeout: the time must not be negative, got number -1"),
      (
        "just 1 | bufferWithTime 0 * 1",
        "bufferWithTime: the time must be a positive number, got number 0"
      ),
      ("timer 0 - 1", "timer: the time must not be negative, got number -1"),
      ("interval sqrt(-1)", "interval: the time must be a positive number, got NaN"),
      (
        "interval 1e-300 * 1",
        "interval: the period must be at least 0.001 seconds, got number 1e-300"
      ),
      (
        "marbles \"1|\", 1e300 * 1e300",
        "marbles: the time must be a positive finite number, got number infinity"
      ),
    ]
    for (program, message) in cases {
      XCTAssertEqual(run(program).first, "0.000 error \"\(message)\"", program)
    }
  }

  func testLiteralTimesAreCompileErrors() {
    assertStderr(
      "interval 1e-300",
      contains: "t.sbx:1:10: error: 'interval': the period must be at least 0.001 seconds")
    assertStderr(
      "marbles \"1|\", 1e400",
      contains: "error: 'marbles': the time must be a positive finite number")
    assertStderr("sleep -1", contains: "t.sbx:1:7: error: 'sleep': the time must not be negative")
  }

  func testSleepWithAComputedTime() {
    let (out, err) = runSession("sleep 0 - 1\njust 1")
    XCTAssertTrue(err.contains("error: sleep: the time must not be negative, got number -1"), err)
    XCTAssertTrue(err.contains("t.sbx:1:9: runtime error: sleep"), err)
    XCTAssertEqual(out, ["0.000 next 1", "0.000 completed"], "the script goes on")
    assertStderr("sleep sqrt(-1)", contains: "got NaN")
  }

  func testHugeTimesPrintWhole() {
    let (session, output) = makeSession { $0.horizon = 1e300 }
    session.runProgram([SourceFile(name: "t.sbx", text: "timer 1e22")])
    XCTAssertEqual(
      output.stdout,
      ["10000000000000000000000.000 next 0", "10000000000000000000000.000 completed"])
  }

  // MARK: statements and meta commands

  func testKillWithAHugeJobNumber() {
    assertStderr(
      ":kill 99999999999999999999999", contains: "warning: ':kill' takes a job number [M001]")
  }

  func testAFailedBindingLeavesTheNameEmpty() {
    XCTAssertEqual(runSession("let v = 1 / 0\njust v").out, ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(
      runSession("replaySubject r, 0 - 1\nsend r, 1\ncomplete r\nfail r, 2\nr").out,
      ["0.000 completed"])
  }

  func testUnknownLongNamesGetNoSuggestion() {
    let long = String(repeating: "a", count: 100_000)
    let err = runSession("let \(long) = just 1\n\(long)b").err
    XCTAssertTrue(
      err.hasPrefix("t.sbx:2:1: error: unknown source or name '\(long)b' [C002]\n"),
      String(err.prefix(80))
    )
    XCTAssertEqual(
      runSession("let count2 = just 1\ncont2").err.components(separatedBy: "\n").first,
      "t.sbx:2:1: error: unknown source or name 'cont2' (did you mean count2?) [C002]")
  }

  // MARK: the engine's public API

  func testEngineReplaySubjectTakesANegativeCapacityAsZero() {
    let subject = ReplaySubject<Int>(capacity: -3)
    XCTAssertEqual(subject.capacity, 0)
    subject.sendNext(1)
    subject.sendCompleted()
    let events = EventLog()
    _ = CurrentScheduler.run(as: ImmediateScheduler.shared) {
      subject.signal.subscribe(
        Subscriber(
          next: { events.lines.append("next \($0)") },
          completed: { events.lines.append("completed") }))
    }
    XCTAssertEqual(events.lines, ["completed"])
  }

  func testEngineRetryWithExtremeCounts() {
    for count in [Int.max, -5] {
      let events = EventLog()
      let attempts = EventCounter()
      let failing = Signal<Int> { subscriber in
        attempts.value += 1
        if attempts.value < 3 {
          subscriber.sendError(RuntimeError("e"))
        } else {
          subscriber.sendCompleted()
        }
        return nil
      }
      _ = CurrentScheduler.run(as: ImmediateScheduler.shared) {
        failing.retry(count).subscribe(
          Subscriber(
            error: { _ in events.lines.append("error") },
            completed: { events.lines.append("completed") }))
      }
      XCTAssertEqual(events.lines, count < 0 ? ["error"] : ["completed"], "retry(\(count))")
    }
  }
}
