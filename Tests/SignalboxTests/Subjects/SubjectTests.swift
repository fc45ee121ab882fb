import Signalbox
import SignalboxTestSupport
import XCTest

/// Subjects (SU, RS, BS), multicast connections (MC) and commands (CMD) on the virtual
/// clock: sends and subscriptions are scheduled at given times.
final class SubjectTests: XCTestCase {
  /// Subscribes a recorder to `signal` at `time`; returns it (read after `advance`).
  private func record<V: Equatable & Sendable>(
    _ signal: Signal<V>, at time: Double, on t: TestTimeline, until: Double? = nil
  ) -> EventRecorder<V> {
    let recorder = EventRecorder<V>(scheduler: t.scheduler)
    let subscriber = recorder.subscriber()
    t.scheduler.schedule(at: time) { signal.subscribe(subscriber) }
    if let until { t.scheduler.schedule(at: until) { subscriber.dispose() } }
    return recorder
  }

  func testSubjectIsHotAndForgetsItTerminated() {
    let t = TestTimeline()
    let s = Subject<Int>()
    let early = record(s.signal, at: 0, on: t)
    t.scheduler.schedule(at: 1) { s.sendNext(1) }
    let late = record(s.signal, at: 2, on: t)
    t.scheduler.schedule(at: 3) { s.sendNext(2) }
    t.scheduler.schedule(at: 4) { s.sendCompleted() }
    let afterEnd = record(s.signal, at: 5, on: t)
    t.scheduler.schedule(at: 6) { s.sendNext(3) }
    t.scheduler.advance(to: 10)
    XCTAssertEqual(early.events, [.next(1, 1), .next(3, 2), .completed(4)], "SU1")
    XCTAssertEqual(late.events, [.next(3, 2), .completed(4)])
    XCTAssertEqual(
      afterEnd.events, [.next(6, 3)], "SU2: no terminal event, later sends still arrive")
  }

  func testDisposedSubscriberGetsNothingMore() {
    let t = TestTimeline()
    let s = Subject<Int>()
    let r = record(s.signal, at: 0, on: t, until: 2)
    t.scheduler.schedule(at: 1) { s.sendNext(1) }
    t.scheduler.schedule(at: 3) { s.sendNext(2) }
    t.scheduler.advance(to: 10)
    XCTAssertEqual(r.events, [.next(1, 1)])
    XCTAssertEqual(s.subscriberCount, 0)
  }

  func testReplaySubjectReplaysItsBufferAndTerminalEvent() {
    let t = TestTimeline()
    let s = ReplaySubject<Int>(capacity: 2)
    t.scheduler.schedule(at: 1) {
      s.sendNext(1)
      s.sendNext(2)
      s.sendNext(3)
    }
    let mid = record(s.signal, at: 2, on: t)
    t.scheduler.schedule(at: 3) { s.sendError(TestError()) }
    let late = record(s.signal, at: 4, on: t)
    t.scheduler.advance(to: 10)
    XCTAssertEqual(mid.events, [.next(2, 2), .next(2, 3), .error(3, "test error")], "RS1")
    XCTAssertEqual(late.events, [.next(4, 2), .next(4, 3), .error(4, "test error")])
  }

  func testBehaviorSubjectGivesTheLatestValueButNoTerminalEvent() {
    let t = TestTimeline()
    let s = BehaviorSubject(0)
    let first = record(s.signal, at: 1, on: t)
    t.scheduler.schedule(at: 2) { s.sendNext(5) }
    t.scheduler.schedule(at: 3) { s.sendCompleted() }
    let late = record(s.signal, at: 4, on: t)
    t.scheduler.advance(to: 10)
    XCTAssertEqual(first.events, [.next(1, 0), .next(2, 5), .completed(3)], "BS1")
    XCTAssertEqual(late.events, [.next(4, 5)])
  }

  func testPublishSubscribesOnlyAtConnect() {
    let t = TestTimeline()
    let source = t.cold("1-2|")
    let connection = source.publish()
    let a = record(connection.signal, at: 1, on: t)
    t.scheduler.schedule(at: 3) { _ = connection.connect() }
    let b = record(connection.signal, at: 4, on: t)
    t.scheduler.advance(to: 10)
    XCTAssertEqual(a.events, [.next(3, 1), .next(5, 2), .completed(6)], "MC1")
    XCTAssertEqual(b.events, [.next(5, 2), .completed(6)])
  }

  /// The signal `make` makes, made anew at each subscription, and the count of those.
  private func counted(_ make: @escaping @Sendable () -> Signal<Int>) -> (
    Signal<Int>, SubscriptionCounter
  ) {
    let subscriptions = SubscriptionCounter()
    let source = Signal<Int>.defer {
      subscriptions.hit()
      return make()
    }
    return (source, subscriptions)
  }

  func testAutoconnectDisconnectsForGoodWhenTheLastSubscriberLeaves() {
    let t = TestTimeline()
    let (source, subscriptions) = counted { Signal<Int>.interval(1, on: t.scheduler) }
    let shared = source.publish().autoconnect()
    let a = record(shared, at: 0, on: t, until: 2.5)
    let b = record(shared, at: 4, on: t)
    t.scheduler.advance(to: 10)
    XCTAssertEqual(a.events, [.next(1, 0), .next(2, 1)])
    XCTAssertEqual(b.events, [], "MC2: never reconnects")
    XCTAssertEqual(subscriptions.count, 1)
  }

  func testReplayConnectsAtOnceAndReplayLastKeepsTheLatest() {
    let t = TestTimeline()
    let (source, subscriptions) = counted { t.cold("12|") }
    let everything = CurrentScheduler.run(as: t.scheduler) { source.replay() }
    let latest = CurrentScheduler.run(as: t.scheduler) { source.replayLast() }
    let a = record(everything, at: 5, on: t)
    let b = record(latest, at: 5, on: t)
    t.scheduler.advance(to: 10)
    XCTAssertEqual(a.events, [.next(5, 1), .next(5, 2), .completed(5)], "MC3")
    XCTAssertEqual(b.events, [.next(5, 2), .completed(5)])
    XCTAssertEqual(subscriptions.count, 2, "one subscription each, made when replay was called")
  }

  func testReplayLazilyConnectsOnFirstSubscription() {
    let t = TestTimeline()
    let (source, subscriptions) = counted { t.cold("1|") }
    let lazy = source.replayLazily()
    t.scheduler.advance(to: 3)
    XCTAssertEqual(subscriptions.count, 0)
    let a = record(lazy, at: 4, on: t)
    let b = record(lazy, at: 6, on: t)
    t.scheduler.advance(to: 10)
    XCTAssertEqual(a.events, [.next(4, 1), .completed(5)])
    XCTAssertEqual(b.events, [.next(6, 1), .completed(6)])
    XCTAssertEqual(subscriptions.count, 1)
  }

  func testCommandExecutesAndReportsExecuting() {
    let t = TestTimeline()
    let command = Command<Int, Int>(scheduler: t.scheduler) { x in t.cold("-\(x)|") }
    let executing = record(command.executing, at: 0, on: t)
    let values = record(command.executionSignals.flatten(), at: 0, on: t)
    t.scheduler.schedule(at: 1) { _ = command.execute(7) }
    t.scheduler.schedule(at: 1.5) {
      XCTAssertNil(command.tryExecute(8), "CMD4: busy, not concurrent")
    }
    t.scheduler.advance(to: 10)
    XCTAssertEqual(executing.events.map(\.kind), [.next(false), .next(true), .next(false)], "CMD1")
    XCTAssertEqual(values.events.map(\.kind), [.next(7)])
  }

  func testCommandErrorsGoToErrorsNotToExecutionSignals() {
    let t = TestTimeline()
    let command = Command<Int, Int>(scheduler: t.scheduler) { _ in .error(TestError()) }
    let errors = record(command.errors.map { String(describing: $0) }, at: 0, on: t)
    let inner = record(
      command.executionSignals.flatten().materialize().map { "\($0)" }, at: 0, on: t)
    t.scheduler.schedule(at: 1) { _ = command.execute(1) }
    t.scheduler.advance(to: 10)
    XCTAssertEqual(errors.events.map(\.kind), [.next("test error")], "CMD6")
    XCTAssertTrue(inner.events.allSatisfy { !$0.description.contains("error") }, "\(inner.events)")
  }
}
