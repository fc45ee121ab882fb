import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Combining/Race.swift`: timelines on the virtual clock.
final class RaceTests: XCTestCase {
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
    let op: TwoSourceOp<Int> = { s, o, _ in s.race(o) }
    assertQuietEdges(op, silentBeside: "-", emptyBeside: "-")
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
