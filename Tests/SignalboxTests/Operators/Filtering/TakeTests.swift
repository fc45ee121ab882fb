import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Filtering/Take.swift`: timelines on the virtual clock.
final class TakeTests: XCTestCase {
  func testTake() {
    let op: TimelineOp<Int> = { s, _ in s.take(2) }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("-1-2-3-|", op), [.next(201, 1), .next(203, 2), .completed(203)],
      "TK2: completes with the n-th value")
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 202, op), [.next(201, 1)])
  }

  func testTakeZeroNeverSubscribes() {
    let subscribed = SubscriptionCounter()
    let t = TestTimeline()
    let source = Signal<Int> { s in
      subscribed.hit()
      s.sendNext(1)
      return nil
    }
    XCTAssertEqual(t.start { source.take(0) }, [.completed(200)])
    XCTAssertEqual(subscribed.count, 0, "TK1")
  }

  func testTakeUntilBlockDropsTheValueThatPasses() {
    let op: TimelineOp<Int> = { s, _ in s.takeUntilBlock { $0 >= 3 } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-3-4|", op), [.next(201, 1), .next(203, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 202, op), [.next(201, 1)])
  }

  func testTakeWhileBlock() {
    let op: TimelineOp<Int> = { s, _ in s.takeWhileBlock { $0 < 3 } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-3-1|", op), [.next(201, 1), .next(203, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 202, op), [.next(201, 1)])
  }

  /// TK4's examples on 0, 1, 2, 3, 0, 2, 4.
  func testTheBlockFamilysReferenceExamples() {
    XCTAssertEqual(
      timeline("0123024|") { s, _ in s.takeUntilBlock { $0 >= 3 } },
      [.next(200, 0), .next(201, 1), .next(202, 2), .completed(203)])
    XCTAssertEqual(
      timeline("0123024|") { s, _ in s.takeWhileBlock { $0 <= 1 } },
      [.next(200, 0), .next(201, 1), .completed(202)])
  }
}
