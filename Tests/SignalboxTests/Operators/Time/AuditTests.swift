import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Time/Audit.swift`: timelines on the virtual clock.
final class AuditTests: XCTestCase {
  func testAuditSendsTheLatestValueWhenTheDurationSends() {
    let op: TimelineOp<Int> = { s, t in s.audit { _ in t.cold("--0") } }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("12---3-|", op), [.next(202, 2), .next(207, 3), .completed(207)],
      "completion waits for the running duration")
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("12---|", dispose: 201, op), [])
  }

  func testAuditsDurationCompletingWithoutAValueSendsNothing() {
    let op: TimelineOp<Int> = { s, t in s.audit { _ in t.cold("--|") } }
    XCTAssertEqual(timeline("12---|", op), [.completed(205)])
    let failing: TimelineOp<Int> = { s, t in s.audit { _ in t.cold("-#") } }
    XCTAssertEqual(timeline("12---|", failing), [.error(201, "marble error")])
  }

  func testDebounceRestartsTheDurationAtEachValue() {
    let op: TimelineOp<Int> = { s, t in s.debounce { _ in t.cold("--0") } }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("12---3|", op), [.next(203, 2), .next(206, 3), .completed(206)],
      "completion sends the held value first")
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")], "the held value is dropped")
    XCTAssertEqual(timeline("1-----|", dispose: 201, op), [])
    let quiet: TimelineOp<Int> = { s, t in s.debounce { _ in t.cold("-|") } }
    XCTAssertEqual(timeline("1---2|", quiet), [.next(205, 2), .completed(205)])
  }
}
