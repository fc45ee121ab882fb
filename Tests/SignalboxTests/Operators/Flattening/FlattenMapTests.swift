import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Flattening/FlattenMap.swift`: timelines on the virtual clock.
final class FlattenMapTests: XCTestCase {
  func testFlattenMapMergesInnerSignals() {
    let op: TimelineOp<Int> = { s, t in s.flattenMap { v in t.cold("-\(v)|") } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-|", op), [.next(202, 1), .next(204, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(202, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 203.5, op), [.next(202, 1)])
  }

  func testFlattenMapWaitsForInnerSignalsBeforeCompleting() {
    let op: TimelineOp<Int> = { s, t in s.flattenMap { v in t.cold("---\(v)|") } }
    XCTAssertEqual(timeline("12|", op), [.next(203, 1), .next(204, 2), .completed(205)], "B5")
  }

  func testSynchronousAndLaterInnerSignalsMix() {
    // Even values splice in at once (never owned by the bind); odd ones one unit later.
    let op: TimelineOp<Int> = { s, t in
      s.flattenMap { v in v % 2 == 0 ? .just(v) : t.cold("-\(v)|") }
    }
    XCTAssertEqual(
      timeline("123|", op), [.next(201, 1), .next(201, 2), .next(203, 3), .completed(204)],
      "B5: waits for the last inner")
    // Disposed while 3's inner signal runs: it never sends.
    XCTAssertEqual(timeline("1234|", dispose: 202.5, op), [.next(201, 1), .next(201, 2)])
    XCTAssertEqual(
      timeline("2468|", op),
      [.next(200, 2), .next(201, 4), .next(202, 6), .next(203, 8), .completed(204)])
  }

  func testAnInnerErrorEndsEverything() {
    let op: TimelineOp<Int> = { s, t in
      s.flattenMap { v in v == 2 ? t.cold("#") : t.cold("-\(v)-\(v)|") }
    }
    XCTAssertEqual(timeline("1-2-|", op), [.next(201, 1), .error(202, "marble error")], "B6")
  }
}
