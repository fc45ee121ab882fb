import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Filtering/Filter.swift`: timelines on the virtual clock.
final class FilterTests: XCTestCase {
  func testIgnoreValues() {
    let op: TimelineOp<Int> = { s, _ in s.ignoreValues(as: Int.self) }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-|", op), [.completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  func testIgnore() {
    let op: TimelineOp<Int> = { s, _ in s.ignore(2) }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(201, 1), .next(205, 3), .completed(206)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-3-4-|", dispose: 204, op), [.next(201, 1), .next(203, 3)])
  }

  func testAPredicateThatThrowsEndsWithItsError() {
    let op: TimelineOp<Int> = { s, _ in
      s.filter {
        if $0 == 2 { throw TestError() }
        return true
      }
    }
    XCTAssertEqual(timeline("-1-2-3|", op), [.next(201, 1), .error(203, "test error")])
  }

  func testFilter_Values() {
    let t = TestTimeline()
    let src = t.cold("123456|")
    XCTAssertEqual(
      t.start { src.filter { $0 % 2 == 0 } },
      [.next(201, 2), .next(203, 4), .next(205, 6), .completed(206)])
  }
}
