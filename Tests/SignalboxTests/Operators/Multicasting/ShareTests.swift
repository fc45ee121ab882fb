import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Multicasting/Share.swift`: timelines on the virtual clock.
final class ShareTests: XCTestCase {
  /// `multicast` of a cold source that sends `events`, subscribed over each of `windows`
  /// (subscribe, dispose): what each subscriber got by 1000, and the source's subscriptions.
  private func subscribe(
    _ windows: [(Double, Double)],
    to events: [Recorded<Int>] = [.next(10, 1), .next(20, 2), .completed(30)],
    _ multicast: (Signal<Int>) -> Signal<Int> = { $0.share() }
  ) -> (r: [EventRecorder<Int>], subscriptions: [Subscription]) {
    let t = TestTimeline()
    let source = t.cold(events)
    let r = t.subscribers(multicast(source.signal), windows)
    t.scheduler.advance(to: 1000)
    return (r, source.subscriptions)
  }

  func testShareIsOneSubscriptionWhileAnyoneListensAndStartsOverAfterTheEnd() {
    let (r, subscriptions) = subscribe([(200, 1000), (215, 1000), (240, 1000)])
    XCTAssertEqual(r[0].events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(r[1].events, [.next(220, 2), .completed(230)], "joins the running connection")
    XCTAssertEqual(
      r[2].events, [.next(250, 1), .next(260, 2), .completed(270)],
      "after the end: a new connection")
    XCTAssertEqual(subscriptions, [Subscription(200, 230), Subscription(240, 270)])
  }

  func testShareDisconnectsWhenTheLastSubscriberLeavesAndReconnectsForTheNext() {
    let (r, subscriptions) = subscribe([(200, 215), (205, 212), (220, 1000)])
    XCTAssertEqual(r[0].events, [.next(210, 1)])
    XCTAssertEqual(r[1].events, [.next(210, 1)])
    XCTAssertEqual(r[2].events, [.next(230, 1), .next(240, 2), .completed(250)])
    XCTAssertEqual(
      subscriptions, [Subscription(200, 215), Subscription(220, 250)],
      "one leaving is not the last")
  }

  func testPublishAutoconnectDoesNotReconnectButShareDoes() {
    let (r, subscriptions) = subscribe([(200, 215), (220, 1000)]) { $0.publish().autoconnect() }
    XCTAssertEqual(r[0].events, [.next(210, 1)])
    XCTAssertEqual(r[1].events, [], "RAC's autoconnect disconnected for good at 215")
    XCTAssertEqual(subscriptions, [Subscription(200, 215)])
  }

  func testShareResetsOnErrorAndForwardsItToEverySubscriber() {
    let (r, subscriptions) = subscribe(
      [(200, 1000), (205, 1000), (225, 1000)], to: [.next(10, 1), .error(20, "boom")])
    XCTAssertEqual(r[0].events, [.next(210, 1), .error(220, "boom")])
    XCTAssertEqual(r[1].events, [.next(210, 1), .error(220, "boom")])
    XCTAssertEqual(
      r[2].events, [.next(235, 1), .error(245, "boom")], "Rx retries by resubscribing to a share")
    XCTAssertEqual(subscriptions, [Subscription(200, 220), Subscription(225, 245)])
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
