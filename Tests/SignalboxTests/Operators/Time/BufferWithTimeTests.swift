import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/BufferWithTime.swift`: timelines on the virtual clock.
final class BufferWithTimeTests: XCTestCase {
  func testBufferWithTime() {
    let op: TimelineOp<[Int]> = { s, t in s.bufferWithTime(3, on: t.scheduler) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)], "BT3: no empty array")
    XCTAssertEqual(
      timeline("12-----3|", op), [.next(203, [1, 2]), .next(208, [3]), .completed(208)],
      "BT1, BT2, BT4")
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("12-----|", dispose: 202, op), [])
  }

  /// BT1–BT4's example (times x10, from 201): a timer starts with a value into an empty
  /// buffer, no empty buffer is ever sent, and completion flushes the rest.
  func testTheReferenceExample() {
    let t = TestTimeline()
    let source = t.hot([
      .next(201, 1), .next(206, 2), .next(213, 3), .next(231, 4), .completed(232),
    ])
    XCTAssertEqual(
      t.start { source.signal.bufferWithTime(10, on: t.scheduler) },
      [.next(211, [1, 2]), .next(223, [3]), .next(232, [4]), .completed(232)])
  }
}
