import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Filtering/Skip.swift`: timelines on the virtual clock.
final class SkipTests: XCTestCase {
  func testSkip() {
    let op: TimelineOp<Int> = { s, _ in s.skip(1) }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(203, 2), .next(205, 3), .completed(206)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(203, 2)])
    XCTAssertEqual(
      timeline("-1|", { s, _ in s.skip(5) }), [.completed(202)], "TK3: fewer values than skipped")
    XCTAssertEqual(
      timeline("12|", { s, _ in s.skip(0) }), [.next(200, 1), .next(201, 2), .completed(202)])
  }

  func testSkipUntilBlockPassesEverythingFromTheFirstMatch() {
    let op: TimelineOp<Int> = { s, _ in s.skipUntilBlock { $0 >= 2 } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-1|", op), [.next(203, 2), .next(205, 1), .completed(206)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(203, 2)])
  }

  func testSkipWhileBlock() {
    let op: TimelineOp<Int> = { s, _ in s.skipWhileBlock { $0 < 2 } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-1|", op), [.next(203, 2), .next(205, 1), .completed(206)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(203, 2)])
  }

  /// TK4's examples on 0, 1, 2, 3, 0, 2, 4: once a value passes, the block is not consulted.
  func testTheBlockFamilysReferenceExamples() {
    XCTAssertEqual(
      timeline("0123024|") { s, _ in s.skipUntilBlock { $0 >= 3 } },
      [.next(203, 3), .next(204, 0), .next(205, 2), .next(206, 4), .completed(207)])
    XCTAssertEqual(
      timeline("0123024|") { s, _ in s.skipWhileBlock { $0 <= 1 } },
      [.next(202, 2), .next(203, 3), .next(204, 0), .next(205, 2), .next(206, 4), .completed(207)])
  }
}
