import Signalbox
import SignalboxTestSupport
import XCTest

/// collect, aggregate, takeLast, count, any, all, first.
final class AggregatingTests: XCTestCase {
  func testCollect() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, _ in s.collect() }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)], "AG2")
    XCTAssertEqual(timeline("-1-2-|", op), [.next(205, [1, 2]), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  func testAggregate() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.aggregate(10, +) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(
      timeline("|", op), [.next(200, 10), .completed(200)], "AG1: the start when empty")
    XCTAssertEqual(timeline("-1-2-|", op), [.next(205, 13), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  func testTakeLast() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.takeLast(2) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("123|", op), [.next(203, 2), .next(203, 3), .completed(203)], "TL1")
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("12-|", dispose: 202, op), [])
    XCTAssertEqual(timeline("12|", { s, _ in s.takeLast(0) }), [.completed(202)])
  }

  func testCount() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.count() }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, 0), .completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(205, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  func testAnyStopsAtTheFirstMatchAndTurnsErrorsIntoFalse() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Bool> = { s, _ in s.any { $0 > 1 } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, false), .completed(200)])
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(203, true), .completed(203)], "BO1")
    XCTAssertEqual(
      timeline("-1-#", op), [.next(203, false), .completed(203)], "BO1: an error is false")
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [])
  }

  func testAllStopsAtTheFirstFailure() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Bool> = { s, _ in s.all { $0 < 2 } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, true), .completed(200)])
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(203, false), .completed(203)], "BO2")
    XCTAssertEqual(timeline("-1-1|", op), [.next(204, true), .completed(204)])
    XCTAssertEqual(
      timeline("-1-#", op), [.next(203, false), .completed(203)], "BO2: an error is false")
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [])
  }

  func testFirst() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.first(or: { -1 }) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, -1), .completed(200)], "the fallback when empty")
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 1), .completed(201)])
    XCTAssertEqual(timeline("-#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("--1|", dispose: 201, op), [])
  }
}
