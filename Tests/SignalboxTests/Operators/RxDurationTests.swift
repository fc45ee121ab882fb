import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// RxJS's operators with a duration stream (audit, debounce, throttle), sample with a
/// notifier, and shareReplay. One frame is one unit; subscribed at 200.
final class RxDurationTests: XCTestCase {
  private typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<Int>

  func testAuditSendsTheLatestValueWhenTheDurationSends() {
    let op: Op = { s, t in s.audit { _ in t.cold("--0") } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("12---3-|", op), [.next(202, 2), .next(207, 3), .completed(207)],
      "completion waits for the running duration")
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("12---|", dispose: 201, op), [])
  }

  func testAuditsDurationCompletingWithoutAValueSendsNothing() {
    let op: Op = { s, t in s.audit { _ in t.cold("--|") } }
    XCTAssertEqual(timeline("12---|", op), [.completed(205)])
    let failing: Op = { s, t in s.audit { _ in t.cold("-#") } }
    XCTAssertEqual(timeline("12---|", failing), [.error(201, "marble error")])
  }

  func testDebounceRestartsTheDurationAtEachValue() {
    let op: Op = { s, t in s.debounce { _ in t.cold("--0") } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("12---3|", op), [.next(203, 2), .next(206, 3), .completed(206)],
      "completion sends the held value first")
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")], "the held value is dropped")
    XCTAssertEqual(timeline("1-----|", dispose: 201, op), [])
    let quiet: Op = { s, t in s.debounce { _ in t.cold("-|") } }
    XCTAssertEqual(timeline("1---2|", quiet), [.next(205, 2), .completed(205)])
  }

  func testThrottleSendsALeadingValueAndDropsTheRestOfItsDuration() {
    let op: Op = { s, t in s.throttle { _ in t.cold("--0") } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("123-4|", op), [.next(200, 1), .next(202, 3), .completed(205)],
      "1 is sent at the subscription, before the source's later events are scheduled: its "
        + "duration ends at 202 before 3 comes; 4 comes at 204 before 3's duration ends")
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(timeline("1---2|", dispose: 203, op), [.next(200, 1)])
  }

  func testThrottleTrailingSendsTheLatestValueWhenTheDurationSends() {
    let op: Op = { s, t in s.throttle(leading: false, trailing: true) { _ in t.cold("--0") } }
    XCTAssertEqual(timeline("12---|", op), [.next(202, 2), .completed(205)])
    XCTAssertEqual(
      timeline("123|", op), [.next(202, 2), .next(204, 3), .completed(204)],
      "2, sent at 202, starts a duration of its own; completion waits for it to send 3")
    let both: Op = { s, t in s.throttle(leading: true, trailing: true) { _ in t.cold("--0") } }
    XCTAssertEqual(
      timeline("12|", both), [.next(200, 1), .next(202, 2), .completed(202)],
      "completion waits for the trailing value")
  }

  func testSampleRxSendsEachValueAtMostOnce() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { s, n, _ in
      s.sampleRx(n)
    }
    XCTAssertEqual(
      timeline("1-2---3|", "-0-0-0-0", op), [.next(201, 1), .next(203, 2), .completed(207)])
    XCTAssertEqual(timeline("1-2---|", "-0|", op), [.next(201, 1), .completed(206)])
    XCTAssertEqual(timeline("-", "-0", op), [])
    XCTAssertEqual(timeline("|", "-0", op), [.completed(200)])
    XCTAssertEqual(timeline("1-#", "-0", op), [.next(201, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2|", "-0-0", dispose: 202, op), [.next(201, 1)])
    let rac: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { s, n, _ in
      s.sample(n)
    }
    XCTAssertEqual(
      timeline("1-----|", "-0-0", rac), [.next(201, 1), .next(203, 1), .completed(206)],
      "RAC's sample sends 1 again")
  }

  // MARK: shareReplay

  private func subscribers(
    _ t: TestTimeline, _ signal: Signal<Int>, _ windows: [(Double, Double)]
  ) -> [EventRecorder<Int>] {
    windows.map { (start, end) in
      let recorder = EventRecorder<Int>(scheduler: t.scheduler)
      let subscription = Mutex<(any Disposable)?>(nil)
      t.scheduler.schedule(at: start) {
        subscription.withLock { $0 = signal.subscribe(recorder.subscriber()) }
      }
      t.scheduler.schedule(at: end) { subscription.withLock { $0 }?.dispose() }
      return recorder
    }
  }

  func testShareReplayReplaysTheLastValuesAndKeepsACompletedConnection() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    let shared = source.signal.shareReplay(bufferSize: 2, on: t.scheduler)
    let r = subscribers(t, shared, [(200, 1000), (225, 1000), (300, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    XCTAssertEqual(r[1].events, [.next(225, 1), .next(225, 2), .next(230, 3), .completed(240)])
    XCTAssertEqual(r[2].events, [.next(300, 2), .next(300, 3), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
  }

  func testShareReplayWithoutRefCountStaysSubscribedWithRefCountStartsOver() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let kept = subscribers(
      t, source.signal.shareReplay(on: t.scheduler), [(200, 215), (220, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(kept[0].events, [.next(210, 1)])
    XCTAssertEqual(kept[1].events, [.next(220, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])

    let u = TestTimeline()
    let again = u.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let counted = again.signal.shareReplay(refCount: true, on: u.scheduler)
    let r = subscribers(u, counted, [(200, 215), (220, 1000)])
    u.scheduler.advance(to: 1000)
    XCTAssertEqual(r[1].events, [.next(230, 1), .next(240, 2), .completed(250)])
    XCTAssertEqual(again.subscriptions, [Subscription(200, 215), Subscription(220, 250)])
  }

  func testShareReplaysWindowTimeForgetsOldValuesAndAnErrorResets() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2)])
    let shared = source.signal.shareReplay(windowTime: 15, on: t.scheduler)
    let r = subscribers(t, shared, [(200, 1000), (225, 1000), (235, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r[1].events, [.next(225, 1), .next(225, 2)], "1 expires at 225: still kept")
    XCTAssertEqual(r[2].events, [.next(235, 2)], "1 expired at 225, 2 at 235 is kept")

    let u = TestTimeline()
    let failing = u.cold([.next(10, 1), .error(20, "marble error")])
    let e = subscribers(u, failing.signal.shareReplay(on: u.scheduler), [(200, 1000), (230, 1000)])
    u.scheduler.advance(to: 1000)
    XCTAssertEqual(e[0].events, [.next(210, 1), .error(220, "marble error")])
    XCTAssertEqual(e[1].events, [.next(240, 1), .error(250, "marble error")], "a new connection")
  }

  // MARK: connectable

  func testConnectableConnectsAnewAfterTheEndAndPublishDoesNot() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let connectable = source.signal.connectable()
    let published = source.signal.publish()
    let r = subscribers(t, connectable.signal, [(200, 1000), (240, 1000)])
    let p = subscribers(t, published.signal, [(240, 1000)])
    t.scheduler.schedule(at: 200) { connectable.connect() }
    t.scheduler.schedule(at: 235) { published.connect() }
    t.scheduler.schedule(at: 250) {
      connectable.connect()
      published.connect()
    }
    let early = t.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let disposed = early.signal.connectable()
    t.scheduler.schedule(at: 300) { disposed.connect().dispose() }
    t.scheduler.schedule(at: 305) { disposed.connect() }
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r[0].events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(
      r[1].events, [.next(260, 1), .next(270, 2), .completed(280)],
      "subscribed after the end: the fresh subject, fed by the second connection")
    XCTAssertEqual(p[0].events, [.next(245, 1), .next(255, 2), .completed(265)])
    XCTAssertEqual(
      source.subscriptions,
      [Subscription(200, 230), Subscription(235, 265), Subscription(250, 280)])
    XCTAssertEqual(early.subscriptions, [Subscription(300, 300), Subscription(305, 335)])
  }

  func testShareReplayAndConnectableOnEmptyNeverAndFailingSources() {
    let t = TestTimeline()
    let empty = t.cold([Recorded<Int>.completed(0)])
    let never = t.cold([Recorded<Int>]())
    let e = subscribers(t, empty.signal.shareReplay(on: t.scheduler), [(200, 1000), (210, 1000)])
    let n = subscribers(t, never.signal.shareReplay(refCount: true, on: t.scheduler), [(200, 220)])
    let failing = t.cold([.next(5, 1), .error(10, "marble error")])
    let c = failing.signal.connectable()
    let f = subscribers(t, c.signal, [(200, 1000), (220, 1000)])
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
