import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Transforming/Scan.swift`: timelines on the virtual clock.
final class ScanTests: XCTestCase {
  func testScanInto() {
    let op: TimelineOp<[Int]> = { s, _ in
      s.scan(into: [Int]()) { running, value, index in running.append(value * 10 + index) }
    }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("-1-2-|", op), [.next(201, [10]), .next(203, [10, 21]), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, [10]), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [.next(201, [10])])
  }

  func testAggregateIntoAndAThrowingStep() {
    let op: TimelineOp<[Int]> = { s, _ in
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

  func testScanSendsEveryRunningValueButNotTheStart() {
    let op: TimelineOp<Int> = { s, _ in s.scan(10, +) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(
      timeline("|", op), [.completed(200)], "SC1: an empty source sends nothing, not the start")
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 11), .next(203, 13), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 11), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, 11), .next(203, 13)])
  }

  func testScanWithIndexAndAThrowingStep() {
    let indexed: TimelineOp<Int> = { s, _ in
      s.scan(0) { acc, _, i in acc + i }
    }
    XCTAssertEqual(
      timeline("123|", indexed), [.next(200, 0), .next(201, 1), .next(202, 3), .completed(203)])
    let failing: TimelineOp<Int> = { s, _ in
      s.scan(0) { acc, x in
        if x == 2 { throw TestError() }
        return acc + x
      }
    }
    XCTAssertEqual(timeline("-1-2-3|", failing), [.next(201, 1), .error(203, "test error")])
  }

  func testCombinePrevious() {
    let op: TimelineOp<Int> = { s, _ in s.combinePrevious(0) { p, x in x * 10 + p } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 10), .next(203, 21), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 10), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, 10), .next(203, 21)])
  }
}
