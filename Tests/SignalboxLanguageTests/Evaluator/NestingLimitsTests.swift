import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// Issue 14, part 3: nesting and length limits that hold on any stack, debug builds
/// included (this test build is a debug build). Each reproducer ends in a positioned
/// error or completes (docs/language.md, "Nesting and length limits").
final class NestingLimitsTests: XCTestCase {
  private let tooDeep = "the value would nest arrays and objects more than 10000 levels deep"

  // MARK: values built by expressions

  func testAggregateWrappingItsAccumulator() {
    let (out, err) = runSession("range 1, 100000 | aggregate [], [acc]")
    XCTAssertEqual(out, ["0.000 error \"aggregate: \(tooDeep)\""])
    XCTAssertTrue(err.contains("t.sbx:1:19: runtime error: aggregate: \(tooDeep) (x = 10000)"), err)
  }

  func testIterateWrappingItsValue() {
    let (out, err) = runSession("iterate [], [x] | skip 100000")
    XCTAssertEqual(out, ["0.000 error \"iterate: \(tooDeep)\""])
    XCTAssertTrue(err.contains("runtime error: iterate: \(tooDeep) (x = [[[[["), err)
    XCTAssertTrue(
      err.contains("...)"), "the value in the diagnostic is cut short: \(err.count) characters")
    XCTAssertLessThan(err.count, 2000)
  }

  func testFoldsAndScanWrappingTheirAccumulator() {
    XCTAssertEqual(
      runSession("seq range 1, 100000 | foldLeft [], [acc]").out,
      ["0.000 error \"foldLeft: \(tooDeep)\""])
    XCTAssertEqual(
      runSession("seq range 1, 20000 | foldRight [], [acc]").out,
      ["0.000 error \"foldRight: \(tooDeep)\""])
    XCTAssertEqual(
      runSession("range 1, 20000 | scan {}, {a: acc} | ignoreValues").out,
      ["0.000 error \"scan: \(tooDeep)\""])
  }

  func testAValueAtTheLimitPrintsComparesAndHashes() {
    // 10 000 levels: `[]` and 9 999 wrappings.
    XCTAssertEqual(
      runSession("range 1, 9999 | aggregate [], [acc] | map str(x) | map len(x)").out,
      ["0.000 next 20000", "0.000 completed"])
    XCTAssertEqual(
      runSession("range 1, 9999 | aggregate [], [acc] | map x == [x[0]]").out,
      ["0.000 next true", "0.000 completed"])
    XCTAssertEqual(
      runSession(
        "range 1, 9999 | aggregate [], {a: acc} | distinctUntilChanged | groupBy x | flatten | "
          + "map str(x) | map len(x)"
      ).out,
      ["0.000 next 59996", "0.000 completed"])
    let printed = runSession("range 1, 9999 | aggregate [], [acc]").out
    XCTAssertEqual(printed.first?.count, "0.000 next ".count + 20000)
    XCTAssertEqual(printed.last, "0.000 completed")
  }

  func testDeepValuesCompareUnequalWithoutRecursion() {
    XCTAssertEqual(
      runSession(
        "let a = range 1, 9999 | aggregate 1, [acc]\nlet b = range 1, 9999 | aggregate 2, "
          + "[acc]\nzip a, b | map x[0] == x[1]"
      ).out,
      ["0.000 next false", "0.000 completed"])
  }

  func testSharedValuesAreCheckedInLinearTime() {
    // `{a: acc, b: acc}` doubles the value's size at every step (2^200 leaves): the depth
    // check walks each shared part once.
    XCTAssertEqual(
      runSession("range 1, 200 | aggregate 0, {a: acc, b: acc} | map len(x)").out,
      ["0.000 next 2", "0.000 completed"])
    XCTAssertEqual(
      runSession("range 1, 20000 | aggregate [], [acc, acc] | map 1").out,
      ["0.000 error \"aggregate: \(tooDeep)\""])
  }

  func testStreamsBuiltFromStreamsAreLimitedLikeStages() {
    XCTAssertEqual(
      runSession("iterate {just 1}, {just x | flatten} | skip 100000 | head | flatten").out,
      [
        "0.000 error \"iterate: the stream would pass through more than 1000 stages when "
          + "subscribed (1001)\""
      ])
    XCTAssertEqual(
      runSession("iterate {just 1}, {just x | flatten} | skip 300 | head | flatten").out,
      ["0.000 next 1", "0.000 completed"])
    XCTAssertEqual(
      runSession("range 1, 2000 | aggregate {just 0}, {s -> just s | flatten | map x + 1} | map 1")
        .out,
      ["0.000 next 1", "0.000 completed"], "a block that does not capture a stream does not nest")
  }

  func testStreamsHiddenInsideValuesCountToo() {
    // Each step nests the stream (2 stages) in an array (1 level): 3 per step.
    XCTAssertEqual(
      runSession(
        "iterate [{just 1}], [{just x[0] | flatten}] | skip 100000 | head | map x[0] | flatten"
      ).out,
      [
        "0.000 error \"iterate: the stream would pass through more than 1000 stages when "
          + "subscribed (1003)\""
      ])
    XCTAssertEqual(
      runSession(
        "iterate [{just 1}], [{just x[0] | flatten}] | skip 300 | head | map x[0] | flatten"
      ).out,
      ["0.000 next 1", "0.000 completed"])
  }

  // MARK: program text

  func testALongSumIsAPositionedError() {
    let program = "just 1" + String(repeating: " + 1", count: 60_000)
    let (out, err) = runSession(program)
    XCTAssertEqual(out, [])
    XCTAssertTrue(
      err.hasPrefix(
        "t.sbx:1:4004: error: expression too deep (more than 1000 levels, counting each operator "
          + "of a chain) [P004]\n"
      ), String(err.prefix(300)))
  }

  func testASumJustUnderTheLimitRuns() {
    XCTAssertEqual(
      runSession("just 1" + String(repeating: " + 1", count: 999)).out,
      ["0.000 next 1000", "0.000 completed"])
  }

  func testOtherChainsCountToo() {
    for (program, column) in [
      ("just [1]" + String(repeating: "[0]", count: 5000), 3004),
      ("just {}" + String(repeating: ".a", count: 5000), 2006),
      ("just 1" + String(repeating: " * 1", count: 5000), 4004),
      ("just true" + String(repeating: " && true", count: 5000), 8003),
    ] {
      XCTAssertTrue(
        runSession(program).err.hasPrefix("t.sbx:1:\(column): error: expression too deep"),
        String(runSession(program).err.prefix(120)))
    }
    assertStderr(
      "just 1" + String(repeating: " ?? 1", count: 5000),
      contains: "error: nested too deeply (more than 256 levels)")
  }

  func testChainedLetsAreLimitedLikeOnePipeline() {
    func lets(_ n: Int) -> String {
      (["let a0 = just 1"] + (1..<n).map { "let a\($0) = a\($0 - 1) | map x" } + ["a\(n - 1)"])
        .joined(separator: "\n")
    }
    XCTAssertEqual(runSession(lets(1000)).out, ["0.000 next 1", "0.000 completed"])
    let (out, err) = runSession(lets(13_000))
    XCTAssertEqual(out, [])
    XCTAssertTrue(
      err.hasPrefix(
        "t.sbx:1001:1: error: this statement passes through 1001 stages, counting those of the "
          + "let-bound pipelines and blocks it uses; at most 1000 are allowed [C008]\n"
      ), String(err.prefix(300)))
    // One error per 1000 lets (12), no cascade of unknown names: the first 10 are listed,
    // then one `too many errors` line.
    XCTAssertEqual(err.components(separatedBy: ": error: this statement").count - 1, 10)
    XCTAssertTrue(
      err.hasSuffix("t.sbx: error: too many errors; only the first 10 are shown [P022]\n"))
  }

  func testBlocksAndHotLetsCountTowardsTheStages() {
    let block =
      "just 1 | flattenMap { just x" + String(repeating: " | map x", count: 600) + " }"
      + String(repeating: " | map x", count: 500)
    XCTAssertTrue(
      runSession(block).err.contains("t.sbx:1:1: error: this statement passes through 1103 stages"),
      runSession(block).err)
    let hot =
      (["subject s", "let a0 = s | replay"]
      + (1..<1001).map { "let a\($0) = a\($0 - 1) | map x | replay" }).joined(separator: "\n")
    XCTAssertTrue(
      runSession(hot).err.contains("t.sbx:502:1: error: this statement passes through 1002 stages"),
      String(runSession(hot).err.prefix(300)))
  }
}
