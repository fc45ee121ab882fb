import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Filtering/Distinct.swift`: timelines on the virtual clock.
final class DistinctTests: XCTestCase {
  func testDistinctDropsEveryValueSeenBefore() {
    let op: TimelineOp<Int> = { s, _ in s.distinct() }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("1213-2|", op), [.next(200, 1), .next(201, 2), .next(203, 3), .completed(206)])
    XCTAssertEqual(timeline("11#", op), [.next(200, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("12-3|", dispose: 202, op), [.next(200, 1), .next(201, 2)])
  }

  func testDistinctByAKey() {
    let op: TimelineOp<Int> = { s, _ in s.distinct { $0 % 3 } }
    XCTAssertEqual(
      timeline("14725|", op), [.next(200, 1), .next(203, 2), .completed(205)], "4 and 7 are 1 mod 3"
    )
    let throwing: TimelineOp<Int> = { s, _ in
      s.distinct { v -> Int in
        if v == 2 { throw SignalError("no key") }
        return v
      }
    }
    XCTAssertEqual(timeline("12|", throwing), [.next(200, 1), .error(201, "no key")])
  }
}
