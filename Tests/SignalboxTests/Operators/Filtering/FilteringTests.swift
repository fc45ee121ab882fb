import Signalbox
import SignalboxTestSupport
import XCTest

/// filter (MapFilterTests), ignore, take, skip, the *Block family, distinctUntilChanged.
final class FilteringTests: XCTestCase {
  func testIgnore() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.ignore(2) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(201, 1), .next(205, 3), .completed(206)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-3-4-|", dispose: 204, op), [.next(201, 1), .next(203, 3)])
  }

  func testTake() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.take(2) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("-1-2-3-|", op), [.next(201, 1), .next(203, 2), .completed(203)],
      "TK2: completes with the n-th value")
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 202, op), [.next(201, 1)])
  }

  func testTakeZeroNeverSubscribes() {
    let subscribed = SubscriptionCounter()
    let t = TestTimeline()
    let source = Signal<Int> { s in
      subscribed.hit()
      s.sendNext(1)
      return nil
    }
    XCTAssertEqual(t.start { source.take(0) }, [.completed(200)])
    XCTAssertEqual(subscribed.count, 0, "TK1")
  }

  func testSkip() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.skip(1) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(203, 2), .next(205, 3), .completed(206)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(203, 2)])
    XCTAssertEqual(
      timeline("-1|", { s, _ in s.skip(5) }), [.completed(202)], "TK3: fewer values than skipped")
    XCTAssertEqual(
      timeline("12|", { s, _ in s.skip(0) }), [.next(200, 1), .next(201, 2), .completed(202)])
  }

  func testTakeUntilBlockDropsTheValueThatPasses() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.takeUntilBlock { $0 >= 3 }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-3-4|", op), [.next(201, 1), .next(203, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 202, op), [.next(201, 1)])
  }

  func testTakeWhileBlock() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.takeWhileBlock { $0 < 3 }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-3-1|", op), [.next(201, 1), .next(203, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 202, op), [.next(201, 1)])
  }

  func testSkipUntilBlockPassesEverythingFromTheFirstMatch() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.skipUntilBlock { $0 >= 2 }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-1|", op), [.next(203, 2), .next(205, 1), .completed(206)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(203, 2)])
  }

  func testSkipWhileBlock() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.skipWhileBlock { $0 < 2 }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-1|", op), [.next(203, 2), .next(205, 1), .completed(206)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(203, 2)])
  }

  func testDistinctUntilChanged() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.distinctUntilChanged()
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("11211|", op), [.next(200, 1), .next(202, 2), .next(203, 1), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, 1), .next(203, 2)])
  }

  func testAPredicateThatThrowsEndsWithItsError() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.filter {
        if $0 == 2 { throw TestError() }
        return true
      }
    }
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(201, 1), .error(203, "test error")])
  }
}

/// Counts subscriptions from inside a `didSubscribe` closure.
final class SubscriptionCounter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  var count: Int { lock.withLock { value } }
  func hit() { lock.withLock { value += 1 } }
}
