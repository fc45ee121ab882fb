import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Errors/Catch.swift`: timelines on the virtual clock.
final class CatchTests: XCTestCase {
  func testCatchSubscribesTheReplacementOnError() {
    let op: TimelineOp<Int> = { s, t in s.catch { _ in t.cold("-9|") } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 1), .next(203, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .next(204, 9), .completed(205)], "CA1")
    XCTAssertEqual(timeline("-1-#", dispose: 203.5, op), [.next(201, 1)])
  }

  func testCatchForwardsTheReplacementsError() {
    let op: TimelineOp<Int> = { s, _ in s.catch { _ in .error(TestError()) } }
    XCTAssertEqual(timeline("1#", op), [.next(200, 1), .error(201, "test error")])
  }

  func testCatchTo() {
    let op: TwoSourceOp<Int> = { a, b, _ in a.catchTo(b) }
    XCTAssertEqual(timeline("-", "9|", op), [])
    XCTAssertEqual(timeline("|", "9|", op), [.completed(200)])
    XCTAssertEqual(timeline("1#", "-9|", op), [.next(200, 1), .next(202, 9), .completed(203)])
    XCTAssertEqual(timeline("1#", "#", op), [.next(200, 1), .error(201, "marble error")])
    XCTAssertEqual(timeline("1-2|", "9|", dispose: 201, op), [.next(200, 1)])
  }

  func testAttemptFailsAtTheFirstRejectedValue() {
    let op: TimelineOp<Int> = { s, _ in s.attempt { if $0 > 1 { throw TestError() } } }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-1|", op), [.next(201, 1), .error(203, "test error")], "TY1")
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-1-|", dispose: 202, op), [.next(201, 1)])
  }

  func testTryMap() {
    let op: TimelineOp<Int> = { s, _ in
      s.tryMap {
        if $0 > 1 { throw TestError() }
        return $0 * 10
      }
    }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-1|", op), [.next(201, 10), .error(203, "test error")])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 10), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-1-|", dispose: 202, op), [.next(201, 10)])
  }
}
