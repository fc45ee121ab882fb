import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/DeliverOn.swift`: RAC's `deliverOn:`, `deliverOnMainThread` and
/// `subscribeOn:` (DO1), timelines on the virtual clock.
final class DeliverOnTests: XCTestCase {
  func testDeliverOnKeepsTimesAndOrderTheErrorIncluded() {
    let op: TimelineOp<Int> = { s, t in s.deliverOn(t.scheduler) }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 1), .next(203, 2), .completed(205)])
    XCTAssertEqual(
      timeline("-1(2#)", op), [.next(201, 1), .next(202, 2), .error(202, "marble error")],
      "DO1: the error behind the waiting value, not dropping it")
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [.next(201, 1)])
  }

  /// Each event is one scheduler turn later: what was queued at that instant goes first.
  func testDeliverOnHopsBehindQueuedWork() {
    let t = TestTimeline()
    let events = t.start {
      Signal.merge([Signal.just(1).deliverOn(t.scheduler), Signal.just(2)])
    }
    XCTAssertEqual(events, [.next(200, 2), .next(200, 1), .completed(200)])
  }

  func testDeliverOnMainThreadIsSynchronousWhenNothingWaits() {
    let t = TestTimeline()
    let events = t.start {
      Signal.merge([Signal.just(1).deliverOnMainThread(t.scheduler), Signal.just(2)])
    }
    XCTAssertEqual(events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func testSubscribeOnSubscribesOneTurnLaterAndDisposalCancelsIt() {
    let t = TestTimeline()
    let source = t.cold([.next(1, 7), .completed(2)])
    XCTAssertEqual(
      t.start { source.signal.subscribeOn(t.scheduler) }, [.next(201, 7), .completed(202)])
    XCTAssertEqual(source.subscriptions.count, 1)
    let u = TestTimeline()
    let never = u.cold([.next(1, 7)])
    XCTAssertEqual(u.start(dispose: 200) { never.signal.subscribeOn(u.scheduler) }, [])
    XCTAssertEqual(never.subscriptions.count, 0, "disposed before the action ran")
  }
}
