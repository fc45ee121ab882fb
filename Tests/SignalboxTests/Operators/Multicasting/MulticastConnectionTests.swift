import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Multicasting/MulticastConnection.swift`: timelines on the virtual clock.
final class MulticastConnectionTests: XCTestCase {
  func testConnectableConnectsAnewAfterTheEndAndPublishDoesNot() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .completed(30)])
    let connectable = source.signal.connectable()
    let published = source.signal.publish()
    let r = t.subscribers(connectable.signal, [(200, 1000), (240, 1000)])
    let p = t.subscribers(published.signal, [(240, 1000)])
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

  /// MC1: nothing before `connect`; a plain subject is hot; disposing the connection ends it
  /// for good (a later `connect` returns the same, disposed, connection).
  func testPublishNeverEmptyValuesErrorAndEarlyDisposal() {
    func run(_ events: [Recorded<Int>], disconnect: Double? = nil) -> (
      [[Recorded<Int>]], [Subscription]
    ) {
      let t = TestTimeline()
      let source = t.cold(events)
      let published = source.signal.publish()
      let r = t.subscribers(published.signal, [(200, 1000), (215, 1000)])
      let connection = Mutex<(any Disposable)?>(nil)
      t.scheduler.schedule(at: 200) { connection.withLock { $0 = published.connect() } }
      if let disconnect {
        t.scheduler.schedule(at: disconnect) { connection.withLock { $0 }?.dispose() }
        t.scheduler.schedule(at: 300) { _ = published.connect() }
      }
      t.scheduler.advance(to: 1000)
      return (r.map(\.events), source.subscriptions)
    }
    XCTAssertEqual(run([]).0, [[], []], "never")
    XCTAssertEqual(
      run([.completed(0)]).0, [[.completed(200)], []], "empty: hot, so 215 sees nothing")
    let values = run([.next(10, 1), .next(20, 2), .completed(30)])
    XCTAssertEqual(
      values.0,
      [[.next(210, 1), .next(220, 2), .completed(230)], [.next(220, 2), .completed(230)]])
    XCTAssertEqual(values.1, [Subscription(200, 230)], "one subscription for both")
    XCTAssertEqual(
      run([.next(10, 1), .error(12, "boom")]).0, [[.next(210, 1), .error(212, "boom")], []])
    let disposed = run([.next(10, 1), .next(20, 2), .completed(30)], disconnect: 212)
    XCTAssertEqual(disposed.0, [[.next(210, 1)], []])
    XCTAssertEqual(disposed.1, [Subscription(200, 212)], "MC1: nothing reconnects")
  }

  /// MC2: the first subscriber connects, the last one leaving disposes the connection, and
  /// the source is never subscribed again.
  func testAutoconnectDisconnectsForGoodWhenTheLastSubscriberLeaves() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2), .next(40, 3)])
    let auto = source.signal.publish().autoconnect()
    let r = t.subscribers(auto, [(200, 215), (212, 225), (300, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r.map(\.events), [[.next(210, 1)], [.next(220, 2)], []])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
  }

  /// MC3's example: `replay` connects when called (at 100 here), `replayLast` keeps the
  /// latest value, `replayLazily` connects at the first subscription; none disconnects.
  func testReplayReplayLastAndReplayLazily() {
    typealias Make = @Sendable (Signal<Int>) -> Signal<Int>
    func run(_ events: [Recorded<Int>], dispose: Double = 1000, _ make: @escaping Make) -> (
      [Recorded<Int>], [Subscription]
    ) {
      let t = TestTimeline()
      let source = t.cold(events)
      let made = Mutex<Signal<Int>?>(nil)
      t.scheduler.schedule(at: 100) { made.withLock { $0 = make(source.signal) } }
      let events = t.start(dispose: dispose) { made.withLock { $0! } }
      t.scheduler.advance(to: 1000)
      return (events, source.subscriptions)
    }
    let src: [Recorded<Int>] = [.next(0, 1), .next(1, 2), .completed(2)]
    XCTAssertEqual(run(src) { $0.replay() }.0, [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(run(src) { $0.replayLast() }.0, [.next(200, 2), .completed(200)])
    XCTAssertEqual(
      run(src) { $0.replayLazily() }.0, [.next(200, 1), .next(201, 2), .completed(202)])
    XCTAssertEqual(run([]) { $0.replay() }.0, [], "never")
    XCTAssertEqual(run([.completed(0)]) { $0.replayLast() }.0, [.completed(200)], "empty")
    XCTAssertEqual(
      run([.next(0, 1), .error(1, "boom")]) { $0.replay() }.0,
      [.next(200, 1), .error(200, "boom")], "the error is replayed after the values")
    let disposed = run([.next(0, 1), .next(5, 2), .completed(10)], dispose: 203) {
      $0.replayLazily()
    }
    XCTAssertEqual(disposed.0, [.next(200, 1)])
    XCTAssertEqual(disposed.1, [Subscription(200, 210)], "MC3: never disconnects")
  }

  /// MC2 through a replay subject: after the connection is gone, a later subscriber gets the
  /// replay, and the source is still never subscribed again.
  func testAutoconnectThroughAReplaySubjectReplaysAfterDisconnecting() {
    let t = TestTimeline()
    let source = t.cold([.next(10, 1), .next(20, 2)])
    let auto = source.signal.multicast(ReplaySubject(capacity: nil)).autoconnect()
    let r = t.subscribers(auto, [(200, 215), (300, 1000)])
    t.scheduler.advance(to: 1000)
    XCTAssertEqual(r.map(\.events), [[.next(210, 1)], [.next(300, 1)]])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
  }
}
