import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/Timestamp.swift`: timelines on the virtual clock.
final class TimestampTests: XCTestCase {
  func testTimestamp() {
    let op: TimelineOp<String> = { s, t in
      s.timestamp(on: t.scheduler).map { "\($0.value)@\(Int($0.time))" }
    }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("-1-2|", op), [.next(201, "1@201"), .next(203, "2@203"), .completed(204)])
    XCTAssertEqual(timeline("-1#", op), [.next(201, "1@201"), .error(202, "marble error")])
    XCTAssertEqual(timeline("-1-2|", dispose: 202, op), [.next(201, "1@201")])
  }
}
