import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Core/Signal+Creation.swift`: timelines on the virtual clock.
final class SignalCreationTests: XCTestCase {
  func testDeferMakesTheSignalAtEverySubscription() {
    // The made signal runs in the deferred signal's own subscription (no relay subscriber):
    // disposing it disposes what the made signal set up.
    let op: LoggedOp = { s, log in
      Signal.defer {
        log.add("made")
        return s.finally { log.add("finally") }
      }.repeat(2)
    }
    check(op, "-", events: [], log: ["made"])
    check(op, "|", events: [.completed(200)], log: ["made", "finally", "made", "finally"])
    check(
      op, "-1|", events: [.next(201, 1), .next(203, 1), .completed(204)],
      log: ["made", "finally", "made", "finally"])
    check(
      op, "-1#", events: [.next(201, 1), .error(202, "marble error")], log: ["made", "finally"])
    check(op, "-1-|", dispose: 202, events: [.next(201, 1)], log: ["made"])
    let failing: LoggedOp = { _, log in
      Signal.defer {
        log.add("made")
        throw TestError()
      }
    }
    check(failing, "-", events: [.error(200, "test error")], log: ["made"])
  }

  func testIntervalTicksUntilDisposed() {
    let t = TestTimeline()
    XCTAssertEqual(
      t.start(dispose: 207) { Signal<Int>.interval(2, on: t.scheduler) },
      [.next(202, 0), .next(204, 1), .next(206, 2)], "IN1")
  }

  func testTimerSendsOnceAndCompletes() {
    let t = TestTimeline()
    XCTAssertEqual(
      t.start { Signal<Int>.timer(5, on: t.scheduler) { 7 } }, [.next(205, 7), .completed(205)])
    let t2 = TestTimeline()
    XCTAssertEqual(t2.start(dispose: 204) { Signal<Int>.timer(5, on: t2.scheduler) { 7 } }, [])
  }
}
