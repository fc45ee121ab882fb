import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/ThrottleTime.swift`: timelines on the virtual clock.
final class ThrottleTimeTests: XCTestCase {
  func testThrottleTimeLetsTheFirstValueOfEachWindowThrough() {
    let op: TimelineOp<Int> = { s, t in s.throttleTime(3, on: t.scheduler) }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("12---4-5|", op), [.next(200, 1), .next(205, 4), .completed(208)],
      "2 and 5 fall in windows")
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(timeline("1---2|", dispose: 203, op), [.next(200, 1)])
  }

  func testThrottleTimesWindowIsClosedAtItsEndAsInRxJS7() {
    let op: TimelineOp<Int> = { s, t in s.throttleTime(3, on: t.scheduler) }
    XCTAssertEqual(
      timeline("12-34--5|", op), [.next(200, 1), .next(204, 4), .completed(208)],
      "3 comes exactly 3 after 1: still inside the window; 5 exactly 3 after 4, too")
    let zero: TimelineOp<Int> = { s, t in
      s.throttleTime(0, on: t.scheduler)
    }
    XCTAssertEqual(timeline("12|", zero), [.next(200, 1), .next(201, 2), .completed(202)])
  }

  func testThrottleTimeTrailingSendsTheLatestValueAtTheWindowsEnd() {
    let op: TimelineOp<Int> = { s, t in
      s.throttleTime(3, leading: false, trailing: true, on: t.scheduler)
    }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("12-3-4--|", op), [.next(203, 3), .next(206, 4), .completed(208)],
      "3 lands at the window's end: it is the window's latest; 4 in the next window")
    XCTAssertEqual(
      timeline("12|", op), [.next(203, 2), .completed(203)], "completion waits for the held value")
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")], "the held value is dropped")
    XCTAssertEqual(timeline("12-----|", dispose: 202, op), [], "disposal cancels the window")
  }

  func testThrottleTimeLeadingAndTrailing() {
    let op: TimelineOp<Int> = { s, t in
      s.throttleTime(3, leading: true, trailing: true, on: t.scheduler)
    }
    XCTAssertEqual(
      timeline("12-----3|", op), [.next(200, 1), .next(203, 2), .next(207, 3), .completed(208)],
      "2 sent at the end of 1's window opens one of its own, which 3 does not fall in")
    let neither: TimelineOp<Int> = { s, t in
      s.throttleTime(3, leading: false, trailing: false, on: t.scheduler)
    }
    XCTAssertEqual(timeline("12-----3|", neither), [.completed(208)])
  }

  func testThrottleTimeHoldsNothingSoCompletionIsAtOnce() {
    let t = TestTimeline()
    let xs = t.hot([.next(210, 1), .next(211, 2), .completed(212)])
    XCTAssertEqual(
      t.start { xs.signal.throttleTime(100, on: t.scheduler) }, [.next(210, 1), .completed(212)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
  }
}
