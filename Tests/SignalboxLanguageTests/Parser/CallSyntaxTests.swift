import SignalboxTestSupport
import XCTest

/// RxJS's call syntax (`of(1, 2, 3)`, `take(3)`, `first()`): the same timelines as the
/// Signalbox spelling, RxJS's order where an Rx name orders its arguments differently, and
/// an error naming the Signalbox spelling where neither reading is safe (issue 38).
final class CallSyntaxTests: OperatorLanguageTestCase {
  /// `NAME(A, B)` right after the name prints what `NAME A, B` prints.
  func testACallMeansTheSignalboxSpelling() {
    let pairs = [
      ("of(1, 2, 3)", "of 1, 2, 3"),
      ("interval(1) | take(3)", "interval 1 | take 3"),
      ("from([1, 2, 3]) | map(x * 10)", "from [1, 2, 3] | map x * 10"),
      ("from [1, 2] | mergeMap({ of(x, x) }, 2)", "from [1, 2] | mergeMap { of x, x }, 2"),
      ("of(1, 2) | startWith(0)", "of 1, 2 | startWith 0"),
      ("of(1, 2, 3) | filter(x > 1) | skip(1)", "of 1, 2, 3 | filter x > 1 | skip 1"),
      ("of(\n  1,\n  2\n) | take(1)", "of 1, 2 | take 1"),
    ]
    for (call, plain) in pairs {
      let out = run(call)
      XCTAssertFalse(out.isEmpty, call)
      XCTAssertEqual(out, run(plain), call)
    }
  }

  /// `first()`, `toArray()`, `share()`: empty parentheses are no arguments.
  func testEmptyParenthesesAreNoArguments() {
    XCTAssertEqual(run("of(1, 2) | first()"), ["0.000 next 1", "0.000 completed"])
    XCTAssertEqual(run("of(1, 2) | toArray()"), ["0.000 next [1,2]", "0.000 completed"])
    XCTAssertEqual(
      run("of() | first()"), ["0.000 error \"first: no elements in sequence\""], "RxJS's first")
    XCTAssertEqual(
      run("timerEvery(0, 1) | take(2) | share()"),
      ["0.000 next 0", "1.000 next 1", "1.000 completed"])
  }

  /// RxJS writes the seed last: `scan(acc + x, 0)` folds as `scan 0, acc + x`; the
  /// Signalbox order in parentheses means the same.
  func testScanAndReduceTakeRxJSsOrderInACall() {
    let running = ["0.000 next 1", "0.000 next 3", "0.000 next 6", "0.000 completed"]
    XCTAssertEqual(run("of(1, 2, 3) | scan(acc + x, 0)"), running)
    XCTAssertEqual(run("of(1, 2, 3) | scan(0, acc + x)"), running)
    XCTAssertEqual(run("of(1, 2, 3) | reduce(acc + x, 10)"), ["0.000 next 16", "0.000 completed"])
    XCTAssertEqual(run("of(1, 2, 3) | reduce(10, acc + x)"), ["0.000 next 16", "0.000 completed"])
  }

  /// RAC's `aggregate` has no RxJS reading: the seed last stays C045, naming both orders.
  func testAggregateInRxJSsOrderIsAnError() {
    let err = fails("of(1, 2, 3) | aggregate(acc + x, 0)")
    XCTAssertTrue(err.contains("write 'aggregate START, EXPR'"), err)
    XCTAssertTrue(err.contains("[C045]"), err)
  }

  /// `timer(T, P)` is RxJS's periodic timer (`timerEvery T, P`); `timer(T)` one value.
  func testTimerWithAPeriod() {
    XCTAssertEqual(
      run("timer(1, 0.5) | take(3)"),
      ["1.000 next 0", "1.500 next 1", "2.000 next 2", "2.000 completed"])
    XCTAssertEqual(run("timer(1)"), ["1.000 next 0", "1.000 completed"])
  }

  /// `range(START, COUNT)`: COUNT numbers from START, as RxJS's.
  func testRangeCountsInACall() {
    XCTAssertEqual(
      run("range(5, 3)"), ["0.000 next 5", "0.000 next 6", "0.000 next 7", "0.000 completed"])
    XCTAssertEqual(run("range(5, 0)"), ["0.000 completed"])
    XCTAssertEqual(run("range 5, 6"), ["0.000 next 5", "0.000 next 6", "0.000 completed"])
  }

  /// Parentheses after a space, or followed by more of an expression, are a first
  /// argument's, as before.
  func testParenthesesThatStartAnExpressionKeepTheirReading() {
    XCTAssertEqual(
      run("from [1, 2] | map(x) * 2"), ["0.000 next 2", "0.000 next 4", "0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2] | map (x + 1) * 2"), ["0.000 next 4", "0.000 next 6", "0.000 completed"])
  }

  /// An arrow function is an error with H001's note, not a `==` hint.
  func testAnArrowGetsItsNoteOnly() {
    let err = fails("from [1, 2] | map(x => x * 2)")
    XCTAssertTrue(err.contains("[H001]"), err)
    XCTAssertFalse(err.contains("did you mean '=='"), err)
    XCTAssertTrue(fails("from [1, 2] | filter x = 1").contains("did you mean '=='"))
  }

  /// A source called where a value or stream goes is its stream, as the block `{of(1)}` is:
  /// RxJS's `merge(of(1), of(2))`, `takeUntil(timer(3.5))`, `concatWith(of(3))`.
  func testASourceCalledAsAnArgumentIsItsStream() {
    let pairs = [
      ("merge(of(1), of(2))", "merge {of 1}, {of 2}"),
      ("concat(of(1, 2), of(3))", "concat {of 1, 2}, {of 3}"),
      ("zip(of(1, 2), of(3, 4))", "zip {of 1, 2}, {of 3, 4}"),
      ("race(timer(2), timer(1))", "race {timer 2}, {timer 1}"),
      ("interval(1) | takeUntil(timer(3.5))", "interval 1 | takeUntil {timer 3.5}"),
      ("of(1, 2) | concatWith(of(3))", "of 1, 2 | concatWith {of 3}"),
      (
        "of(1) | mergeMap({ merge(of(x), of(x * 10)) })",
        "of 1 | mergeMap { merge {of x}, {of x * 10} }"
      ),
    ]
    for (call, plain) in pairs {
      let out = run(call)
      XCTAssertFalse(out.isEmpty, call)
      XCTAssertFalse(out.contains { $0.contains("<signal>") }, call)
      XCTAssertEqual(out, run(plain), call)
    }
    // A name that is a function as well keeps its function meaning: jq's `range`.
    XCTAssertEqual(run("just 1 | map range(0, 3)"), ["0.000 next [0,1,2]", "0.000 completed"])
  }
}
