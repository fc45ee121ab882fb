import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Aggregating/Aggregate.swift`: timelines on the virtual clock.
final class AggregateTests: XCTestCase {
  func testCollect() {
    let op: TimelineOp<[Int]> = { s, _ in s.collect() }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)], "AG2")
    XCTAssertEqual(timeline("-1-2-|", op), [.next(205, [1, 2]), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  func testAggregate() {
    let op: TimelineOp<Int> = { s, _ in s.aggregate(10, +) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(
      timeline("|", op), [.next(200, 10), .completed(200)], "AG1: the start when empty")
    XCTAssertEqual(timeline("-1-2-|", op), [.next(205, 13), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  func testTakeLast() {
    let op: TimelineOp<Int> = { s, _ in s.takeLast(2) }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("123|", op), [.next(203, 2), .next(203, 3), .completed(203)], "TL1")
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("12-|", dispose: 202, op), [])
    XCTAssertEqual(timeline("12|", { s, _ in s.takeLast(0) }), [.completed(202)])
  }

  func testCount() {
    let op: TimelineOp<Int> = { s, _ in s.count() }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, 0), .completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(205, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  func testFirst() {
    let op: TimelineOp<Int> = { s, _ in s.first(or: { -1 }) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, -1), .completed(200)], "the fallback when empty")
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 1), .completed(201)])
    XCTAssertEqual(timeline("-#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("--1|", dispose: 201, op), [])
  }

  func testCollectAtMost() {
    let op: TimelineOp<[Int]> = { s, _ in s.collect(atMost: 2) { SignalError("too many") } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(205, [1, 2]), .completed(205)])
    XCTAssertEqual(timeline("-1-2-3-4|", op), [.error(205, "too many")], "the third fails")
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  /// The budget of memory: each value weighed before it is kept.
  func testCollectWithinABudget() {
    let weight: @Sendable (Int) -> Int = { $0 }
    let op: TimelineOp<[Int]> = { s, _ in
      s.collect(atMost: 3, weight: weight, budget: 5) {
        SignalError("too many")
      } tooBig: {
        SignalError("too big")
      }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)])
    XCTAssertEqual(timeline("-1-4-|", op), [.next(205, [1, 4]), .completed(205)], "5 fits")
    XCTAssertEqual(timeline("-1-2-3-|", op), [.error(205, "too big")], "1 + 2 + 3 does not")
    XCTAssertEqual(timeline("-6|", op), [.error(201, "too big")], "nor one value of 6")
    XCTAssertEqual(timeline("-0-0-0-0|", op), [.error(207, "too many")])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }
}
