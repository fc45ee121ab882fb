import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Multicasting/ShareConfig.swift`: timelines on the virtual clock.
final class ShareConfigTests: XCTestCase {
  func testShareWithoutResetOnCompleteGivesALateSubscriberTheEnd() {
    let t = TestTimeline()
    let subscriptions = AttemptCounter()
    let source = Signal<Int>.defer {
      _ = subscriptions.next()
      return t.cold("12|")
    }
    let shared = source.share(
      resetOnError: true, resetOnComplete: false, resetOnRefCountZero: true)
    XCTAssertEqual(t.start(subscribe: 200, dispose: 300) { shared }.count, 3)
    XCTAssertEqual(t.start(subscribe: 400, dispose: 500) { shared }, [.completed(400)])
    XCTAssertEqual(subscriptions.value, 1)
  }

  func testShareWithoutResetOnErrorGivesALateSubscriberTheError() {
    let t = TestTimeline()
    let shared = t.cold("1#").share(
      resetOnError: false, resetOnComplete: true, resetOnRefCountZero: true)
    XCTAssertEqual(
      t.start(subscribe: 200, dispose: 300) { shared },
      [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(t.start(subscribe: 400, dispose: 500) { shared }, [.error(400, "marble error")])
  }

  func testShareWithoutResetOnRefCountZeroStaysSubscribed() {
    let t = TestTimeline()
    let shared = t.cold("1234567|").share(
      resetOnError: true, resetOnComplete: true, resetOnRefCountZero: false)
    XCTAssertEqual(
      t.start(subscribe: 200, dispose: 202) { shared }, [.next(200, 1), .next(201, 2)])
    XCTAssertEqual(
      t.start(subscribe: 203.5, dispose: 300) { shared },
      [.next(204, 5), .next(205, 6), .next(206, 7), .completed(207)],
      "the source ran on with no subscriber")
  }

  func testShareWithoutResetsOfNeverAndOfEmpty() {
    let t = TestTimeline()
    let never = t.cold([Recorded<Int>]())
    let kept = never.signal.share(
      resetOnError: false, resetOnComplete: false, resetOnRefCountZero: false)
    XCTAssertEqual(t.start(subscribe: 200, dispose: 300) { kept }, [])
    XCTAssertEqual(never.subscriptions, [Subscription(200)], "left subscribed at refcount zero")
    let u = TestTimeline()
    let empty = u.cold([Recorded<Int>.completed(0)])
    let ended = empty.signal.share(
      resetOnError: true, resetOnComplete: false, resetOnRefCountZero: true)
    XCTAssertEqual(u.start(subscribe: 200, dispose: 300) { ended }, [.completed(200)])
    XCTAssertEqual(u.start(subscribe: 400, dispose: 500) { ended }, [.completed(400)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 200)], "no new connection")
  }

  func testShareWithoutResetOnCompleteStillResetsAtRefCountZero() {
    let t = TestTimeline()
    let source = t.cold([.next(0, 1), .next(2, 2), .completed(4)])
    let shared = source.signal.share(
      resetOnError: true, resetOnComplete: false, resetOnRefCountZero: true)
    XCTAssertEqual(t.start(subscribe: 200, dispose: 201) { shared }, [.next(200, 1)])
    XCTAssertEqual(
      t.start(subscribe: 300, dispose: 400) { shared },
      [.next(300, 1), .next(302, 2), .completed(304)], "early disposal: a fresh connection")
    XCTAssertEqual(source.subscriptions, [Subscription(200, 201), Subscription(300, 304)])
  }
}
