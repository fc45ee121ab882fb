import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Filtering/SkipLast.swift`: timelines on the virtual clock.
final class SkipLastTests: XCTestCase {
  func testSkipLastHoldsTheLastValues() {
    let op: TimelineOp<Int> = { s, _ in s.skipLast(2) }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("1234|", op), [.next(202, 1), .next(203, 2), .completed(204)])
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(timeline("1234|", dispose: 202.5, op), [.next(202, 1)])
    XCTAssertEqual(
      timeline("12|", { s, _ in s.skipLast(0) }), [.next(200, 1), .next(201, 2), .completed(202)])
  }
}
