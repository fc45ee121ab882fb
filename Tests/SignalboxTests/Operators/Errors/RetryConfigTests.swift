import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Errors/RetryConfig.swift`: timelines on the virtual clock.
final class RetryConfigTests: XCTestCase {
  typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<Int>

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

  /// An error `passing` accepts is forwarded at once, with no wait and no resubscription.
  func testRetryWithADelayForwardsAnErrorItIsToPass() {
    let op: Op = { s, t in
      s.retry(count: 2, delay: 1, on: t.scheduler, passing: { $0 is SignalError })
    }
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    let other: Op = { s, t in
      s.retry(count: 1, delay: 1, on: t.scheduler, passing: { $0 is TestError })
    }
    XCTAssertEqual(
      timeline("1#", other), [.next(200, 1), .next(202, 1), .error(203, "marble error")])
  }
}
