import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/TimeInterval.swift`: timelines on the virtual clock.
final class TimeIntervalTests: XCTestCase {
  func testTimeInterval() {
    let op: TimelineOp<String> = { s, t in
      s.timeInterval(on: t.scheduler).map { "\($0.value)@\($0.interval)" }
    }
    XCTAssertEqual(
      timeline("-1--2-3|", op),
      [.next(201, "1@1.0"), .next(204, "2@3.0"), .next(206, "3@2.0"), .completed(207)])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("-1#", op), [.next(201, "1@1.0"), .error(202, "marble error")])
    XCTAssertEqual(timeline("-1-2|", dispose: 202, op), [.next(201, "1@1.0")])
  }
}
