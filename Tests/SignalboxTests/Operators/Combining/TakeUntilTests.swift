import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/TakeUntil.swift`: timelines on the virtual clock.
final class TakeUntilTests: XCTestCase {
  func testTakeUntil() {
    let op: TwoSourceOp<Int> = { a, b, _ in a.takeUntil(b) }
    assertQuietEdges(op, silentBeside: "-", emptyBeside: "-")
    XCTAssertEqual(
      timeline("-1-2-3|", "----0", op), [.next(201, 1), .next(203, 2), .completed(204)],
      "TU2: a trigger value")
    XCTAssertEqual(
      timeline("-1-2-3|", "--|", op), [.next(201, 1), .completed(202)], "TU2: trigger completion")
    XCTAssertEqual(
      timeline("-1-2-3|", "--#", op),
      [.next(201, 1), .next(203, 2), .next(205, 3), .completed(206)],
      "TU3: a trigger error is ignored")
    XCTAssertEqual(timeline("-1-#", "-----0", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3|", "-", dispose: 202, op), [.next(201, 1)])
  }

  func testTakeUntilReplacement() {
    let op: TwoSourceOp<Int> = { a, b, _ in a.takeUntilReplacement(b) }
    XCTAssertEqual(timeline("-", "-", op), [])
    XCTAssertEqual(timeline("|", "-", op), [], "TR1: the source's completion is never forwarded")
    XCTAssertEqual(
      timeline("1-2-3|", "---7-8|", op),
      [.next(200, 1), .next(202, 2), .next(203, 7), .next(205, 8), .completed(206)], "TR1")
    XCTAssertEqual(timeline("1-#", "-----7", op), [.next(200, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2-3|", "-", dispose: 201, op), [.next(200, 1)])
  }

  func testThenIgnoresValuesAndFollowsWithTheBlock() {
    let op: TimelineOp<Int> = { s, t in s.then { t.cold("-9|") } }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(201, 9), .completed(202)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(206, 9), .completed(207)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-|", dispose: 203.5, op), [])
  }

  func testEveryInputIsDisposedWhenTakeUntilEnds() {
    assertEveryInputIsDisposedWhenTheCombinationEnds(
      { $0.takeUntil($1).map { "\($0)" } }, [.next(210, "1"), .completed(220)], end: 220)
  }
}
