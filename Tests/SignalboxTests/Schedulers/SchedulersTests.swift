import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// SCH1–SCH5 and the event grammar under concurrency.
final class SchedulersTests: XCTestCase {
  final class Log: Sendable {
    let entries = Mutex<[String]>([])
    func add(_ s: String) { entries.withLock { $0.append(s) } }
    var all: [String] { entries.withLock { $0 } }
  }

  func testVirtualTimeRunsInTimeThenInsertionOrder() {
    let clock = VirtualTimeScheduler()
    let log = Log()
    clock.schedule(at: 2) { log.add("b@\(clock.now)") }
    clock.schedule(at: 1) { log.add("a@\(clock.now)") }
    clock.schedule(at: 2) { log.add("c@\(clock.now)") }
    let cancelled = clock.schedule(at: 1.5) { log.add("never") }
    cancelled?.dispose()
    clock.advance(to: 5)
    XCTAssertEqual(log.all, ["a@1.0", "b@2.0", "c@2.0"], "SCH1, SCH2")
    XCTAssertEqual(clock.now, 5)
  }

  func testAfterDelayAndRepeatingDoNotDrift() {
    let clock = VirtualTimeScheduler()
    let log = Log()
    clock.schedule(at: 1) { _ = clock.schedule(afterDelay: 0.5) { log.add("delay@\(clock.now)") } }
    let ticks = clock.schedule(at: 0.25, repeatingEvery: 1) { log.add("tick@\(clock.now)") }
    clock.advance(to: 2.3)
    ticks.dispose()
    clock.advance(to: 10)
    XCTAssertEqual(log.all, ["tick@0.25", "tick@1.25", "delay@1.5", "tick@2.25"])
  }

  func testRecursiveSchedulingDoesNotGrowTheStack() {
    let clock = VirtualTimeScheduler()
    let count = Mutex(0)
    _ = clock.scheduleRecursive { reschedule in
      let n = count.withLock { c -> Int in
        c += 1
        return c
      }
      if n < 200_000 { reschedule() }
    }
    clock.run()
    XCTAssertEqual(count.withLock { $0 }, 200_000, "SCH5")
  }

  func testSubscriptionRuleRunsInlineOnAScheduler() {
    let clock = VirtualTimeScheduler()
    let log = Log()
    clock.schedule(at: 1) {
      Signal.just(1).subscribe(next: { _ in log.add("value") })
      log.add("after subscribe")
    }
    clock.advance(to: 2)
    XCTAssertEqual(
      log.all, ["value", "after subscribe"], "SCH4: synchronous inside a scheduler's action")
  }

  func testSubscriptionRuleSchedulesOnABackgroundThreadWithNoCurrentScheduler() {
    let done = expectation(description: "delivered on the fallback scheduler")
    let log = Log()
    DispatchQueue.global().async {
      Signal.just(1).subscribe(next: { _ in
        log.add(CurrentScheduler.isSet ? "value on a scheduler" : "value off any scheduler")
        done.fulfill()
      })
    }
    wait(for: [done], timeout: 5)
    // Subscribed off any scheduler, delivered on one: the subscription was deferred.
    XCTAssertEqual(log.all, ["value on a scheduler"])
  }

  func testSubscriptionRuleRunsInlineOnTheMainThread() {
    XCTAssertTrue(MainThread.isCurrent, "XCTest runs its tests on the main thread")
    let log = Log()
    Signal.just(1).subscribe(next: { _ in
      log.add(CurrentScheduler.isSet ? "value on a scheduler" : "value on the main thread")
    })
    log.add("after subscribe")
    XCTAssertEqual(log.all, ["value on the main thread", "after subscribe"])
  }

  func testQueueSchedulerRunsInOrder() {
    let queue = QueueScheduler(label: "test")
    let log = Log()
    let done = expectation(description: "all ran")
    for k in 0..<100 {
      _ = queue.schedule {
        log.add("\(k)")
        if k == 99 { done.fulfill() }
      }
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(log.all, (0..<100).map(String.init), "SCH1")
  }

  func testValuesFromManyThreadsNeverOverlapAndEndWithOneTerminalEvent() {
    let subject = Subject<Int>()
    let inside = Atomic(0)
    let overlaps = Atomic(0)
    let received = Atomic(0)
    let terminals = Atomic(0)
    let merged = Signal.merge((0..<4).map { _ in subject.signal })
    let subscription = CurrentScheduler.run(as: ImmediateScheduler.shared) {
      merged.subscribe(
        next: { _ in
          if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
            overlaps.add(1, ordering: .relaxed)
          }
          received.add(1, ordering: .relaxed)
          inside.subtract(1, ordering: .acquiringAndReleasing)
        },
        completed: { terminals.add(1, ordering: .relaxed) })
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for k in 0..<2_000 { subject.sendNext(k) }
    }
    subject.sendCompleted()
    subject.sendNext(-1)
    XCTAssertEqual(
      overlaps.load(ordering: .relaxed), 0, "C8: a subscriber never sees two events at once")
    XCTAssertEqual(received.load(ordering: .relaxed), 4 * 4 * 2_000)
    XCTAssertEqual(terminals.load(ordering: .relaxed), 1, "C1")
    subscription.dispose()
  }
}
