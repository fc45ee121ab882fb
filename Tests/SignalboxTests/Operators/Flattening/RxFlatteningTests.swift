import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// Rx's flattening maps with their own semantics: concatMap, switchMap, exhaustMap (Rx's
/// mergeMap is RAC's flattenMap, in FlatteningTests). Inner signals are cold marbles made
/// per value; one frame is one time unit.
final class RxFlatteningTests: XCTestCase {
  // MARK: concatMap

  func testConcatMapRunsOneInnerSignalAtATime() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.concatMap { v in t.cold("--\(v)|") }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("12|", op), [.next(202, 1), .next(205, 2), .completed(206)])
    XCTAssertEqual(timeline("12-#", op), [.next(202, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("12|", dispose: 204, op), [.next(202, 1)])
    let innerError: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
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

  // MARK: switchMap

  func testSwitchMapFollowsTheLatestInnerSignal() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.switchMap { v in t.cold("--\(v)|") }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("12|", op), [.next(203, 2), .completed(204)], "1 is cut off at 201")
    XCTAssertEqual(timeline("1---2|", op), [.next(202, 1), .next(206, 2), .completed(207)])
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("1---2|", dispose: 205, op), [.next(202, 1)])
    let innerError: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
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

  // MARK: exhaustMap

  func testExhaustMapDropsValuesWhileAnInnerSignalRuns() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.exhaustMap { v in t.cold("--\(v)|") }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("12--3|", op), [.next(202, 1), .next(206, 3), .completed(207)], "2 came while 1 ran")
    XCTAssertEqual(
      timeline("1|", op), [.next(202, 1), .completed(203)], "completion waits for the running inner"
    )
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("12--3|", dispose: 205, op), [.next(202, 1)])
    let innerError: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
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
