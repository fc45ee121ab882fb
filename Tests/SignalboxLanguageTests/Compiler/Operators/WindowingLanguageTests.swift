import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of the buffers and windows, run through a session on the virtual clock with
/// the exact lines they print: values, empty, never, error, early disposal and each one's own
/// edges.
final class WindowingLanguageTests: OperatorLanguageTestCase {
  func testBufferCount() {
    assertRuns([
      Run(
        "range 1, 5 | bufferCount 2",
        ["0.000 next [1,2]", "0.000 next [3,4]", "0.000 next [5]", "0.000 completed"]),
      Run(
        "range 1, 5 | bufferCount 2, 3",
        ["0.000 next [1,2]", "0.000 next [4,5]", "0.000 completed"], "3 is in no window"),
      Run(
        "interval 1 | bufferCount 2, 3 | take 2",
        ["2.000 next [0,1]", "5.000 next [3,4]", "5.000 completed"]),
      Run("empty | bufferCount 3", ["0.000 completed"]),
    ])
    assertStderr(
      "from [1] | bufferCount 0",
      contains: "error: 'bufferCount': the count must be a positive integer")
    assertStderr(
      "from [1] | bufferCount 2, 0",
      contains: "error: 'bufferCount': the count must be a positive integer")
    XCTAssertEqual(
      runSession("let n = 0\nfrom [1] | bufferCount n").out,
      ["0.000 error \"bufferCount: the count must be a positive integer, got number 0\""])
  }

  func testBufferTimeArguments() {
    XCTAssertEqual(
      run("marbles \"abc|\", 1 | bufferTime 5, null, 2"),
      ["1.000 next [\"a\",\"b\"]", "3.000 next [\"c\"]", "3.000 completed"],
      "null: no creation interval; a full buffer is sent and the next opens")
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | bufferTime 0").contains("the time must be a positive number"))
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | bufferTime 1, 0").contains("the time must be a positive number"),
      "a creation interval of 0 would loop without time passing")
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | windowCount 0").contains("the count must be a positive integer"))
  }

  func testWindowsAreStreamsSubscribedByTheNextStage() {
    XCTAssertEqual(
      run("marbles \"abcde|\", 1 | windowCount 3, 2 | mergeMap { w -> w | collect }"),
      [
        "2.000 next [\"a\",\"b\",\"c\"]", "4.000 next [\"c\",\"d\",\"e\"]",
        "5.000 next [\"e\"]", "5.000 completed",
      ])
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | bufferToggle { timer 0.5 }").contains(
        "'bufferToggle' takes an openings stream and a block"))
  }

  func testBufferWhenRefusesAClosingStreamThatSendsAtOnce() {
    XCTAssertEqual(
      runSession("marbles \"ab|\", 1 | bufferWhen { just 1 }").out,
      ["0.000 error \"bufferWhen: the closing stream sent with no time passing\""])
    XCTAssertEqual(
      runSession("marbles \"ab|\", 1 | bufferWhen { timer 0 }").out,
      ["0.000 error \"bufferWhen: the closing stream sent with no time passing\""])
  }
}
