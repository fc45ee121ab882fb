import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Transforming/BufferCount.swift`: timelines on the virtual clock.
final class BufferCountTests: XCTestCase {
  func testBufferCount() {
    let op: TimelineOp<[Int]> = { s, _ in s.bufferCount(2) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)], "no empty array")
    XCTAssertEqual(
      timeline("12345|", op),
      [.next(201, [1, 2]), .next(203, [3, 4]), .next(205, [5]), .completed(205)])
    XCTAssertEqual(
      timeline("123#", op), [.next(201, [1, 2]), .error(203, "marble error")],
      "the open array is dropped")
    XCTAssertEqual(timeline("12345|", dispose: 202, op), [.next(201, [1, 2])])
  }

  func testBufferCountWithOverlappingAndSkippingWindows() {
    let overlapping: TimelineOp<[Int]> = { s, _ in
      s.bufferCount(3, every: 1)
    }
    XCTAssertEqual(
      timeline("1234|", overlapping),
      [
        .next(202, [1, 2, 3]), .next(203, [2, 3, 4]), .next(204, [3, 4]), .next(204, [4]),
        .completed(204),
      ],
      "RxJS: the open windows at completion, oldest first")
    let skipping: TimelineOp<[Int]> = { s, _ in
      s.bufferCount(2, every: 3)
    }
    XCTAssertEqual(
      timeline("1234567|", skipping),
      [.next(201, [1, 2]), .next(204, [4, 5]), .next(207, [7]), .completed(207)],
      "3 and 6 are in no window")
    let everyTwo: TimelineOp<[Int]> = { s, _ in
      s.bufferCount(3, every: 2)
    }
    XCTAssertEqual(
      timeline("12345|", everyTwo),
      [.next(202, [1, 2, 3]), .next(204, [3, 4, 5]), .next(205, [5]), .completed(205)])
  }
}
