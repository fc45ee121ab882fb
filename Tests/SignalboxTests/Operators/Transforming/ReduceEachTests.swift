import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Transforming/ReduceEach.swift`: timelines on the virtual clock.
final class ReduceEachTests: XCTestCase {
  func testReduceEachOverPairs() {
    let op: TimelineOp<Int> = { s, _ in s.map { ($0, $0 * 2) }.reduceEach { a, b in a + b } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 3), .next(203, 6), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 3), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, 3), .next(203, 6)])
  }
}
