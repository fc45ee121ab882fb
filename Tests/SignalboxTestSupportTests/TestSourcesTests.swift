import Signalbox
import SignalboxTestSupport
import XCTest

/// The hot and cold test sources and their subscription logs (RxTest style).
final class TestSourcesTests: XCTestCase {
  func testAHotSourceSendsAtItsTimesWhetherSubscribedOrNot() {
    let t = TestTimeline()
    let xs = t.hot([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
    let events = t.start { xs.signal }
    XCTAssertEqual(
      events, [.next(210, 2), .next(220, 3), .completed(300)],
      "150 came before the subscription at 200")
    XCTAssertEqual(
      xs.subscriptions, [Subscription(200, 300)], "a terminal event ends the subscription")
  }

  func testAHotSourceRecordsAnEarlyDisposal() {
    let t = TestTimeline()
    let xs = t.hot([.next(210, 1), .next(500, 2), .error(600, "boom")])
    let events = t.start(dispose: 450) { xs.signal }
    XCTAssertEqual(events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
  }

  func testAHotSourceSubscriptionStillRunningAtTheEnd() {
    let t = TestTimeline()
    let xs = t.hot([Recorded<Int>]())
    let recorder = EventRecorder<Int>(scheduler: t.scheduler)
    t.scheduler.schedule(at: 300) { xs.signal.subscribe(recorder.subscriber()) }
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(xs.subscriptions, [Subscription(300)])
    XCTAssertEqual(xs.subscriptions.first?.description, "(300.0, running)")
    XCTAssertEqual(recorder.events, [])
  }

  func testAColdSourceStartsItsTimesAtEachSubscription() {
    let t = TestTimeline()
    let xs = t.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let events = t.start { xs.signal.concat(xs.signal) }
    XCTAssertEqual(
      events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
  }

  func testAColdSourceErrorCarriesItsMessage() {
    let t = TestTimeline()
    let xs = t.cold([.next(5, 7), .error(15, "boom")])
    XCTAssertEqual(t.start { xs.signal }, [.next(205, 7), .error(215, "boom")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
  }

  func testDisposingAColdSourceCancelsItsPendingEvents() {
    let t = TestTimeline()
    let xs = t.cold([.next(10, 1), .next(100, 2), .completed(200)])
    XCTAssertEqual(t.start(dispose: 250) { xs.signal }, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertFalse(t.scheduler.hasPendingWork, "nothing of the cancelled events is left to run")
  }
}
