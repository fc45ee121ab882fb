import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/Timeout.swift`: timelines on the virtual clock.
final class TimeoutTests: XCTestCase {
  func testTimeoutCoversTheWholeSignal() {
    let op: TimelineOp<Int> = { s, t in s.timeout(3, on: t.scheduler) }
    XCTAssertEqual(timeline("-", op), [.error(203, "timed out")], "TO1")
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("1-|", op), [.next(200, 1), .completed(202)])
    XCTAssertEqual(timeline("1-#", op), [.next(200, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2-3-|", dispose: 201, op), [.next(200, 1)])
    XCTAssertEqual(
      timeline("1-2-3-|", op), [.next(200, 1), .next(202, 2), .error(203, "timed out")])
  }

  /// TO1's example (times x10 from 200): values do not restart the timer.
  func testTheReferenceExample() {
    let t = TestTimeline()
    let source = t.hot([.next(205, 1), .next(208, 2)])
    XCTAssertEqual(
      t.start { source.signal.timeout(10, on: t.scheduler) },
      [.next(205, 1), .next(208, 2), .error(210, "timed out")])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 210)], "the source is disposed")
  }
}
