import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// Rx's withLatestFrom and race, on hot and cold test sources with their subscription logs.
final class RxCombiningTests: XCTestCase {
  // MARK: withLatestFrom

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
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, o, _ in
      s.withLatestFrom(o).map { [$0.0, $0.1] }
    }
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

  // MARK: race

  func testRaceMirrorsTheFirstInputToSend() {
    let t = TestTimeline()
    let a = t.hot([.next(230, 1), .completed(240)])
    let b = t.hot([.next(220, 2), .next(235, 3), .completed(250)])
    XCTAssertEqual(
      t.start { Signal.race([a.signal, b.signal]) },
      [.next(220, 2), .next(235, 3), .completed(250)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 220)], "the loser is disposed when b wins")
    XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
  }

  func testACompletionOrAnErrorWinsTheRaceToo() {
    let t = TestTimeline()
    let a = t.hot([Recorded<Int>.completed(210)])
    let b = t.hot([.next(220, 1)])
    XCTAssertEqual(t.start { Signal.race([b.signal, a.signal]) }, [.completed(210)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    let t2 = TestTimeline()
    let c = t2.hot([Recorded<Int>.error(203, "boom")])
    let d = t2.hot([.next(205, 1)])
    XCTAssertEqual(t2.start { Signal.race([d.signal, c.signal]) }, [.error(203, "boom")])
    XCTAssertEqual(d.subscriptions, [Subscription(200, 203)])
  }

  func testRaceNeverEmptyAndDisposal() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { s, o, _ in
      s.race(o)
    }
    XCTAssertEqual(timeline("-", "-", op), [])
    XCTAssertEqual(timeline("|", "-", op), [.completed(200)])
    XCTAssertEqual(timeline("--1|", "-2-3|", op), [.next(201, 2), .next(203, 3), .completed(204)])
    XCTAssertEqual(timeline("-#", "--1|", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("--1|", "---2|", dispose: 201, op), [])
    let t = TestTimeline()
    let a = t.hot([.next(300, 1)])
    let b = t.hot([.next(300, 2)])
    XCTAssertEqual(t.start(dispose: 250) { Signal.race([a.signal, b.signal]) }, [])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
  }

  func testASynchronousWinnerStopsTheSubscribing() {
    let t = TestTimeline()
    let late = t.cold([.next(5, 9)])
    XCTAssertEqual(
      t.start { Signal.race([.just(1), late.signal]) }, [.next(200, 1), .completed(200)])
    XCTAssertEqual(late.subscriptions, [], "never subscribed")
  }

  func testRaceOfOneIsThatInputAndOfNoneNeverSends() {
    let t = TestTimeline()
    let a = t.hot([.next(210, 1), .completed(220)])
    XCTAssertEqual(t.start { Signal.race([a.signal]) }, [.next(210, 1), .completed(220)])
    let t2 = TestTimeline()
    XCTAssertEqual(t2.start { Signal<Int>.race([]) }, [])
  }
}
