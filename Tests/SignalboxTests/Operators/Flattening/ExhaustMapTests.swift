import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Flattening/ExhaustMap.swift`: timelines on the virtual clock.
final class ExhaustMapTests: XCTestCase {
  func testExhaustMapDropsValuesWhileAnInnerSignalRuns() {
    let op: TimelineOp<Int> = { s, t in s.exhaustMap { v in t.cold("--\(v)|") } }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("12--3|", op), [.next(202, 1), .next(206, 3), .completed(207)], "2 came while 1 ran")
    XCTAssertEqual(
      timeline("1|", op), [.next(202, 1), .completed(203)], "completion waits for the running inner"
    )
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("12--3|", dispose: 205, op), [.next(202, 1)])
    let innerError: TimelineOp<Int> = { s, t in
      s.exhaustMap { _ in t.cold("-#") }
    }
    XCTAssertEqual(timeline("1--|", innerError), [.error(201, "marble error")])
  }

  func testExhaustMapCallsTheBlockOnlyForTheValuesItTakes() {
    let t = TestTimeline()
    let xs = t.hot([.next(210, 1), .next(215, 2), .next(240, 3), .completed(250)])
    let inner = t.cold([.next(10, 0), .completed(20)])
    let taken = Mutex<[Int]>([])
    let events = t.start {
      xs.signal.exhaustMap { v in
        taken.withLock { $0.append(v) }
        return inner.signal.map { $0 + v }
      }
    }
    XCTAssertEqual(events, [.next(220, 1), .next(250, 3), .completed(260)])
    XCTAssertEqual(taken.withLock { $0 }, [1, 3])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 230), Subscription(240, 260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testExhaustMapTakesTheNextValueAfterASynchronousInner() {
    let t = TestTimeline()
    XCTAssertEqual(
      t.start { t.cold("123|").exhaustMap { Signal.just($0 * 10) } },
      [.next(200, 10), .next(201, 20), .next(202, 30), .completed(203)])
  }
}
