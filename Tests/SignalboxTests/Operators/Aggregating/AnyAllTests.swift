import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Aggregating/AnyAll.swift`: timelines on the virtual clock.
final class AnyAllTests: XCTestCase {
  func testAnyStopsAtTheFirstMatchAndTurnsErrorsIntoFalse() {
    let op: TimelineOp<Bool> = { s, _ in s.any { $0 > 1 } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, false), .completed(200)])
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(203, true), .completed(203)], "BO1")
    XCTAssertEqual(
      timeline("-1-#", op), [.next(203, false), .completed(203)], "BO1: an error is false")
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [])
  }

  func testAllStopsAtTheFirstFailure() {
    let op: TimelineOp<Bool> = { s, _ in s.all { $0 < 2 } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, true), .completed(200)])
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(203, false), .completed(203)], "BO2")
    XCTAssertEqual(timeline("-1-1|", op), [.next(204, true), .completed(204)])
    XCTAssertEqual(
      timeline("-1-#", op), [.next(203, false), .completed(203)], "BO2: an error is false")
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [])
  }
}
