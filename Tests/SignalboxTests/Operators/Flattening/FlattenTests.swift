import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Flattening/Flatten.swift`: timelines on the virtual clock.
final class FlattenTests: XCTestCase {
  func testFlattenOneQueuesInnerSignalsInOrder() {
    let op: TimelineOp<Int> = { s, t in s.map { v in t.cold("--\(v)|") }.flatten(.concurrent(1)) }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("12|", op), [.next(202, 1), .next(205, 2), .completed(206)], "F1, F2, F4")
    XCTAssertEqual(timeline("12-#", op), [.next(202, 1), .error(203, "marble error")], "F5")
    XCTAssertEqual(timeline("12|", dispose: 204, op), [.next(202, 1)])
  }

  func testQueuedInnerSignalsAreNeverSubscribedAfterAnError() {
    let subscribed = SubscriptionCounter()
    let op: TimelineOp<Int> = { s, t in
      s.map { v in
        Signal.defer {
          subscribed.hit()
          return t.cold("---\(v)|")
        }
      }.flatten(.concurrent(1))
    }
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(subscribed.count, 1, "F5")
  }

  func testFlattenTwoRunsTwoAtOnce() {
    let op: TimelineOp<Int> = { s, t in s.map { v in t.cold("--\(v)|") }.flatten(.concurrent(2)) }
    XCTAssertEqual(
      timeline("123|", op), [.next(202, 1), .next(203, 2), .next(205, 3), .completed(206)])
  }

  func testConcatOfASignalOfSignals() {
    let op: TimelineOp<Int> = { s, t in s.map { v in t.cold("-\(v)|") }.concat() }
    XCTAssertEqual(timeline("12|", op), [.next(201, 1), .next(203, 2), .completed(204)])
  }

  func testConcatOfManySynchronousSignalsDoesNotGrowTheStack() {
    let t = TestTimeline()
    let signals = (0..<100_000).map { Signal.just($0) }
    let events = t.start { Signal.concat(signals).count() }
    XCTAssertEqual(events, [.next(200, 100_000), .completed(200)])
  }

  func testFlatten_ConcatOfManySynchronousSignalsDoesNotGrowTheStack() {
    let t = TestTimeline()
    let signals = (0..<100_000).map { Signal<Int>.just($0) }
    let events = t.start { Signal.concat(signals).count() }
    XCTAssertEqual(events, [.next(200, 100_000), .completed(200)])
  }
}
