import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Multicasting/Share.swift`: timelines on the virtual clock.
final class ShareTests: XCTestCase {
  func testShareIsOneSubscriptionWhileAnyoneListensAndStartsOverAfterTheEnd() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let shared = source.signal.share()
    let r = t.subscribers(shared, [(200, 1000), (215, 1000), (240, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r[0].events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(r[1].events, [.next(220, 2), .completed(230)], "joins the running connection")
    XCTAssertEqual(
      r[2].events, [.next(250, 1), .next(260, 2), .completed(270)],
      "after the end: a new connection")
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(240, 270)])
  }

  func testShareDisconnectsWhenTheLastSubscriberLeavesAndReconnectsForTheNext() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let shared = source.signal.share()
    let r = t.subscribers(shared, [(200, 215), (205, 212), (220, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r[0].events, [.next(210, 1)])
    XCTAssertEqual(r[1].events, [.next(210, 1)])
    XCTAssertEqual(r[2].events, [.next(230, 1), .next(240, 2), .completed(250)])
    XCTAssertEqual(
      source.subscriptions, [Subscription(200, 215), Subscription(220, 250)],
      "one leaving is not the last")
  }

  func testPublishAutoconnectDoesNotReconnectButShareDoes() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let r = t.subscribers(source.signal.publish().autoconnect(), [(200, 215), (220, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r[0].events, [.next(210, 1)])
    XCTAssertEqual(r[1].events, [], "RAC's autoconnect disconnected for good at 215")
    XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
  }

  func testShareResetsOnErrorAndForwardsItToEverySubscriber() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .error(20, "boom")])
    let shared = source.signal.share()
    let r = t.subscribers(shared, [(200, 1000), (205, 1000), (225, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r[0].events, [.next(210, 1), .error(220, "boom")])
    XCTAssertEqual(r[1].events, [.next(210, 1), .error(220, "boom")])
    XCTAssertEqual(
      r[2].events, [.next(235, 1), .error(245, "boom")], "Rx retries by resubscribing to a share")
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(225, 245)])
  }

  func testShareOfNeverAndOfEmpty() {
    let t = TestTimeline()
    let never = t.cold([Recorded<Int>]())
    let r = t.subscribers(never.signal.share(), [(200, 300), (250, 400)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r.map(\.events), [[], []])
    XCTAssertEqual(never.subscriptions, [Subscription(200, 400)])
    let t2 = TestTimeline()
    let empty = t2.cold([Recorded<Int>.completed(0)])
    let shared = empty.signal.share()
    XCTAssertEqual(t2.start { shared }, [.completed(200)])
    XCTAssertEqual(
      t2.start(subscribe: 1100, dispose: 1200) { shared }, [.completed(1100)], "connects anew")
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 200), Subscription(1100, 1100)])
  }

  func testASynchronousShareDisposedMidwayStopsItsSource() {
    let t = TestTimeline()
    let made = Mutex(0)
    let shared = Signal.from(1...1_000_000).doNext { _ in made.withLock { $0 += 1 } }.share()
    XCTAssertEqual(t.start { shared.take(2) }, [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(made.withLock { $0 }, 2, "the last subscriber left: the source stopped at once")
  }
}
