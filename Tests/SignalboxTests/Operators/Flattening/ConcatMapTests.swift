import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Flattening/ConcatMap.swift`: timelines on the virtual clock.
final class ConcatMapTests: XCTestCase {
  func testConcatMapRunsOneInnerSignalAtATime() {
    let op: TimelineOp<Int> = { s, t in s.concatMap { v in t.cold("--\(v)|") } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("12|", op), [.next(202, 1), .next(205, 2), .completed(206)])
    XCTAssertEqual(timeline("12-#", op), [.next(202, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("12|", dispose: 204, op), [.next(202, 1)])
    let innerError: TimelineOp<Int> = { s, t in
      s.concatMap { v in v == 2 ? t.cold("-#") : t.cold("-\(v)|") }
    }
    XCTAssertEqual(
      timeline("123|", innerError), [.next(201, 1), .error(203, "marble error")],
      "3 is never subscribed")
  }

  func testConcatMapBuildsAWaitingValuesSignalWhenItsTurnComes() {
    let t = TestTimeline()
    let xs = t.hot([.next(210, 1), .next(220, 2), .completed(230)])
    let inner = t.cold([.next(10, 0), .next(20, 0), .completed(30)])
    let built = Mutex<[Double]>([])
    let events = t.start {
      xs.signal.concatMap { v in
        built.withLock { $0.append(t.scheduler.now) }
        return inner.signal.map { $0 + v }
      }
    }
    XCTAssertEqual(
      events, [.next(220, 1), .next(230, 1), .next(250, 2), .next(260, 2), .completed(270)])
    XCTAssertEqual(
      built.withLock { $0 }, [210, 240], "2 arrived at 220; its signal is built at 240 (RxJS)")
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testConcatMapSendsAThrownErrorWhenTheValuesTurnComes() {
    let t = TestTimeline()
    let xs = t.hot([.next(210, 1), .next(220, 2), .completed(230)])
    let events = t.start {
      xs.signal.concatMap { v -> Signal<Int> in
        if v == 2 { throw SignalError("no 2") }
        return t.cold("----------\(v)|")
      }
    }
    XCTAssertEqual(events, [.next(220, 1), .error(221, "no 2")])
  }
}
