import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Transforming/StartWith.swift`: timelines on the virtual clock.
final class StartWithTests: XCTestCase {
  func testStartWithSendsFirstAtSubscription() {
    let op: TimelineOp<Int> = { s, _ in s.startWith(0) }
    XCTAssertEqual(timeline("-", op), [.next(200, 0)], "SW1: sent even if the source never sends")
    XCTAssertEqual(timeline("|", op), [.next(200, 0), .completed(200)])
    XCTAssertEqual(
      timeline("-1-2-|", op), [.next(200, 0), .next(201, 1), .next(203, 2), .completed(205)])
    XCTAssertEqual(
      timeline("-1-#", op), [.next(200, 0), .next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 202, op), [.next(200, 0), .next(201, 1)])
  }
}
