import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Multicasting/ShareReplay.swift`: timelines on the virtual clock.
final class ShareReplayTests: XCTestCase {
  func testShareReplayReplaysTheLastValuesAndKeepsACompletedConnection() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    let shared = source.signal.shareReplay(bufferSize: 2, on: t.scheduler)
    let r = t.subscribers(shared, [(200, 1000), (225, 1000), (300, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    XCTAssertEqual(r[1].events, [.next(225, 1), .next(225, 2), .next(230, 3), .completed(240)])
    XCTAssertEqual(r[2].events, [.next(300, 2), .next(300, 3), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
  }

  func testShareReplayWithoutRefCountStaysSubscribedWithRefCountStartsOver() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let kept = t.subscribers(source.signal.shareReplay(on: t.scheduler), [(200, 215), (220, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(kept[0].events, [.next(210, 1)])
    XCTAssertEqual(kept[1].events, [.next(220, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])

    let u = TestTimeline()
    let again = u.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let counted = again.signal.shareReplay(refCount: true, on: u.scheduler)
    let r = u.subscribers(counted, [(200, 215), (220, 1000)])
    u.scheduler.advance(to: 1000)
    XCTAssertEqual(r[1].events, [.next(230, 1), .next(240, 2), .completed(250)])
    XCTAssertEqual(again.subscriptions, [Subscription(200, 215), Subscription(220, 250)])
  }

  func testShareReplaysWindowTimeForgetsOldValuesAndAnErrorResets() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2)])
    let shared = source.signal.shareReplay(windowTime: 15, on: t.scheduler)
    let r = t.subscribers(shared, [(200, 1000), (225, 1000), (235, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r[1].events, [.next(225, 1), .next(225, 2)], "1 expires at 225: still kept")
    XCTAssertEqual(r[2].events, [.next(235, 2)], "1 expired at 225, 2 at 235 is kept")

    let u = TestTimeline()
    let failing = u.cold([.next(10, 1), .error(20, "marble error")])
    let e = u.subscribers(failing.signal.shareReplay(on: u.scheduler), [(200, 1000), (230, 1000)])
    u.scheduler.advance(to: 1000)
    XCTAssertEqual(e[0].events, [.next(210, 1), .error(220, "marble error")])
    XCTAssertEqual(e[1].events, [.next(240, 1), .error(250, "marble error")], "a new connection")
  }

  func testShareReplayAndConnectableOnEmptyNeverAndFailingSources() {
    let t = TestTimeline()
    let empty = t.cold([Recorded<Int>.completed(0)])
    let never = t.cold([Recorded<Int>]())
    let e = t.subscribers(empty.signal.shareReplay(on: t.scheduler), [(200, 1000), (210, 1000)])
    let n = t.subscribers(never.signal.shareReplay(refCount: true, on: t.scheduler), [(200, 220)])
    let failing = t.cold([.next(5, 1), .error(10, "marble error")])
    let c = failing.signal.connectable()
    let f = t.subscribers(c.signal, [(200, 1000), (220, 1000)])
    t.scheduler.schedule(at: 200) { c.connect() }
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(e[0].events, [.completed(200)])
    XCTAssertEqual(e[1].events, [.completed(210)], "the completed connection is kept")
    XCTAssertEqual(n[0].events, [])
    XCTAssertEqual(never.subscriptions, [Subscription(200, 220)], "refCount: disposed at 220")
    XCTAssertEqual(f[0].events, [.next(205, 1), .error(210, "marble error")])
    XCTAssertEqual(f[1].events, [], "after the end, a fresh subject waits for the next connect")
  }
}
