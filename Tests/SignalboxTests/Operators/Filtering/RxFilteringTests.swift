import Signalbox
import SignalboxTestSupport
import XCTest

/// Rx's single-source operators with their own semantics: distinct, skipLast, last,
/// defaultIfEmpty, pairwise, bufferCount, reduce without a seed. (Rx's takeWhile and
/// skipWhile are RAC's takeWhileBlock and skipWhileBlock; reduce with a seed is aggregate.)
final class RxFilteringTests: XCTestCase {
  func testDistinctDropsEveryValueSeenBefore() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.distinct() }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("1213-2|", op), [.next(200, 1), .next(201, 2), .next(203, 3), .completed(206)])
    XCTAssertEqual(timeline("11#", op), [.next(200, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("12-3|", dispose: 202, op), [.next(200, 1), .next(201, 2)])
  }

  func testDistinctByAKey() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.distinct { $0 % 3 } }
    XCTAssertEqual(
      timeline("14725|", op), [.next(200, 1), .next(203, 2), .completed(205)], "4 and 7 are 1 mod 3"
    )
    let throwing: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.distinct { v -> Int in
        if v == 2 { throw SignalError("no key") }
        return v
      }
    }
    XCTAssertEqual(timeline("12|", throwing), [.next(200, 1), .error(201, "no key")])
  }

  func testSkipLastHoldsTheLastValues() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.skipLast(2) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("1234|", op), [.next(202, 1), .next(203, 2), .completed(204)])
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(timeline("1234|", dispose: 202.5, op), [.next(202, 1)])
    XCTAssertEqual(
      timeline("12|", { s, _ in s.skipLast(0) }), [.next(200, 1), .next(201, 2), .completed(202)])
  }

  func testLastSendsTheLastValueOrFailsWhenEmpty() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.last() }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.error(200, "no elements in sequence")], "RxJS's EmptyError")
    XCTAssertEqual(timeline("123|", op), [.next(203, 3), .completed(203)])
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(timeline("12-|", dispose: 202, op), [])
  }

  func testDefaultIfEmpty() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.defaultIfEmpty { 7 }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("--|", op), [.next(202, 7), .completed(202)])
    XCTAssertEqual(timeline("12|", op), [.next(200, 1), .next(201, 2), .completed(202)])
    XCTAssertEqual(timeline("-#", op), [.error(201, "marble error")], "an error is not empty")
    XCTAssertEqual(timeline("--|", dispose: 201, op), [])
    XCTAssertEqual(
      timeline("|", { s, _ in s.defaultIfEmpty { throw SignalError("no default") } }),
      [.error(200, "no default")])
  }

  func testPairwise() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in
      s.pairwise().map { [$0.0, $0.1] }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("1|", op), [.completed(201)], "one value makes no pair")
    XCTAssertEqual(
      timeline("123|", op), [.next(201, [1, 2]), .next(202, [2, 3]), .completed(203)])
    XCTAssertEqual(timeline("12#", op), [.next(201, [1, 2]), .error(202, "marble error")])
    XCTAssertEqual(timeline("123|", dispose: 201.5, op), [.next(201, [1, 2])])
  }

  func testBufferCount() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in s.bufferCount(2) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)], "no empty array")
    XCTAssertEqual(
      timeline("12345|", op),
      [.next(201, [1, 2]), .next(203, [3, 4]), .next(205, [5]), .completed(205)])
    XCTAssertEqual(
      timeline("123#", op), [.next(201, [1, 2]), .error(203, "marble error")],
      "the open array is dropped")
    XCTAssertEqual(timeline("12345|", dispose: 202, op), [.next(201, [1, 2])])
  }

  func testBufferCountWithOverlappingAndSkippingWindows() {
    let overlapping: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in
      s.bufferCount(3, every: 1)
    }
    XCTAssertEqual(
      timeline("1234|", overlapping),
      [
        .next(202, [1, 2, 3]), .next(203, [2, 3, 4]), .next(204, [3, 4]), .next(204, [4]),
        .completed(204),
      ],
      "RxJS: the open windows at completion, oldest first")
    let skipping: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in
      s.bufferCount(2, every: 3)
    }
    XCTAssertEqual(
      timeline("1234567|", skipping),
      [.next(201, [1, 2]), .next(204, [4, 5]), .next(207, [7]), .completed(207)],
      "3 and 6 are in no window")
    let everyTwo: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in
      s.bufferCount(3, every: 2)
    }
    XCTAssertEqual(
      timeline("12345|", everyTwo),
      [.next(202, [1, 2, 3]), .next(204, [3, 4, 5]), .next(205, [5]), .completed(205)])
  }

  func testReduceWithoutASeed() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.reduce { acc, v, _ in acc * 10 + v }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(
      timeline("|", op), [.completed(200)],
      "empty: no value (with a seed, aggregate sends the seed)")
    XCTAssertEqual(timeline("5|", op), [.next(201, 5), .completed(201)], "one value is the result")
    XCTAssertEqual(timeline("123|", op), [.next(203, 123), .completed(203)])
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(timeline("123|", dispose: 202, op), [])
    let indices: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.reduce { acc, _, i in acc * 10 + i }
    }
    XCTAssertEqual(
      timeline("999|", indices), [.next(203, 912), .completed(203)], "the first value's index is 0")
  }
}
