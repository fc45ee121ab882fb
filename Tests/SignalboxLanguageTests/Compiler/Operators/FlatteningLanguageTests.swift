import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of the flattening maps and the operators on a signal of signals, run through
/// a session on the virtual clock with the exact lines they print: values, empty, never, error,
/// early disposal and each one's own edges.
final class FlatteningLanguageTests: OperatorLanguageTestCase {
  let inner = "{ y -> interval 0.6 | take 2 | map y + str(x) }"

  private let inners = "marbles \"xy|\", 1 | map { y -> interval 0.6 | take 3 | map y } | "

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

  func testAnAliasSaysWhatItIsAndTakesItsTargetsArguments() {
    let help = runSession(":help flatMap").out
    XCTAssertEqual(help.first, "mergeMap BLOCK[, N] · flatMap BLOCK[, N]  (Flattening)")
    // The summary, wrapped at words to the width, then the rule.
    let rule = help.firstIndex { $0.hasPrefix("  RAC:") } ?? help.endIndex
    XCTAssertTrue(help[1..<rule].joined(separator: " ").contains("as flattenMap"), "\(help)")
    XCTAssertEqual(help[rule...].first, "  RAC: B2")
    assertStderr("from [1] | takeWhile", contains: "error: 'takeWhile' takes a predicate")
    assertStderr("from [1] | debounceTime", contains: "error: 'debounceTime' takes T[, EXPR]")
  }

  func testConcatMapRunsOneStreamAtATime() {
    assertRuns([
      Run(
        "marbles \"ab|\", 1 | concatMap " + inner,
        [
          "0.600 next \"a0\"", "1.200 next \"a1\"", "1.800 next \"b0\"", "2.400 next \"b1\"",
          "2.400 completed",
        ]),
      Run(
        "marbles \"ab#\", 1 | concatMap { y -> timer 1.5, y }",
        ["1.500 next \"a\"", "2.000 error \"marble error\""]),
      Run(
        "marbles \"abc|\", 1 | concatMap { y -> marbles \"-#\" }",
        ["0.100 error \"marble error\""]),
      Run(
        "seq [1, 2] | concatMap { just x * 10 }",
        ["0.000 next 10", "0.000 next 20", "0.000 completed"]),
    ])
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
    assertRuns([
      Run(
        "marbles \"ab|\", 1 | exhaustMap " + inner,
        ["0.600 next \"a0\"", "1.200 next \"a1\"", "2.000 completed"]),
      Run(
        "marbles \"abc-d|\", 1 | exhaustMap { y -> interval 0.8 | take 2 | map y + str(x) }",
        [
          "0.800 next \"a0\"", "1.600 next \"a1\"", "2.800 next \"c0\"", "3.600 next \"c1\"",
          "4.800 next \"d0\"", "5.600 next \"d1\"", "5.600 completed",
        ], "b came while a's stream ran"),
      Run(
        "marbles \"a|\", 1 | exhaustMap { y -> marbles \"-x|\" }",
        ["0.100 next \"x\"", "1.000 completed"]),
      Run(
        "marbles \"a#\", 1 | exhaustMap { y -> timer 0.5, y }",
        ["0.500 next \"a\"", "1.000 error \"marble error\""]),
    ])
  }

  func testTheFlatteningMapsTakeABlock() {
    for name in ["concatMap", "switchMap", "exhaustMap"] {
      XCTAssertTrue(
        runSession("from [1] | \(name)").err.contains("error: '\(name)' takes a block"), name)
      let help = runSession(":help \(name)").out
      XCTAssertTrue(help.first?.hasPrefix("\(name) BLOCK") == true, "\(help)")
      XCTAssertTrue(help.first?.hasSuffix("  (Flattening)") == true, "\(help)")
      XCTAssertTrue(help.contains("  Rx: RxJS 7's semantics, not a RAC operator"), "\(help)")
    }
  }

  func testMergeMapConcurrency() {
    assertRuns([
      Run(
        "marbles \"ab|\", 1 | mergeMap { y -> interval 0.6 | take 2 | map y + str(x) }, 1",
        [
          "0.600 next \"a0\"", "1.200 next \"a1\"", "1.800 next \"b0\"", "2.400 next \"b1\"",
          "2.400 completed",
        ]),
      Run(
        "from [3, 1, 2] | mergeMap { timer x, x }, 2",
        ["1.000 next 1", "3.000 next 3", "3.000 next 2", "3.000 completed"]),
    ])
  }

  func testConcatAllRunsOneInnerAtATime() {
    XCTAssertEqual(
      run(inners + "concatAll"),
      [
        "0.600 next \"x\"", "1.200 next \"x\"", "1.800 next \"x\"", "2.400 next \"y\"",
        "3.000 next \"y\"", "3.600 next \"y\"", "3.600 completed",
      ])
  }

  func testSwitchAllCutsTheCurrentInnerOff() {
    XCTAssertEqual(
      run(inners + "switchAll"),
      [
        "0.600 next \"x\"", "1.600 next \"y\"", "2.200 next \"y\"", "2.800 next \"y\"",
        "2.800 completed",
      ])
  }

  func testExhaustAllDropsAnInnerWhileOneRuns() {
    XCTAssertEqual(
      run(inners + "exhaustAll"),
      ["0.600 next \"x\"", "1.200 next \"x\"", "1.800 next \"x\"", "2.000 completed"])
  }

  func testFlatteningAllOnEmptyNeverErrorAndDisposal() {
    for name in ["concatAll", "switchAll", "exhaustAll"] {
      assertRuns([
        Run("empty | \(name)", ["0.000 completed"], name),
        Run("never | \(name) | takeUntil { timer 1 }", ["1.000 completed"], name),
        Run(
          "marbles \"x-#\", 1 | map { just 1 } | \(name)",
          ["0.000 next 1", "2.000 error \"marble error\""], name),
      ])
      // The second inner signal comes at 1: switchAll follows it, the others do not.
      let second = name == "switchAll" ? "1.600 next 0" : "1.200 next 1"
      assertRuns([
        Run(
          "marbles \"xy|\", 1 | map { interval 0.6 } | \(name) | take 2",
          ["0.600 next 0", second, "\(second.prefix(5)) completed"], name),
        Run(
          "from [1] | \(name)", ["0.000 error \"\(name): expected a stream, got number 1\""], name),
        Run("from [null] | \(name)", ["0.000 completed"], name),
      ])
    }
  }

  func testCombineLatestAllWaitsForTheSourceThenCombines() {
    assertRuns([
      Run(
        "from [1, 2] | map { y -> marbles \"a#\", 1 } | combineLatestAll",
        ["0.000 next [\"a\",\"a\"]", "1.000 error \"marble error\""]),
      Run(
        "from [1, 2] | map { y -> interval 1 | take 2 | map y * 10 + x } | combineLatestAll",
        ["1.000 next [10,20]", "2.000 next [11,20]", "2.000 next [11,21]", "2.000 completed"]),
    ])
  }

  func testZipAllPairsTheNthValues() {
    XCTAssertEqual(
      run("from [1, 2] | map { y -> interval 1 | take 2 | map y * 10 + x } | zipAll"),
      ["1.000 next [10,20]", "2.000 next [11,21]", "2.000 completed"])
  }

  func testJoiningAllOnEmptyNeverErrorAndDisposal() {
    for name in ["combineLatestAll", "zipAll"] {
      assertRuns([
        Run("empty | \(name)", ["0.000 completed"], name),
        Run("never | \(name) | takeUntil { timer 1 }", ["1.000 completed"], name),
      ])
      // The source's error ends it even while the inner signals are only collected.
      assertRuns([
        Run("marbles \"x#\", 1 | map { never } | \(name)", ["1.000 error \"marble error\""], name),
        Run(
          "from [1, 2] | map { y -> interval 1 | map y } | \(name) | take 1",
          ["1.000 next [1,2]", "1.000 completed"], name),
        Run(
          "from [1] | \(name)", ["0.000 error \"\(name): expected a stream, got number 1\""], name),
      ])
    }
  }

  func testExpand() {
    assertRuns([
      Run(
        "just 1 | expand { timer 1, x * 2 | filter x <= 8 }",
        ["0.000 next 1", "1.000 next 2", "2.000 next 4", "3.000 next 8", "4.000 completed"],
        "values"),
      Run(
        "from [1, 2] | expand { timer 1, x * 10 | filter x < 100 }, 1",
        ["0.000 next 1", "1.000 next 2", "2.000 next 10", "3.000 next 20", "4.000 completed"],
        "one at a time: 2 waits"),
      Run(
        "marbles \"a-#\", 1 | expand { timer 1, x + \"!\" | filter false }",
        ["0.000 next \"a\"", "2.000 error \"marble error\""], "error"),
      Run(
        "interval 1 | expand { empty } | takeUntil { timer 2.5 }",
        ["1.000 next 0", "2.000 next 1", "2.500 completed"], "early disposal"),
      Run(
        "just 1 | expand { just x + 1 } | take 3",
        ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"], "synchronous, taken"),
      Run(
        "just 0 | expand { just x + 1 | filter x <= 100000 } | takeLast 1",
        ["0.000 next 100000", "0.000 completed"], "100 000 synchronous levels"),
    ])
    assertQuiet("expand { just 1 }")
  }

  func testMergeScan() {
    assertRuns([
      Run(
        "marbles \"-a-b|\", 1 | mergeScan { timer 0.5, acc + x }, \"\"",
        ["1.500 next \"a\"", "3.500 next \"ab\"", "4.000 completed"], "values"),
      Run(
        "from [1, 2, 3] | mergeScan { timer 1, acc + x }, 0, 1",
        ["1.000 next 1", "2.000 next 3", "3.000 next 6", "3.000 completed"],
        "one at a time: acc read at subscription"),
      Run(
        "from [1, 2, 3] | mergeScan { timer 1, acc + x }, 0",
        ["1.000 next 1", "1.000 next 2", "1.000 next 3", "1.000 completed"],
        "all at once: each sees the seed"),
    ])
    assertScanEdges("mergeScan")
  }

  func testSwitchScan() {
    assertRuns([
      Run(
        "marbles \"-a-b--|\", 1 | switchScan { v -> interval 0.8 | take 2 | map acc + v }, \"\"",
        [
          "1.800 next \"a\"", "2.600 next \"a\"", "3.800 next \"ab\"", "4.600 next \"ab\"",
          "6.000 completed",
        ], "values")
    ])
    assertScanEdges("switchScan")
  }

  /// `NAME { just acc + x }, 0` (mergeScan, switchScan: an inner that ends at once, so both
  /// read alike): an error after two values, early disposal, and the quiet edges.
  private func assertScanEdges(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let stage = "\(name) { just acc + x }, 0"
    assertRuns(
      [
        Run(
          "marbles \"12#\", 1 | \(stage)",
          ["0.000 next 1", "1.000 next 3", "2.000 error \"marble error\""], "error"),
        Run(
          "interval 1 | \(stage) | takeUntil { timer 3.5 }",
          ["1.000 next 0", "2.000 next 1", "3.000 next 3", "3.500 completed"], "early disposal"),
      ], file: file, line: line)
    assertQuiet(stage, file: file, line: line)
  }
}
