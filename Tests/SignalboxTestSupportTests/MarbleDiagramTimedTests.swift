import Signalbox
import XCTest

/// `MarbleDiagram.timed`: SPEC §5's frames with RxJS TestScheduler's `^`, `!` and time
/// progressions, as times in seconds.
final class MarbleDiagramTimedTests: XCTestCase {
  private func times(_ text: String, frame: Double = 0.1) -> [Double] {
    MarbleDiagram.timed(text, frameDuration: frame).events.map {
      ($0.time * 1000).rounded() / 1000
    }
  }

  func testFramesAndGroupsAsInSpec() {
    XCTAssertEqual(times("-1-(ab)|"), [0.1, 0.3, 0.3, 0.4])
    XCTAssertEqual(times("a - #"), [0, 0.2])
  }

  func testTimesCountFromTheSubscriptionPoint() {
    let timed = MarbleDiagram.timed("-x-^-a|", frameDuration: 0.1)
    XCTAssertEqual(timed.subscriptionPoint, 3)
    XCTAssertEqual(timed.events.map(\.symbol), [.value("x"), .value("a"), .completed])
    XCTAssertEqual(times("-x-^-a|"), [-0.2, 0.2, 0.3], "x before ^: a negative time")
  }

  func testTimeProgressionsAtTheStartOrAfterASpace() {
    XCTAssertEqual(times("-a 100ms b|"), [0.1, 0.3, 0.4])
    XCTAssertEqual(times("1s a 1.5s b"), [1, 2.6])
    XCTAssertEqual(times("a 2m b", frame: 1), [0, 121])
    XCTAssertEqual(times("a 1h|"), [0, 3600.1], "followed by a marker, not a letter")
    XCTAssertEqual(
      MarbleDiagram.timed("-a-10ms", frameDuration: 0.1).events.count, 5,
      "no space before: values, as in RxJS")
    XCTAssertEqual(MarbleDiagram.timed("1 2", frameDuration: 0.1).events.count, 2)
  }

  func testUnsubscriptionAndRepeatedMarkersAreReported() {
    XCTAssertEqual(MarbleDiagram.timed("^-a-!", frameDuration: 0.1).unsubscription, 4)
    XCTAssertEqual(MarbleDiagram.timed("^-a-!", frameDuration: 0.1).unsubscribedAt, 0.4)
    XCTAssertEqual(MarbleDiagram.timed("^-^", frameDuration: 0.1).repeated, 2)
    XCTAssertNil(MarbleDiagram.timed("^-a|", frameDuration: 0.1).repeated)
  }
}
