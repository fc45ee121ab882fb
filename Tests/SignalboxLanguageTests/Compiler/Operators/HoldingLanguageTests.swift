import SignalboxTestSupport
import XCTest

/// Issue 45: the stages that hold values for a while — overlapping buffers, replays, the
/// groups of `groupBy` — weigh what they hold against the budget of a collecting stage
/// (R032, 1 GiB), before holding it, on the virtual clock.
final class HoldingLanguageTests: OperatorLanguageTestCase {
  /// 200 values of one 10 MB string: 2 GB held in full, though they share its storage.
  private let big = "just (\"x\" * 1e4) * 1e3 | flatMap {just x | repeat | take 200}"
  /// A 100 MB string each second for 40 seconds.
  private let slow = "let s = (\"x\" * 1e4) * 1e4\ninterval 1 | take 40 | map s"
  private let limit = "the values held would take more than 1073741824 bytes (the limit)"

  private func tooBig(_ name: String, at time: String = "0.000") -> [String] {
    ["\(time) error \"\(name): \(limit)\""]
  }

  func testOverlappingBufferCountHoldsItsLastValuesWithinTheBudget() {
    XCTAssertEqual(run("\(big) | bufferCount 150, 1"), tooBig("bufferCount"))
    XCTAssertEqual(
      run("\(big) | bufferCount 50, 25 | map len(x)"),
      Array(repeating: "0.000 next 50", count: 7) + ["0.000 next 25", "0.000 completed"],
      "50 values held at a time: 500 MB")
    XCTAssertEqual(
      run("\(slow) | bufferCount 5, 1 | count"), ["40.000 next 40", "40.000 completed"])
  }

  /// Buffers opened every CREATION hold a value until T after it came: 5 s of 100 MB values
  /// stay within the budget for ever, 20 s pass it at the 11th value (1.1 GB).
  func testOverlappingBufferTimeHoldsTheValuesOfItsSpan() {
    XCTAssertEqual(run("\(big) | bufferTime 1, 0.5"), tooBig("bufferTime"))
    XCTAssertEqual(
      run("\(slow) | bufferTime 5, 1 | count"), ["40.000 next 41", "40.000 completed"])
    XCTAssertEqual(run("\(slow) | bufferTime 20, 1 | count"), tooBig("bufferTime", at: "11.000"))
  }

  func testReplaysHoldWhatTheyReplayWithinTheBudget() {
    for stage in ["replay", "replayLazily", "shareReplay"] {
      XCTAssertEqual(run("\(big) | \(stage) | count"), tooBig(stage), stage)
    }
    for stage in ["replayLast", "shareReplay 50", "shareReplay {bufferSize: 50}"] {
      XCTAssertEqual(run("\(big) | \(stage) | count"), ["0.000 next 200", "0.000 completed"])
    }
    XCTAssertEqual(
      run("\(slow) | shareReplay {windowTime: 5} | count"),
      ["40.000 next 40", "40.000 completed"], "a value older than the window is let go")
    XCTAssertEqual(run("\(slow) | shareReplay | count"), tooBig("shareReplay", at: "11.000"))
  }

  /// Each group is held to the end: its key and its subject are weighed.
  func testGroupByWeighsItsGroups() {
    XCTAssertEqual(run("\(big) | groupBy [x, i] | count"), tooBig("groupBy"))
    XCTAssertEqual(run("\(big) | groupBy x | count"), ["0.000 next 1", "0.000 completed"])
    XCTAssertEqual(
      run("range 0, 5 | groupBy x % 3 | mergeMap { w -> w | toArray }"),
      ["0.000 next [0,3]", "0.000 next [1,4]", "0.000 next [2,5]", "0.000 completed"])
  }

  /// A value costs its weight in every buffer open when it comes, and a buffer sent lets
  /// its values go: two buffers of 100 MB values, each open 2 s, hold about 300 MB; open
  /// 20 s, they pass the budget.
  func testBufferToggleWeighsItsOpenBuffers() {
    XCTAssertEqual(run("\(big) | bufferToggle {just 0}, {never}"), tooBig("bufferToggle"))
    XCTAssertEqual(
      run("\(slow) | bufferToggle {interval 1}, {timer 2} | map len(x)"),
      run("\(slow) | map 0 | bufferToggle {interval 1}, {timer 2} | map len(x)"),
      "within the budget, the same buffers as with values that weigh nothing")
    XCTAssertEqual(
      run("\(slow) | bufferToggle {interval 1}, {timer 20} | count"),
      tooBig("bufferToggle", at: "5.000"), "at 5 s: 1 + 2 + 3 + 4 + 5 values held")
    XCTAssertEqual(
      run("\(big) | bufferToggle {never}, {never} | count"), ["0.000 next 0", "0.000 completed"],
      "no buffer open: nothing held")
  }

  /// A `send` that would take a `replaySubject` past the budget fails with R032, and the
  /// subject gets nothing; with a capacity, only the last N values are weighed.
  func testReplaySubjectWeighsWhatItReplays() {
    let sends = String(repeating: "send r, s\n", count: 12)
    let script = "let s = (\"x\" * 1e4) * 1e4\nreplaySubject r\n\(sends)complete r\nr | count"
    let (out, err) = runSession(script)
    XCTAssertEqual(out, ["0.000 next 10", "0.000 completed"])
    XCTAssertEqual(
      err.split(separator: "\n").map(String.init),
      Array(repeating: "error: replaySubject r: \(limit) [R032]", count: 2))
    XCTAssertEqual(
      run(script.replacingOccurrences(of: "replaySubject r", with: "replaySubject r, 5")),
      ["0.000 next 5", "0.000 completed"])
  }
}
