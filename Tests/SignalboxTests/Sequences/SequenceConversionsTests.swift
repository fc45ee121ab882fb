import Signalbox
import SignalboxTestSupport
import XCTest

/// `Sequences/SequenceConversions.swift`: timelines on the virtual clock.
final class SequenceConversionsTests: XCTestCase {
  func testSequenceAtMost() {
    let op: TimelineOp<[Int]> = { s, _ in
      s.sequence(atMost: 1) { SignalError("too many") }.map { try $0.array() }
    }
    XCTAssertEqual(timeline("-1|", op), [.next(202, [1]), .completed(202)])
    XCTAssertEqual(timeline("-12|", op), [.error(202, "too many")])
  }
}
