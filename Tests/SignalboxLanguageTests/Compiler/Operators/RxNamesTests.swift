import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The Rx names (docs/operators.md, "Rx names") run through a session on the virtual clock,
/// with the exact lines they print. An alias prints what its RAC operator prints; an
/// operator of its own shows its RxJS 7 edges.
final class RxNamesTests: XCTestCase {
  func run(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
  }

  /// `program` with `name` in it prints exactly what it prints with `target` instead.
  func assertSame(
    _ name: String, as target: String, _ program: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let alias = run(program.replacingOccurrences(of: "NAME", with: name), file: file, line: line)
    XCTAssertFalse(alias.isEmpty, file: file, line: line)
    XCTAssertEqual(
      alias, run(program.replacingOccurrences(of: "NAME", with: target)), name, file: file,
      line: line)
  }

  // MARK: aliases

  func testMergeMapAndFlatMapAreFlattenMap() {
    let program = "marbles \"ab|\", 1 | NAME { y -> interval 0.6 | take 2 | map y + str(x) }"
    XCTAssertEqual(
      run(program.replacingOccurrences(of: "NAME", with: "mergeMap")),
      [
        "0.600 next \"a0\"", "1.200 next \"a1\"", "1.600 next \"b0\"", "2.200 next \"b1\"",
        "2.200 completed",
      ])
    assertSame("mergeMap", as: "flattenMap", program)
    assertSame("flatMap", as: "flattenMap", program)
    assertSame("mergeMap", as: "flattenMap", "seq [1, 2] | NAME { seq [x, x * 10] } | map x + 1")
    XCTAssertEqual(
      run("seq [1, 2] | flatMap { seq [x, x * 10] }"),
      ["0.000 next 1", "0.000 next 10", "0.000 next 2", "0.000 next 20", "0.000 completed"])
  }

  func testDebounceTimeIsRACsThrottle() {
    XCTAssertEqual(
      run("marbles \"ab--c|\", 0.5 | debounceTime 1"),
      ["1.500 next \"b\"", "2.500 next \"c\"", "2.500 completed"])
    assertSame("debounceTime", as: "throttle", "marbles \"1-2--3-|\", 0.5 | NAME 1, x != 2")
    assertSame("debounceTime", as: "throttle", "marbles \"a-b#\", 0.5 | NAME 1")
  }

  func testTakeWhileAndSkipWhileAreTheBlockOperators() {
    XCTAssertEqual(
      run("from [1, 2, 3, 1] | takeWhile x < 3"),
      ["0.000 next 1", "0.000 next 2", "0.000 completed"])
    XCTAssertEqual(
      run("from [1, 5, 2] | skipWhile x < 3"), ["0.000 next 5", "0.000 next 2", "0.000 completed"])
    XCTAssertEqual(
      run("seq [5, 6, 7] | takeWhile i < 2"), ["0.000 next 5", "0.000 next 6", "0.000 completed"])
    assertSame("takeWhile", as: "takeWhileBlock", "interval 1 | NAME x < 2")
    assertSame("skipWhile", as: "skipWhileBlock", "marbles \"1-2-3-1|\", 0.5 | NAME x < 2")
  }

  func testAnAliasSaysWhatItIsAndTakesItsTargetsArguments() {
    let help = runSession(":help flatMap").out
    XCTAssertEqual(help.first, "mergeMap BLOCK[, N] · flatMap BLOCK[, N]  (Flattening)")
    // The summary, wrapped at words to the width, then the rule.
    let rule = help.firstIndex { $0.hasPrefix("  RAC:") } ?? help.endIndex
    XCTAssertTrue(help[1..<rule].joined(separator: " ").contains("RAC's flattenMap"), "\(help)")
    XCTAssertEqual(help[rule...].first, "  RAC: B2")
    XCTAssertTrue(
      runSession("from [1] | takeWhile").err.contains("error: 'takeWhile' takes a predicate"))
    XCTAssertTrue(
      runSession("from [1] | debounceTime").err.contains("error: 'debounceTime' takes T[, EXPR]"))
  }

  // MARK: flattening maps

  let inner = "{ y -> interval 0.6 | take 2 | map y + str(x) }"

  func testConcatMapRunsOneStreamAtATime() {
    XCTAssertEqual(
      run("marbles \"ab|\", 1 | concatMap " + inner),
      [
        "0.600 next \"a0\"", "1.200 next \"a1\"", "1.800 next \"b0\"", "2.400 next \"b1\"",
        "2.400 completed",
      ])
    XCTAssertEqual(
      run("marbles \"ab#\", 1 | concatMap { y -> timer 1.5, y }"),
      ["1.500 next \"a\"", "2.000 error \"marble error\""])
    XCTAssertEqual(
      run("marbles \"abc|\", 1 | concatMap { y -> marbles \"-#\" }"),
      ["0.100 error \"marble error\""])
    XCTAssertEqual(
      run("seq [1, 2] | concatMap { just x * 10 }"),
      ["0.000 next 10", "0.000 next 20", "0.000 completed"])
  }

  func testConcatMapSendsWhatMapThenFlattenOneSends() {
    let program = "marbles \"a-bc|\", 0.5 | STAGES"
    XCTAssertEqual(
      run(program.replacingOccurrences(of: "STAGES", with: "concatMap { y -> timer 1, y }")),
      run(program.replacingOccurrences(of: "STAGES", with: "map { y -> timer 1, y } | flatten 1")))
  }

  func testSwitchMapCutsTheOldStreamOffBeforeTheNewOneStarts() {
    XCTAssertEqual(
      run("marbles \"ab|\", 1 | switchMap " + inner),
      ["0.600 next \"a0\"", "1.600 next \"b0\"", "2.200 next \"b1\"", "2.200 completed"])
    let traced = "{ y -> interval 0.6 | take 2 | trace y }"
    let rx = run("marbles \"ab|\", 1 | switchMap " + traced).filter { $0.hasPrefix("1.000") }
    XCTAssertEqual(
      rx, ["1.000 trace y disposed", "1.000 trace y subscribed"], "Rx: unsubscribe, then subscribe")
    let rac = run("marbles \"ab|\", 1 | map \(traced) | switchToLatest").filter {
      $0.hasPrefix("1.000")
    }
    XCTAssertEqual(
      rac, ["1.000 trace y subscribed", "1.000 trace y disposed"], "RAC: subscribe, then cut off")
    XCTAssertEqual(
      run("marbles \"ab|\", 1 | switchMap { y -> marbles \"-#\" }"),
      ["0.100 error \"marble error\""])
  }

  func testExhaustMapDropsValuesWhileAStreamRuns() {
    XCTAssertEqual(
      run("marbles \"ab|\", 1 | exhaustMap " + inner),
      ["0.600 next \"a0\"", "1.200 next \"a1\"", "2.000 completed"])
    XCTAssertEqual(
      run("marbles \"abc-d|\", 1 | exhaustMap { y -> interval 0.8 | take 2 | map y + str(x) }"),
      [
        "0.800 next \"a0\"", "1.600 next \"a1\"", "2.800 next \"c0\"", "3.600 next \"c1\"",
        "4.800 next \"d0\"",
        "5.600 next \"d1\"", "5.600 completed",
      ], "b came while a's stream ran")
    XCTAssertEqual(
      run("marbles \"a|\", 1 | exhaustMap { y -> marbles \"-x|\" }"),
      ["0.100 next \"x\"", "1.000 completed"])
    XCTAssertEqual(
      run("marbles \"a#\", 1 | exhaustMap { y -> timer 0.5, y }"),
      ["0.500 next \"a\"", "1.000 error \"marble error\""])
  }

  func testTheFlatteningMapsTakeABlock() {
    for name in ["concatMap", "switchMap", "exhaustMap"] {
      XCTAssertTrue(
        runSession("from [1] | \(name)").err.contains("error: '\(name)' takes a block"), name)
      let help = runSession(":help \(name)").out
      XCTAssertEqual(help.first, "\(name) BLOCK  (Flattening)")
      XCTAssertTrue(help.contains("  Rx: RxJS 7's semantics, not a RAC operator"), "\(help)")
    }
  }

  // MARK: time

  func testThrottleTimeLetsTheFirstValueOfAWindowThrough() {
    XCTAssertEqual(
      run("marbles \"ab-c--d|\", 0.5 | throttleTime 1"),
      ["0.000 next \"a\"", "1.500 next \"c\"", "3.000 next \"d\"", "3.500 completed"])
    XCTAssertEqual(
      run("marbles \"ab-c--d|\", 0.5 | throttle 1"),
      ["2.500 next \"c\"", "3.500 next \"d\"", "3.500 completed"],
      "RAC's throttle on the same values: Rx's debounce")
    XCTAssertEqual(
      run("marbles \"abcd--e|\", 0.5 | throttleTime 1"),
      ["0.000 next \"a\"", "1.500 next \"d\"", "3.000 next \"e\"", "3.500 completed"],
      "c comes exactly 1 after a: still inside the window (RxJS 7)")
    XCTAssertEqual(
      run("marbles \"-a----bc|\", 1 | throttleTime 5"),
      ["1.000 next \"a\"", "7.000 next \"c\"", "8.000 completed"])
    XCTAssertEqual(
      run("interval 1 | throttleTime 1 | take 3"),
      ["1.000 next 0", "3.000 next 2", "5.000 next 4", "5.000 completed"])
    XCTAssertEqual(
      run("marbles \"ab#\", 0.5 | throttleTime 1"),
      ["0.000 next \"a\"", "1.000 error \"marble error\""])
  }

  func testAuditTimeSendsTheLatestWhenItsTimerFires() {
    XCTAssertEqual(
      run("marbles \"ab-c----d|\", 0.5 | auditTime 1"),
      ["1.000 next \"b\"", "2.500 next \"c\"", "5.000 next \"d\"", "5.000 completed"],
      "d's timer outlives the source")
    XCTAssertEqual(
      run("interval 0.4 | auditTime 1 | take 3"),
      ["1.400 next 2", "2.600 next 5", "3.800 next 8", "3.800 completed"],
      "a busy source still sends every 1 (RAC's throttle would send nothing)")
    XCTAssertEqual(
      run("interval 0.4 | throttle 1 | take 1 | timeout 10"), ["10.000 error \"timed out\""])
    XCTAssertEqual(run("marbles \"a-#\", 0.5 | auditTime 2"), ["1.000 error \"marble error\""])
  }

  func testSampleTimeSendsEachValueAtMostOnce() {
    XCTAssertEqual(
      run("marbles \"ab-c---d-|\", 0.5 | sampleTime 1"),
      ["1.000 next \"b\"", "2.000 next \"c\"", "4.000 next \"d\"", "4.500 completed"])
    XCTAssertEqual(
      run("marbles \"a-------b|\", 0.5 | sampleTime 1"),
      ["1.000 next \"a\"", "4.000 next \"b\"", "4.500 completed"])
    XCTAssertEqual(
      run("marbles \"a-------b|\", 0.5 | sample { interval 1 }"),
      [
        "1.000 next \"a\"", "2.000 next \"a\"", "3.000 next \"a\"", "4.000 next \"b\"",
        "4.500 completed",
      ],
      "RAC's sample repeats the latest value")
    XCTAssertEqual(
      run("marbles \"a|\", 0.5 | sampleTime 1"), ["0.500 completed"],
      "a held value is not sent at completion")
  }

  func testTheTimeOperatorsCheckTheirTimes() {
    XCTAssertTrue(
      runSession("never | sampleTime 0").err.contains(
        "error: 'sampleTime': the time must be a positive number"))
    XCTAssertTrue(
      runSession("never | throttleTime -1").err.contains(
        "error: 'throttleTime': the time must not be negative"))
    XCTAssertTrue(
      runSession("never | auditTime").err.contains("error: 'auditTime' takes a time in seconds"))
    let computed = runSession("let n = 0 - 1\njust 1 | auditTime n")
    XCTAssertEqual(
      computed.out, ["0.000 error \"auditTime: the time must not be negative, got number -1\""])
  }

}
