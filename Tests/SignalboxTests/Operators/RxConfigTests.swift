import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// RxJS 7's config objects on operators RAC also has (timeout {each, first, with}, retry
/// and repeat {count, delay, resetOnSuccess}, share's resets) and `distinct`'s flushes, on
/// the virtual clock: one frame is one unit, subscription at 200.
final class RxConfigTests: XCTestCase {
  typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<Int>

  // MARK: timeout {first, each, with}

  func testTimeoutEachLimitsTheGapBeforeEveryValue() {
    let op: Op = { s, t in s.timeout(first: nil, each: 3, on: t.scheduler) }
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-", op), [.error(203, "timed out")], "never: fails after each")
    XCTAssertEqual(
      timeline("1-2----3|", op), [.next(200, 1), .next(202, 2), .error(205, "timed out")])
    XCTAssertEqual(
      timeline("1--2|", op), [.next(200, 1), .next(203, 2), .completed(204)],
      "a value exactly at the limit is in time (the source's event runs first, as in RxJS)")
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(timeline("1-2----3|", dispose: 203, op), [.next(200, 1), .next(202, 2)])
  }

  func testTimeoutFirstOnlyLimitsTheFirstValue() {
    let op: Op = { s, t in s.timeout(first: 2, each: nil, on: t.scheduler) }
    XCTAssertEqual(timeline("-1------2|", op), [.next(201, 1), .next(208, 2), .completed(209)])
    XCTAssertEqual(timeline("---1|", op), [.error(202, "timed out")])
  }

  func testTimeoutWithContinuesWithTheReplacement() {
    let op: Op = { s, t in
      s.timeout(first: nil, each: 2, with: { t.cold("78|") }, on: t.scheduler)
    }
    XCTAssertEqual(
      timeline("1----2|", op), [.next(200, 1), .next(202, 7), .next(203, 8), .completed(204)])
  }

  // MARK: retry {count, delay, resetOnSuccess} and repeat {count, delay}

  func testRetryWithADelay() {
    let op: Op = { s, t in s.retry(count: 2, delay: 1, on: t.scheduler) }
    XCTAssertEqual(
      timeline("1#", op),
      [.next(200, 1), .next(202, 1), .next(204, 1), .error(205, "marble error")])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("1#", dispose: 201.5, op), [.next(200, 1)], "disposal cancels the wait")
  }

  func testRetryResetOnSuccessCountsAnewAfterAValue() {
    /// Attempt 1 sends 1 and fails, 2 sends 2 and fails, 3 sends 3 and completes.
    func attempts(_ t: TestTimeline) -> Signal<Int> {
      let attempt = AttemptCounter()
      return Signal<Int>.defer {
        let n = attempt.next()
        return t.cold(n < 3 ? "\(n)#" : "\(n)|")
      }
    }
    let t = TestTimeline()
    let source = attempts(t)
    XCTAssertEqual(
      t.start { source.retry(count: 1, delay: nil, resetOnSuccess: true, on: t.scheduler) },
      [.next(200, 1), .next(201, 2), .next(202, 3), .completed(203)])
    let u = TestTimeline()
    let plain = attempts(u)
    XCTAssertEqual(
      u.start { plain.retry(count: 1, delay: nil, on: u.scheduler) },
      [.next(200, 1), .next(201, 2), .error(202, "marble error")],
      "without the reset, the one retry is used up")
  }

  func testRepeatWithADelay() {
    let op: Op = { s, t in s.repeat(count: 3, delay: 2, on: t.scheduler) }
    XCTAssertEqual(
      timeline("1|", op),
      [.next(200, 1), .next(203, 1), .next(206, 1), .completed(207)])
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(timeline("-", op), [])
    let none: Op = { s, t in s.repeat(count: 0, delay: 2, on: t.scheduler) }
    XCTAssertEqual(timeline("1|", none), [.completed(200)])
    XCTAssertEqual(timeline("1|", dispose: 202, op), [.next(200, 1)])
  }

  // MARK: share's resets

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

  // MARK: distinct with flushes

  func testDistinctFlushesForgetTheKeys() {
    XCTAssertEqual(
      timeline("12121|", "---0-") { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1), .next(201, 2), .next(204, 1), .completed(205)],
      "2 at 203 comes before the flush of the same instant")
    XCTAssertEqual(
      timeline("1-", "#") { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1), .error(200, "marble error")], "a flush error ends the stream")
    XCTAssertEqual(
      timeline("11|", "|") { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1), .completed(202)])
    XCTAssertEqual(timeline("-", "-") { s, f, _ in s.distinct(by: { $0 }, flushes: f) }, [])
    XCTAssertEqual(
      timeline("1-1|", "--", dispose: 201) { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1)])
  }
}

extension RxConfigTests {
  // MARK: finalize

  func testFinalizeRunsAfterTheTerminalEventAndOnDisposal() {
    let t = TestTimeline()
    let ran = AttemptCounter()
    let events = t.start(dispose: 1000) {
      t.cold("12|").finalize(on: t.scheduler) { _ = ran.next() }
    }
    XCTAssertEqual(events, [.next(200, 1), .next(201, 2), .completed(202)])
    XCTAssertEqual(ran.value, 1, "once, after the completion")
    for (marbles, dispose) in [("1#", 1000.0), ("-", 300), ("|", 1000), ("1-2|", 201)] {
      let u = TestTimeline()
      let count = AttemptCounter()
      _ = u.start(dispose: dispose) {
        u.cold(marbles).finalize(on: u.scheduler) { _ = count.next() }
      }
      XCTAssertEqual(count.value, 1, "\(marbles) disposed at \(dispose)")
    }
  }

  func testFinalizeRunsAfterTheEventThatEndedIt() {
    let order = OrderLog()
    let t = TestTimeline()
    _ = t.start {
      t.cold("12|").finalize(on: t.scheduler) { order.add("finalize") }
        .on(completed: { order.add("completed") })
    }
    XCTAssertEqual(order.entries, ["completed", "finalize"])
    let byTake = OrderLog()
    let u = TestTimeline()
    _ = u.start {
      u.cold("12-").finalize(on: u.scheduler) { byTake.add("finalize") }.take(1)
        .on(completed: { byTake.add("completed") })
    }
    XCTAssertEqual(byTake.entries, ["completed", "finalize"], "a take's completion comes first")
  }
}

private final class OrderLog: Sendable {
  private let log = Mutex<[String]>([])
  var entries: [String] { log.withLock { $0 } }
  func add(_ entry: String) { log.withLock { $0.append(entry) } }
}

/// A thread-safe counter for the tests' deferred sources.
private final class AttemptCounter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}
