import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage

/// RxJS's buffers, windows, duration selectors, shareReplay and connectable as the language
/// spells them: their arguments, options and errors, on the virtual clock.
final class RxWindowLanguageTests: XCTestCase {
  private func run(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
  }

  private func fails(_ program: String) -> String { runSession(program).err }

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

  func testThrottleAndDebounceTakeABlockAsRxJSsSelector() {
    XCTAssertEqual(
      run("marbles \"abc|\", 1 | throttle { timer 1.5 }, {leading: false, trailing: true}"),
      ["1.500 next \"b\"", "3.000 next \"c\"", "3.000 completed"])
    XCTAssertEqual(
      run("marbles \"ab-c|\", 1 | throttle 1.5"),
      ["2.500 next \"b\"", "4.000 next \"c\"", "4.000 completed"], "a time: RAC's throttle")
    XCTAssertEqual(
      run("marbles \"aa-a---b|\", 0.5 | debounce { timer 1 }"),
      ["2.500 next \"a\"", "4.000 next \"b\"", "4.000 completed"])
    XCTAssertEqual(
      run("let d = marbles \"--x\", 1\nmarbles \"abc---d|\", 1 | throttle d"),
      ["0.000 next \"a\"", "2.000 next \"c\"", "6.000 next \"d\"", "7.000 completed"],
      "a let-bound stream is a selector too")
    XCTAssertEqual(
      run("let w = 1.5\nmarbles \"ab-c|\", 1 | throttle w"),
      ["2.500 next \"b\"", "4.000 next \"c\"", "4.000 completed"], "a bound value is a time")
    XCTAssertEqual(
      run("marbles \"ab|\", 1 | throttle { timer 1 }, {leading: 1}"),
      ["0.000 error \"throttle: the option 'leading' must be a boolean, got number 1\""])
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | throttle { timer 1 }, {lead: true}").contains(
        "'throttle' has no option 'lead' (it takes leading, trailing)"))
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | debounce { timer 1 }, 2").contains(
        "'debounce' takes T[, EXPR], or a block (RxJS's selector)"))
  }

  func testSampleAsksForRxJSsMeaningWithAnOption() {
    XCTAssertEqual(
      run("marbles \"a---b|\", 1 | sample { interval 1.5 }, {rxjs: true}"),
      ["1.500 next \"a\"", "4.500 next \"b\"", "5.000 completed"])
    XCTAssertEqual(
      run("marbles \"a---b|\", 1 | sample { interval 1.5 }"),
      ["1.500 next \"a\"", "3.000 next \"a\"", "4.500 next \"b\"", "5.000 completed"])
  }

  func testShareReplayForms() {
    XCTAssertEqual(
      run("let s = marbles \"abc|\", 1 | shareReplay {bufferSize: 1}\ns &\nsleep 5\ns"),
      [
        "[1] 0.000 next \"a\"", "[1] 1.000 next \"b\"", "[1] 2.000 next \"c\"",
        "[1] 3.000 completed", "0.000 next \"c\"", "0.000 completed",
      ])
    XCTAssertEqual(
      run("let s = marbles \"abc|\", 1 | shareReplay 2, 1.5\ns &\nsleep 3.5\ns").suffix(2),
      ["0.000 next \"c\"", "0.000 completed"], "b expired at 2.5; c, at 3.5, is still kept")
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | shareReplay {size: 1}").contains(
        "'shareReplay' has no option 'size' (it takes bufferSize, windowTime, refCount)"))
  }

  func testConnectableConnectsAnewAfterTheEnd() {
    XCTAssertEqual(
      run(
        "let c = interval 1 | take 2 | connectable\nc | map \"A\" + str(x) &\nconnect c\n"
          + "sleep 3\nc | map \"B\" + str(x) &\nconnect c"),
      [
        "[1] 1.000 next \"A0\"", "[1] 2.000 next \"A1\"", "[1] 2.000 completed",
        "[2] 1.000 next \"B0\"", "[2] 2.000 next \"B1\"", "[2] 2.000 completed",
      ])
  }
}
