import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Flattening/SwitchToLatest.swift`: timelines on the virtual clock.
final class SwitchToLatestTests: XCTestCase {
  func testSwitchToLatestCutsOffThePreviousInner() {
    let op: TimelineOp<Int> = { s, t in s.map { v in t.cold("-\(v)-\(v)|") }.switchToLatest() }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("1-2|", op), [.next(201, 1), .next(203, 2), .next(205, 2), .completed(206)], "S1, S4"
    )
    XCTAssertEqual(timeline("1-#", op), [.next(201, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2|", dispose: 204, op), [.next(201, 1), .next(203, 2)])
  }

  func testSwitchMapFollowsTheLatestInnerSignal() {
    let op: TimelineOp<Int> = { s, t in s.switchMap { v in t.cold("--\(v)|") } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("12|", op), [.next(203, 2), .completed(204)], "1 is cut off at 201")
    XCTAssertEqual(timeline("1---2|", op), [.next(202, 1), .next(206, 2), .completed(207)])
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("1---2|", dispose: 205, op), [.next(202, 1)])
    let innerError: TimelineOp<Int> = { s, t in
      s.switchMap { _ in t.cold("-#") }
    }
    XCTAssertEqual(timeline("1--|", innerError), [.error(201, "marble error")])
  }

  func testSwitchMapCutsTheCurrentInnerOffBeforeSubscribingTheNext() {
    let (rx, rac) = (LockedBox<[String]>([]), LockedBox<[String]>([]))
    @Sendable func inner(_ v: Int, _ log: LockedBox<[String]>) -> Signal<Int> {
      Signal { _ in
        log.value.append("subscribe \(v)")
        return ActionDisposable { log.value.append("dispose \(v)") }
      }
    }
    let t = TestTimeline()
    _ = t.start { t.cold("12").switchMap { inner($0, rx) } }
    let t2 = TestTimeline()
    _ = t2.start { t2.cold("12").map { inner($0, rac) }.switchToLatest() }
    XCTAssertEqual(
      rx.value, ["subscribe 1", "dispose 1", "subscribe 2", "dispose 2"], "Rx's order")
    XCTAssertEqual(
      rac.value, ["subscribe 1", "subscribe 2", "dispose 1", "dispose 2"], "RAC's order")
  }

  func testSwitchMapLogsEachInnerSubscription() {
    let t = TestTimeline()
    let xs = t.hot([.next(210, 1), .next(220, 2), .completed(300)])
    let inner = t.cold([.next(5, 7), .next(15, 8), .completed(20)])
    let events = t.start { xs.signal.switchMap { _ in inner.signal } }
    XCTAssertEqual(events, [.next(215, 7), .next(225, 7), .next(235, 8), .completed(300)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 220), Subscription(220, 240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  /// S4's example (times x10 from 200): X is cut off when Y comes, so X's b is not sent;
  /// completion waits for the outer and the active inner.
  func testSwitchToLatestFollowsTheNewestInnerAndWaitsForIt() {
    let t = TestTimeline()
    let x = t.hot([.next(210, 1), .next(225, 2)])
    let y = t.hot([.next(225, 3), .completed(240)])
    let outer = t.hot([.next(205, 0), .next(220, 1), .completed(230)])
    let inners = [x.signal, y.signal]
    XCTAssertEqual(
      t.start { outer.signal.map { inners[$0] }.switchToLatest() },
      [.next(210, 1), .next(225, 3), .completed(240)])
    XCTAssertEqual(x.subscriptions, [Subscription(205, 220)])
    XCTAssertEqual(y.subscriptions, [Subscription(220, 240)])
  }
}
