import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/Concat.swift`: timelines on the virtual clock.
final class ConcatTests: XCTestCase {
  func testConcatSubscribesTheSecondOnlyAfterTheFirstCompletes() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { a, b, _ in
      a.concat(b)
    }
    XCTAssertEqual(timeline("-", "1|", op), [])
    XCTAssertEqual(timeline("|", "|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("-1|", "-2|", op), [.next(201, 1), .next(203, 2), .completed(204)], "K1")
    XCTAssertEqual(timeline("-1#", "2|", op), [.next(201, 1), .error(202, "marble error")], "K2")
    XCTAssertEqual(timeline("-1|", "-2-3|", dispose: 204, op), [.next(201, 1), .next(203, 2)])
  }
}
