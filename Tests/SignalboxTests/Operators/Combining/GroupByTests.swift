import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/GroupBy.swift`: timelines on the virtual clock.
final class GroupByTests: XCTestCase {
  func testGroupBySendsAGroupPerNewKey() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<String> = { s, _ in
      s.groupBy { $0 % 2 }.flattenMap { group in group.signal.map { "\(group.key):\($0)" } }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("1234|", op),
      [.next(200, "1:1"), .next(201, "0:2"), .next(202, "1:3"), .next(203, "0:4"), .completed(204)])
    XCTAssertEqual(timeline("1#", op), [.next(200, "1:1"), .error(201, "marble error")])
    XCTAssertEqual(timeline("1-2-3|", dispose: 203, op), [.next(200, "1:1"), .next(202, "0:2")])
  }
}
