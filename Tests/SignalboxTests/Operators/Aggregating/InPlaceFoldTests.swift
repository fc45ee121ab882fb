import Signalbox
import SignalboxTestSupport
import XCTest

/// `collect(atMost:)` (an error past a size instead of all of memory) and the in-place
/// folds `scan(into:)` / `aggregate(into:)` (issue 25, Q1 and Q6).
final class InPlaceFoldTests: XCTestCase {
  func testCollectAtMost() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in
      s.collect(atMost: 2) { SignalError("too many") }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(205, [1, 2]), .completed(205)])
    XCTAssertEqual(timeline("-1-2-3-4|", op), [.error(205, "too many")], "the third fails")
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  func testSequenceAtMost() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in
      s.sequence(atMost: 1) { SignalError("too many") }.map { try $0.array() }
    }
    XCTAssertEqual(timeline("-1|", op), [.next(202, [1]), .completed(202)])
    XCTAssertEqual(timeline("-12|", op), [.error(202, "too many")])
  }

  func testScanInto() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in
      s.scan(into: [Int]()) { running, value, index in running.append(value * 10 + index) }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("-1-2-|", op), [.next(201, [10]), .next(203, [10, 21]), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, [10]), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [.next(201, [10])])
  }

  func testAggregateIntoAndAThrowingStep() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in
      s.aggregate(into: [Int]()) { running, value, _ in
        if value == 9 { throw SignalError("nine") }
        running.append(value)
      }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(205, [1, 2]), .completed(205)])
    XCTAssertEqual(timeline("-1-9-2|", op), [.error(203, "nine")])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }
}
