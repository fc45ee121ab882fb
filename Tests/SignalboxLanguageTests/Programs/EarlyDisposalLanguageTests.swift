import Foundation
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// Disposal stops all work (SPEC §6) for every source and looping operator of the
/// language: each test counts the side effects that ran (a `log` line per generated
/// element) after an early `take`, never how long it took.
final class EarlyDisposalLanguageTests: XCTestCase {
  private func logLines(_ out: [String]) -> [String] { out.filter { $0.contains(" log ") } }

  private func assertTwoTaken(
    _ program: String, logs expected: Int = 2, file: StaticString = #filePath, line: UInt = #line
  ) {
    let result = runSession(program)
    XCTAssertEqual(
      result.out.filter { !$0.contains(" log ") }.count, 3,
      "two values and completed: \(result.out)", file: file, line: line)
    XCTAssertEqual(result.out.last, "0.000 completed", file: file, line: line)
    XCTAssertEqual(
      logLines(result.out).count, expected, "side effects after disposal: \(result.out)",
      file: file, line: line)
  }

  func testAHugeRangeUnderTakeStopsAfterTheTakenElements() {
    assertTwoTaken("range 1, 1000000000 | doNext log(x) | take 2")
    // 10^10 steps would never end: the take ends it after two.
    XCTAssertEqual(
      runSession("range 1, 1e300, 1e290 | take 2").out,
      ["0.000 next 1", "0.000 next 1e+290", "0.000 completed"])
  }

  func testNoSideEffectAfterTheCompletion() {
    XCTAssertEqual(
      runSession("from [1, 2, 3] | doNext log(\"saw\", x) | take 2").out,
      [
        "0.000 log \"saw\" 1", "0.000 next 1", "0.000 log \"saw\" 2", "0.000 next 2",
        "0.000 completed",
      ])
  }

  func testFinallyDoesNotRunOnDisposal() {
    XCTAssertEqual(
      runSession("from [1, 2, 3] | finally log(\"f\") | take 2").out,
      ["0.000 next 1", "0.000 next 2", "0.000 completed"])
    XCTAssertEqual(
      runSession("from [1] | finally log(\"f\")").out,
      ["0.000 next 1", "0.000 log \"f\"", "0.000 completed"])
  }

  func testEverySynchronousSourceStops() {
    assertTwoTaken("from [1, 2, 3, 4, 5] | doNext log(x) | take 2")
    assertTwoTaken("iterate 1, x + 1 | doNext log(x) | take 2")
    assertTwoTaken("seq range 1, 1000000000 | doNext log(x) | take 2")
    assertTwoTaken("seq [1, 2, 3, 4] | signal | doNext log(x) | take 2")
    assertTwoTaken("let r = range 1, 100000 | replay\nr | doNext log(x) | take 2")
  }

  func testEveryResubscribingOperatorStops() {
    assertTwoTaken("just 1 | doNext log(x) | repeat | take 2")
    assertTwoTaken(
      "just 1 | concat { error \"e\" } | initially log(\"subscribed\") | retry | take 2")
  }

  func testEveryCombiningOperatorStops() {
    assertTwoTaken(
      "concat { range 1, 1000000000 | doNext log(x) }, { just 0 | initially log(\"second\") } | "
        + "take 2"
    )
    assertTwoTaken("from [1, 2] | map { range 1, 1000000000 | doNext log(x) } | flatten | take 2")
    assertTwoTaken("from [1, 2] | map { range 1, 1000000000 | doNext log(x) } | flatten 1 | take 2")
    assertTwoTaken("zip { range 1, 3 }, { range 1, 1000000000 | doNext log(x) } | take 2")
    assertTwoTaken("just 1 | flattenMap { range 1, 1000000000 | doNext log(x) } | take 2")
    assertTwoTaken("just 1 | map { range 1, 1000000000 | doNext log(x) } | switchToLatest | take 2")
    assertTwoTaken("range 1, 1000000000 | doNext log(x) | merge { never } | take 2")
    assertTwoTaken("range 1, 1000000000 | doNext log(x) | groupBy x % 2 | flatten | take 2")
  }

  func testReadingAFileStopsAtDisposal() throws {
    let path = NSTemporaryDirectory() + "signalbox-early-\(getpid()).ndjson"
    try (1...10_000).map(String.init).joined(separator: "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    assertTwoTaken("file \"\(path)\" | doNext log(x) | take 2")
    assertTwoTaken("file \"\(path)\" lines | doNext log(x) | take 2")
  }

  func testSwitchToLatestIsCutOffByANullInner() {
    // RAC treats a nil inner as empty: it still ends the previous inner signal.
    XCTAssertEqual(
      runSession("marbles \"ab|\", 1 | map x == \"a\" ? { interval 0.4 } : null | switchToLatest")
        .out,
      ["0.400 next 0", "0.800 next 1", "2.000 completed"])
    // and it is no error in flatten (nothing to merge)
    XCTAssertEqual(
      runSession("from [null, 1] | map x == null ? null : { just 5 } | flatten").out,
      ["0.000 next 5", "0.000 completed"])
  }
}
