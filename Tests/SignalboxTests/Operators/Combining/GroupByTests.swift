import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/GroupBy.swift`: timelines on the virtual clock.
final class GroupByTests: XCTestCase {
  func testGroupBySendsAGroupPerNewKey() {
    let op: TimelineOp<String> = { s, _ in
      s.groupBy { $0 % 2 }.flattenMap { group in group.signal.map { "\(group.key):\($0)" } }
    }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("1234|", op),
      [.next(200, "1:1"), .next(201, "0:2"), .next(202, "1:3"), .next(203, "0:4"), .completed(204)])
    XCTAssertEqual(timeline("1#", op), [.next(200, "1:1"), .error(201, "marble error")])
    XCTAssertEqual(timeline("1-2-3|", dispose: 203, op), [.next(200, "1:1"), .next(202, "0:2")])
  }

  /// GB1: the outer signal completes first, then every group in creation order.
  func testTheOuterSignalCompletesBeforeItsGroups() {
    let log = Log()
    let events = timeline("12|") { s, _ in
      s.groupBy { $0 % 2 }.on(completed: { log.add("outer") })
        .flattenMap { group in group.signal.on(completed: { log.add("group \(group.key)") }) }
    }
    XCTAssertEqual(events, [.next(200, 1), .next(201, 2), .completed(202)])
    XCTAssertEqual(log.all, ["outer", "group 1", "group 0"])
  }
}
