import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/AuditTime.swift`: timelines on the virtual clock.
final class AuditTimeTests: XCTestCase {
  func testAuditTimeSendsTheLatestValueWhenItsTimerFires() {
    let op: TimelineOp<Int> = { s, t in s.auditTime(3, on: t.scheduler) }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("12--3---|", op), [.next(203, 2), .next(207, 3), .completed(208)])
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")], "the held value is dropped")
    XCTAssertEqual(timeline("12--3---|", dispose: 202, op), [], "disposal cancels the timer")
  }

  func testAuditTimeDoesNotRestartItsTimer() {
    // RAC's throttle (Rx's debounce) would wait for a pause; auditTime sends every 3.
    let op: TimelineOp<Int> = { s, t in s.auditTime(2.5, on: t.scheduler) }
    XCTAssertEqual(
      timeline("1234567", dispose: 210, op), [.next(202.5, 3), .next(205.5, 6), .next(208.5, 7)])
  }

  func testAuditTimesCompletionWaitsForTheRunningTimer() {
    let t = TestTimeline()
    let xs = t.hot([.next(210, 1), .next(211, 2), .completed(212)])
    XCTAssertEqual(
      t.start { xs.signal.auditTime(5, on: t.scheduler) }, [.next(215, 2), .completed(215)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)], "the source is done at 212")
  }
}
