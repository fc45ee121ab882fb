import Foundation
import Signalbox
import SignalboxTestSupport
import XCTest

/// What a subscription holds is freed once it is over (issue 14 part 6; the cycles
/// LeakSanitizer found under `make asan`): each test keeps weak references to the
/// subscribers or values an operator handled and checks they are gone when it is done.
final class ReleaseTests: XCTestCase {
  /// Weak references to the subscribers a source was subscribed with.
  final class Subscribers: @unchecked Sendable {
    private let lock = NSLock()
    private var refs: [Weak] = []
    struct Weak { weak var object: AnyObject? }
    func add(_ object: AnyObject) { lock.withLock { refs.append(Weak(object: object)) } }
    var count: Int { lock.withLock { refs.count } }
    var alive: Int { lock.withLock { refs.filter { $0.object != nil }.count } }
  }

  /// A value that is a class instance, so that a weak reference says whether it was freed.
  final class Payload: Sendable {}

  private func recording(
    _ subscribers: Subscribers, _ events: @escaping @Sendable (Subscriber<Int>) -> Void
  ) -> Signal<Int> {
    Signal { subscriber in
      subscribers.add(subscriber)
      events(subscriber)
      return nil
    }
  }

  func testFlattenFreesEachInnerSubscriptionWhenItCompletes() {
    let seen = Subscribers()
    let inner = oneValue(seen)
    let scheduler = VirtualTimeScheduler()
    let subscription = scheduler.perform {
      // The outer signal stays open: only the inner ones end.
      Signal<Signal<Int>> { s in
        for _ in 0..<3 { s.sendNext(inner) }
        return nil
      }.flatten().subscribe(next: { _ in })
    }
    XCTAssertEqual(seen.count, 3)
    XCTAssertEqual(
      seen.alive, 0, "completed inner subscriptions are forgotten while the outer one runs")
    subscription.dispose()
  }

  /// Subscribes `signal` on a virtual clock run to its end: the source (recording into
  /// `seen`) must have been subscribed `attempts` times, and every one of them freed.
  private func assertEveryAttemptFreed(
    _ seen: Subscribers, _ attempts: Int, _ signal: Signal<Int>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = VirtualTimeScheduler()
    scheduler.perform { _ = signal.subscribe() }
    scheduler.run()
    XCTAssertEqual(seen.count, attempts, file: file, line: line)
    XCTAssertEqual(seen.alive, 0, file: file, line: line)
  }

  /// A source that sends 1 and completes, recording its subscribers into `seen`.
  private func oneValue(_ seen: Subscribers) -> Signal<Int> {
    recording(seen) {
      $0.sendNext(1)
      $0.sendCompleted()
    }
  }

  func testRetryFreesEveryAttempt() {
    let seen = Subscribers()
    let source = recording(seen) { $0.sendError(TestError()) }
    assertEveryAttemptFreed(seen, 4, source.retry(3))
  }

  func testRepeatFreesEveryAttempt() {
    let seen = Subscribers()
    assertEveryAttemptFreed(seen, 3, oneValue(seen).repeat(3))
  }

  func testDelayFreesEachValueOnceDelivered() {
    let seen = Subscribers()
    let scheduler = VirtualTimeScheduler()
    let source = Signal<Payload> { subscriber in
      for _ in 0..<3 {
        let payload = Payload()
        seen.add(payload)
        subscriber.sendNext(payload)
      }
      return nil  // never completes: the subscription stays
    }
    let subscription = scheduler.perform {
      source.delay(1, on: scheduler).subscribe(next: { _ in })
    }
    scheduler.advance(by: 2)
    XCTAssertEqual(seen.count, 3)
    XCTAssertEqual(seen.alive, 0, "a delivered value is not kept by the delay")
    subscription.dispose()
  }
}
