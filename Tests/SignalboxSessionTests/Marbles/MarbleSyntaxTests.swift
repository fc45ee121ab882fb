import Signalbox
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// A stage written back as a `marbles "…"` source.
final class MarbleSyntaxTests: XCTestCase {
  private func source(_ events: [MarbleEvent]) -> MarbleSyntax.Result {
    MarbleSyntax.source(of: MarbleStage("1:x", events))
  }

  func testASourceStageGivesBackItsOwnText() {
    XCTAssertEqual(
      MarbleSyntax.source(of: MarbleFixtures.throttle.stages[0]), .exact("marbles \"ab--c|\", 0.5"))
    XCTAssertEqual(
      MarbleSyntax.source(of: MarbleFixtures.throttle.stages[1]),
      .exact("marbles \"---b-(c|)\", 0.5"))
  }

  func testTheDefaultFrameIsLeftOut() {
    XCTAssertEqual(
      source([.value(0.1, "1"), .value(0.3, "2"), .completed(0.5)]), .exact("marbles \"-1-2-|\""))
    XCTAssertEqual(source([.value(0, "1"), .completed(0)]), .exact("marbles \"(1|)\""))
    XCTAssertEqual(source([]), .exact("marbles \"\""))
  }

  func testTimesCountFromTheSubscription() {
    XCTAssertEqual(
      source([.subscribed(2), .value(2, "\"x\""), .value(3, "\"y\""), .disposed(4)]),
      .exact("marbles \"xy\", 1"))
  }

  func testAnotherErrorMessageIsApproximate() {
    XCTAssertEqual(
      source([.value(0, "1"), .error(0.2, "marble error")]), .exact("marbles \"1#\", 0.2"))
    XCTAssertEqual(
      source([.value(0, "1"), .error(0.2, "boom")]),
      .approximate("marbles \"1#\", 0.2", note: "# sends \"marble error\", not \"boom\""))
  }

  func testWhatMarbleSyntaxCannotSay() {
    for (events, reason) in [
      ([MarbleEvent.value(0, "10")], "the value 10 is not a digit"),
      ([.value(0, "\"1\"")], "the value \"1\" is not a digit"),
      ([.value(0, "\"-\"")], "the value \"-\""),
      ([.value(0, "\" \"")], "the value \" \""),
      ([.value(0, "\"ab\"")], "the value \"ab\""),
      ([.subscribed(0), .value(0, "1"), .subscribed(1)], "subscribed 2 times"),
      ([.value(0, "1"), .value(1, "2"), .value(3600, "3")], "it would take 3601 frames of 1 s"),
      ([.value(0.001, "1"), .value(1.001, "2")], "it would take 1002 frames of 0.001 s"),
    ] as [([MarbleEvent], String)] {
      guard case .impossible(let why) = source(events) else {
        return XCTFail("\(events) should be impossible")
      }
      XCTAssertTrue(why.hasPrefix(reason), why)
    }
  }

  func testAnyOtherOneCharacterStringIsAValue() {
    XCTAssertEqual(
      source([.value(0, "\"é\""), .value(0.1, "\"+\""), .value(0.1, "3")]),
      .exact("marbles \"é(+3)\""))
  }

  /// What the syntax gives back parses to the same events (the engine's marble parser).
  func testTheTextParsesBackToTheSameFrames() {
    guard case .exact(let text) = MarbleSyntax.source(of: MarbleFixtures.throttle.stages[1]) else {
      return XCTFail()
    }
    let marbles = String(text.split(separator: "\"")[1])
    let parsed = MarbleDiagram.parse(marbles).map { "\($0.frame)" }
    XCTAssertEqual(parsed, ["3", "5", "5"])
  }
}
