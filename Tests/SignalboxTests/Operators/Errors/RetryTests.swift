import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Errors/Retry.swift`: timelines on the virtual clock.
final class RetryTests: XCTestCase {
  func testRetryResubscribesAtMostNTimes() {
    let op: TimelineOp<Int> = { s, _ in s.retry(1) }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1|", op), [.next(201, 1), .completed(202)])
    XCTAssertEqual(
      timeline("-1#", op), [.next(201, 1), .next(203, 1), .error(204, "marble error")],
      "RT1: N+1 subscriptions")
    XCTAssertEqual(timeline("-1#", dispose: 202.5, op), [.next(201, 1)])
    XCTAssertEqual(
      timeline("1#", { s, _ in s.retry(0) }), [.next(200, 1), .error(201, "marble error")],
      "retry 0 does not resubscribe")
  }

  func testRepeatResubscribesOnCompletion() {
    let op: TimelineOp<Int> = { s, _ in s.repeat(2) }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("-1|", op), [.next(201, 1), .next(203, 1), .completed(204)],
      "RP1: N subscriptions in all")
    XCTAssertEqual(timeline("-1#", op), [.next(201, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("-1|", dispose: 202.5, op), [.next(201, 1)])
    XCTAssertEqual(
      timeline("1|", { s, _ in s.repeat(0) }), [.completed(200)],
      "repeat 0 completes without subscribing")
  }

  func testRepeatOfASynchronousSourceDoesNotGrowTheStack() {
    let t = TestTimeline()
    XCTAssertEqual(
      t.start { Signal.just(1).repeat(50_000).count() }, [.next(200, 50_000), .completed(200)])
  }

  func testRepeat_SynchronousSourceIsStackSafe() {
    let t = TestTimeline()
    let events = t.start { Signal<Int>.just(1).repeat(50_000).count() }
    XCTAssertEqual(events, [.next(200, 50_000), .completed(200)])
  }

  /// An error `passing` accepts is forwarded at once, never retried (the language passes
  /// an interrupted evaluation so); any other error is retried as before.
  func testRetryForwardsAnErrorItIsToPass() {
    XCTAssertEqual(
      timeline("-1#", { s, _ in s.retry(3, passing: { $0 is SignalError }) }),
      [.next(201, 1), .error(202, "marble error")], "forwarded: one subscription")
    XCTAssertEqual(
      timeline("-1#", { s, _ in s.retry(1, passing: { $0 is TestError }) }),
      [.next(201, 1), .next(203, 1), .error(204, "marble error")], "another error: retried")
  }
}
