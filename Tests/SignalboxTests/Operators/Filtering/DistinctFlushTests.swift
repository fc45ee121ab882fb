import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Filtering/DistinctFlush.swift`: timelines on the virtual clock.
final class DistinctFlushTests: XCTestCase {
  func testDistinctFlushesForgetTheKeys() {
    XCTAssertEqual(
      timeline("12121|", "---0-") { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1), .next(201, 2), .next(204, 1), .completed(205)],
      "2 at 203 comes before the flush of the same instant")
    XCTAssertEqual(
      timeline("1-", "#") { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1), .error(200, "marble error")], "a flush error ends the stream")
    XCTAssertEqual(
      timeline("11|", "|") { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1), .completed(202)])
    XCTAssertEqual(timeline("-", "-") { s, f, _ in s.distinct(by: { $0 }, flushes: f) }, [])
    XCTAssertEqual(
      timeline("1-1|", "--", dispose: 201) { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1)])
  }

  func testDistinctWithFlushesOfAnEmptyAndAFailingSource() {
    let op: TwoSourceOp<Int> = { s, f, _ in s.distinct(by: { $0 }, flushes: f) }
    XCTAssertEqual(timeline("|", "-", op), [.completed(200)])
    XCTAssertEqual(timeline("1#", "-", op), [.next(200, 1), .error(201, "marble error")])
  }
}
