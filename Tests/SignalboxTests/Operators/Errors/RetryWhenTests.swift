import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Errors/RetryWhen.swift`: timelines on the virtual clock.
final class RetryWhenTests: XCTestCase {
  func testRetryWhenResubscribesAtEachNotifierValue() {
    let op: TimelineOp<Int> = { s, t in
      s.retryWhen { errors in errors.flattenMap { _ in t.cold("--0|") }.take(2) }
    }
    XCTAssertEqual(
      timeline("1#", op),
      [
        .next(200, 1), .next(203, 1), .next(206, 1), .completed(206),
      ], "two retries, each 2 after the error; the notifier's completion completes")
    XCTAssertEqual(timeline("1|", op), [.next(200, 1), .completed(201)])
    assertQuietEdges(op)
    XCTAssertEqual(timeline("1#", dispose: 204, op), [.next(200, 1), .next(203, 1)])
    let failing: TimelineOp<Int> = { s, t in
      s.retryWhen { errors in errors.flattenMap { _ in Signal<Int>.error(TestError()) } }
    }
    XCTAssertEqual(timeline("1#", failing), [.next(200, 1), .error(201, "test error")])
  }

  func testRetryWhenSubscribesTheNotifierAtTheFirstErrorOnly() {
    let t = TestTimeline()
    let notifier = t.cold([.next(2, 0), .completed(10)])
    let source = t.cold([.next(1, 1), .error(2, "marble error")])
    let events = t.start { source.signal.retryWhen { _ in notifier.signal } }
    XCTAssertEqual(events, [.next(201, 1), .next(205, 1), .completed(212)])
    XCTAssertEqual(notifier.subscriptions, [Subscription(202, 212)], "once, from the first error")
    XCTAssertEqual(source.subscriptions, [Subscription(200, 202), Subscription(204, 206)])
  }

  func testRetryWhenWithASynchronousSourceLoopsWithoutGrowingTheStack() {
    let t = TestTimeline()
    let count = Counter()
    let events = t.start {
      Signal<Int>.defer {
        count.increment()
        return count.value < 10_000 ? .error(TestError()) : .just(7)
      }.retryWhen { $0 }
    }
    XCTAssertEqual(events, [.next(200, 7), .completed(200)])
  }

  func testRepeatWhen() {
    let op: TimelineOp<Int> = { s, t in
      s.repeatWhen { done in done.flattenMap { _ in t.cold("-0|") }.take(2) }
    }
    XCTAssertEqual(
      timeline("1|", op),
      [.next(200, 1), .next(202, 1), .next(204, 1), .completed(205)],
      "completes when the notifier has and the last attempt has")
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("1|", dispose: 203, op), [.next(200, 1), .next(202, 1)])
    let never: TimelineOp<Int> = { s, _ in
      s.repeatWhen { _ in Signal<Int>.empty }
    }
    XCTAssertEqual(timeline("1|", never), [.next(200, 1), .completed(201)])
  }

  /// An error `passing` accepts is forwarded at once: the notifier never hears of it.
  func testRetryWhenForwardsAnErrorItIsToPass() {
    let marbleErrors: @Sendable (any Error) -> Bool = { $0 is SignalError }
    let op: TimelineOp<Int> = { s, t in
      s.retryWhen(passing: marbleErrors) { errors in
        errors.flattenMap { _ in t.cold("--0|") }.take(2)
      }
    }
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "marble error")])
    let testErrors: @Sendable (any Error) -> Bool = { $0 is TestError }
    let other: TimelineOp<Int> = { s, t in
      s.retryWhen(passing: testErrors) { errors in
        errors.flattenMap { _ in t.cold("--0|") }.take(1)
      }
    }
    XCTAssertEqual(timeline("1#", other), [.next(200, 1), .next(203, 1), .completed(203)])
  }
}
