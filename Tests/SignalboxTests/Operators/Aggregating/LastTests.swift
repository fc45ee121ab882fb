import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Aggregating/Last.swift`: timelines on the virtual clock.
final class LastTests: XCTestCase {
  func testLastSendsTheLastValueOrFailsWhenEmpty() {
    let op: TimelineOp<Int> = { s, _ in s.last() }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.error(200, "no elements in sequence")], "RxJS's EmptyError")
    XCTAssertEqual(timeline("123|", op), [.next(203, 3), .completed(203)])
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(timeline("12-|", dispose: 202, op), [])
  }

  func testReduceWithoutASeed() {
    let op: TimelineOp<Int> = { s, _ in s.reduce { acc, v, _ in acc * 10 + v } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(
      timeline("|", op), [.completed(200)],
      "empty: no value (with a seed, aggregate sends the seed)")
    XCTAssertEqual(timeline("5|", op), [.next(201, 5), .completed(201)], "one value is the result")
    XCTAssertEqual(timeline("123|", op), [.next(203, 123), .completed(203)])
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(timeline("123|", dispose: 202, op), [])
    let indices: TimelineOp<Int> = { s, _ in
      s.reduce { acc, _, i in acc * 10 + i }
    }
    XCTAssertEqual(
      timeline("999|", indices), [.next(203, 912), .completed(203)], "the first value's index is 0")
  }
}
