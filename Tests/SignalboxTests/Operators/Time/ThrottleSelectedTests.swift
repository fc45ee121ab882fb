import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Time/ThrottleSelected.swift`: timelines on the virtual clock.
final class ThrottleSelectedTests: XCTestCase {
  func testThrottleSendsALeadingValueAndDropsTheRestOfItsDuration() {
    let op: TimelineOp<Int> = { s, t in s.throttle { _ in t.cold("--0") } }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("123-4|", op), [.next(200, 1), .next(202, 3), .completed(205)],
      "1 is sent at the subscription, before the source's later events are scheduled: its "
        + "duration ends at 202 before 3 comes; 4 comes at 204 before 3's duration ends")
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(timeline("1---2|", dispose: 203, op), [.next(200, 1)])
  }

  func testThrottleTrailingSendsTheLatestValueWhenTheDurationSends() {
    let op: TimelineOp<Int> = { s, t in
      s.throttle(leading: false, trailing: true) { _ in t.cold("--0") }
    }
    XCTAssertEqual(timeline("12---|", op), [.next(202, 2), .completed(205)])
    XCTAssertEqual(
      timeline("123|", op), [.next(202, 2), .next(204, 3), .completed(204)],
      "2, sent at 202, starts a duration of its own; completion waits for it to send 3")
    let both: TimelineOp<Int> = { s, t in
      s.throttle(leading: true, trailing: true) { _ in t.cold("--0") }
    }
    XCTAssertEqual(
      timeline("12|", both), [.next(200, 1), .next(202, 2), .completed(202)],
      "completion waits for the trailing value")
  }

  func testThrottleTrailingOnNeverEmptyErrorAndEarlyDisposal() {
    let op: TimelineOp<Int> = { s, t in
      s.throttle(leading: false, trailing: true) { _ in t.cold("--0") }
    }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")], "the held 1 is dropped")
    XCTAssertEqual(timeline("12---|", dispose: 201.5, op), [], "disposal cancels the duration")
  }
}
