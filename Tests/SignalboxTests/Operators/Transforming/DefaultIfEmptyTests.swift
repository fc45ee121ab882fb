import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Transforming/DefaultIfEmpty.swift`: timelines on the virtual clock.
final class DefaultIfEmptyTests: XCTestCase {
  func testDefaultIfEmpty() {
    let op: TimelineOp<Int> = { s, _ in s.defaultIfEmpty { 7 }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("--|", op), [.next(202, 7), .completed(202)])
    XCTAssertEqual(timeline("12|", op), [.next(200, 1), .next(201, 2), .completed(202)])
    XCTAssertEqual(timeline("-#", op), [.error(201, "marble error")], "an error is not empty")
    XCTAssertEqual(timeline("--|", dispose: 201, op), [])
    XCTAssertEqual(
      timeline("|", { s, _ in s.defaultIfEmpty { throw SignalError("no default") } }),
      [.error(200, "no default")])
  }
}
