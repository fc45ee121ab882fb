import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Multicasting/MulticastConnection.swift`: timelines on the virtual clock.
final class MulticastConnectionTests: XCTestCase {
  private typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<Int>

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
}
