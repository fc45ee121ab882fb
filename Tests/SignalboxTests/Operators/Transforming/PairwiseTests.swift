import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Transforming/Pairwise.swift`: timelines on the virtual clock.
final class PairwiseTests: XCTestCase {
  func testPairwise() {
    let op: TimelineOp<[Int]> = { s, _ in s.pairwise().map { [$0.0, $0.1] } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("1|", op), [.completed(201)], "one value makes no pair")
    XCTAssertEqual(
      timeline("123|", op), [.next(201, [1, 2]), .next(202, [2, 3]), .completed(203)])
    XCTAssertEqual(timeline("12#", op), [.next(201, [1, 2]), .error(202, "marble error")])
    XCTAssertEqual(timeline("123|", dispose: 201.5, op), [.next(201, [1, 2])])
  }
}
