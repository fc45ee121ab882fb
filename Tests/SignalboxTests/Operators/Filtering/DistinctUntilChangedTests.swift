import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Filtering/DistinctUntilChanged.swift`: timelines on the virtual clock.
final class DistinctUntilChangedTests: XCTestCase {
  func testDistinctUntilChanged() {
    let op: TimelineOp<Int> = { s, _ in s.distinctUntilChanged() }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("11211|", op), [.next(200, 1), .next(202, 2), .next(203, 1), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, 1), .next(203, 2)])
  }
}
