import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Time/TimeoutEach.swift`: timelines on the virtual clock.
final class TimeoutEachTests: XCTestCase {
  typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<Int>

  func testTimeoutEachLimitsTheGapBeforeEveryValue() {
    let op: Op = { s, t in s.timeout(first: nil, each: 3, on: t.scheduler) }
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-", op), [.error(203, "timed out")], "never: fails after each")
    XCTAssertEqual(
      timeline("1-2----3|", op), [.next(200, 1), .next(202, 2), .error(205, "timed out")])
    XCTAssertEqual(
      timeline("1--2|", op), [.next(200, 1), .next(203, 2), .completed(204)],
      "a value exactly at the limit is in time (the source's event runs first, as in RxJS)")
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(timeline("1-2----3|", dispose: 203, op), [.next(200, 1), .next(202, 2)])
  }

  func testTimeoutFirstOnlyLimitsTheFirstValue() {
    let op: Op = { s, t in s.timeout(first: 2, each: nil, on: t.scheduler) }
    XCTAssertEqual(timeline("-1------2|", op), [.next(201, 1), .next(208, 2), .completed(209)])
    XCTAssertEqual(timeline("---1|", op), [.error(202, "timed out")])
  }

  func testTimeoutWithContinuesWithTheReplacement() {
    let op: Op = { s, t in
      s.timeout(first: nil, each: 2, with: { t.cold("78|") }, on: t.scheduler)
    }
    XCTAssertEqual(
      timeline("1----2|", op), [.next(200, 1), .next(202, 7), .next(203, 8), .completed(204)])
  }

  func testTimeoutFirstOnNeverEmptyErrorAndEarlyDisposal() {
    let op: Op = { s, t in s.timeout(first: 2, each: nil, on: t.scheduler) }
    XCTAssertEqual(timeline("-", op), [.error(202, "timed out")])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1#", op), [.next(201, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("-1------2|", dispose: 205, op), [.next(201, 1)])
  }

  func testTimeoutWithOnNeverEmptyErrorAndEarlyDisposal() {
    let op: Op = { s, t in
      s.timeout(first: nil, each: 2, with: { t.cold("78|") }, on: t.scheduler)
    }
    XCTAssertEqual(
      timeline("-", op), [.next(202, 7), .next(203, 8), .completed(204)],
      "never: the replacement follows at the first limit")
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(timeline("1----2|", dispose: 203, op), [.next(200, 1), .next(202, 7)])
    let failing: Op = { s, t in
      s.timeout(first: nil, each: 2, with: { t.cold("7#") }, on: t.scheduler)
    }
    XCTAssertEqual(
      timeline("1----2|", failing), [.next(200, 1), .next(202, 7), .error(203, "marble error")],
      "the replacement's error is the error")
  }
}
