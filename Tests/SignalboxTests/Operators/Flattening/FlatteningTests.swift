import Signalbox
import SignalboxTestSupport
import XCTest

/// flattenMap, flatten (merge, limited), concat of a signal of signals, switchToLatest.
/// Inner signals are cold marbles made per value: `-v|` sends v one unit after subscription.
final class FlatteningTests: XCTestCase {
  func testFlattenMapMergesInnerSignals() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.flattenMap { v in t.cold("-\(v)|") }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(202, 1), .next(204, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(202, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 203.5, op), [.next(202, 1)])
  }

  func testFlattenMapWaitsForInnerSignalsBeforeCompleting() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.flattenMap { v in t.cold("---\(v)|") }
    }
    XCTAssertEqual(timeline("12|", op), [.next(203, 1), .next(204, 2), .completed(205)], "B5")
  }

  func testSynchronousAndLaterInnerSignalsMix() {
    // Even values splice in at once (never owned by the bind); odd ones one unit later.
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.flattenMap { v in v % 2 == 0 ? .just(v) : t.cold("-\(v)|") }
    }
    XCTAssertEqual(
      timeline("123|", op), [.next(201, 1), .next(201, 2), .next(203, 3), .completed(204)],
      "B5: waits for the last inner")
    // Disposed while 3's inner signal runs: it never sends.
    XCTAssertEqual(timeline("1234|", dispose: 202.5, op), [.next(201, 1), .next(201, 2)])
    XCTAssertEqual(
      timeline("2468|", op),
      [.next(200, 2), .next(201, 4), .next(202, 6), .next(203, 8), .completed(204)])
  }

  func testAnInnerErrorEndsEverything() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.flattenMap { v in v == 2 ? t.cold("#") : t.cold("-\(v)-\(v)|") }
    }
    XCTAssertEqual(timeline("1-2-|", op), [.next(201, 1), .error(202, "marble error")], "B6")
  }

  func testFlattenOneQueuesInnerSignalsInOrder() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.map { v in t.cold("--\(v)|") }.flatten(.concurrent(1))
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("12|", op), [.next(202, 1), .next(205, 2), .completed(206)], "F1, F2, F4")
    XCTAssertEqual(timeline("12-#", op), [.next(202, 1), .error(203, "marble error")], "F5")
    XCTAssertEqual(timeline("12|", dispose: 204, op), [.next(202, 1)])
  }

  func testQueuedInnerSignalsAreNeverSubscribedAfterAnError() {
    let subscribed = SubscriptionCounter()
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.map { v in
        Signal.defer {
          subscribed.hit()
          return t.cold("---\(v)|")
        }
      }.flatten(.concurrent(1))
    }
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(subscribed.count, 1, "F5")
  }

  func testFlattenTwoRunsTwoAtOnce() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.map { v in t.cold("--\(v)|") }.flatten(.concurrent(2))
    }
    XCTAssertEqual(
      timeline("123|", op), [.next(202, 1), .next(203, 2), .next(205, 3), .completed(206)])
  }

  func testConcatOfASignalOfSignals() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.map { v in t.cold("-\(v)|") }.concat()
    }
    XCTAssertEqual(timeline("12|", op), [.next(201, 1), .next(203, 2), .completed(204)])
  }

  func testSwitchToLatestCutsOffThePreviousInner() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.map { v in t.cold("-\(v)-\(v)|") }.switchToLatest()
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("1-2|", op), [.next(201, 1), .next(203, 2), .next(205, 2), .completed(206)], "S1, S4"
    )
    XCTAssertEqual(timeline("1-#", op), [.next(201, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2|", dispose: 204, op), [.next(201, 1), .next(203, 2)])
  }

  func testConcatOfManySynchronousSignalsDoesNotGrowTheStack() {
    let t = TestTimeline()
    let signals = (0..<100_000).map { Signal.just($0) }
    let events = t.start { Signal.concat(signals).count() }
    XCTAssertEqual(events, [.next(200, 100_000), .completed(200)])
  }
}
