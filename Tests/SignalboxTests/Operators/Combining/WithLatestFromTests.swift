import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Combining/WithLatestFrom.swift`: timelines on the virtual clock.
final class WithLatestFromTests: XCTestCase {
  func testWithLatestFromPairsEachSourceValueWithTheOthersLatest() {
    let t = TestTimeline()
    let xs = t.hot([.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
    let ys = t.hot([.next(220, 10), .next(240, 20), .completed(245)])
    let events = t.start { xs.signal.withLatestFrom(ys.signal).map { [$0.0, $0.1] } }
    XCTAssertEqual(
      events, [.next(230, [2, 10]), .next(250, [3, 20]), .completed(270)],
      "1 came before the other sent")
    XCTAssertEqual(
      ys.subscriptions, [Subscription(200, 245)],
      "the other's completion keeps its last value in use")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
  }

  func testWithLatestFromNeverEmptyErrorsAndDisposal() {
    let op: TwoSourceOp<[Int]> = { s, o, _ in s.withLatestFrom(o).map { [$0.0, $0.1] } }
    XCTAssertEqual(timeline("-", "1", op), [])
    XCTAssertEqual(timeline("|", "1", op), [.completed(200)])
    XCTAssertEqual(
      timeline("-12|", "1", op), [.next(201, [1, 1]), .next(202, [2, 1]), .completed(203)])
    XCTAssertEqual(timeline("-1#", "1", op), [.next(201, [1, 1]), .error(202, "marble error")])
    XCTAssertEqual(
      timeline("-1-2|", "1-#", op), [.next(201, [1, 1]), .error(202, "marble error")],
      "the other's error ends it")
    XCTAssertEqual(timeline("-1-2|", "-", op), [.completed(204)], "the other never sent")
    XCTAssertEqual(timeline("-1-2|", "1", dispose: 202, op), [.next(201, [1, 1])])
  }

  func testWithLatestFromSubscribesTheOtherFirstAndItsErrorDisposesTheSource() {
    let order = Mutex<[String]>([])
    @Sendable func logged(_ name: String, _ s: Signal<Int>) -> Signal<Int> {
      Signal { subscriber in
        order.withLock { $0.append(name) }
        return s.subscribe(forwardingTo: subscriber)
      }
    }
    let t = TestTimeline()
    let xs = t.hot([.next(210, 1), .completed(300)])
    let ys = t.hot([.next(205, 9), .error(220, "boom")])
    let events = t.start {
      logged("source", xs.signal).withLatestFrom(logged("other", ys.signal)).map { $0.0 + $0.1 }
    }
    XCTAssertEqual(order.withLock { $0 }, ["other", "source"], "RxJS subscribes the other first")
    XCTAssertEqual(events, [.next(210, 10), .error(220, "boom")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
