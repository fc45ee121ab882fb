import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Windowing/BufferTime.swift`: timelines on the virtual clock.
final class BufferTimeTests: XCTestCase {
  private typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]>

  func testBufferTimeTicksFromTheSubscriptionEmptyBuffersIncluded() {
    let op: Op = { s, t in s.bufferTime(3, on: t.scheduler) }
    XCTAssertEqual(timeline("-", dispose: 207, op), [.next(203, []), .next(206, [])])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)])
    XCTAssertEqual(
      timeline("12-3--4|", op),
      [.next(203, [1, 2]), .next(206, [3, 4]), .next(207, []), .completed(207)],
      "3 lands as the first timer fires, scheduled before the source's events: the timer goes "
        + "first; 4 lands as the second fires, scheduled at 203: 4 goes first")
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(timeline("1-----2|", dispose: 202, op), [])
  }

  func testBufferTimeMaxSizeSendsAFullBufferAndRestartsTheTimer() {
    let op: Op = { s, t in s.bufferTime(3, maxSize: 2, on: t.scheduler) }
    XCTAssertEqual(
      timeline("123--4|", op),
      [.next(201, [1, 2]), .next(204, [3]), .next(206, [4]), .completed(206)])
  }

  func testBufferTimeWithACreationIntervalLeavesGaps() {
    let op: Op = { s, t in s.bufferTime(1.5, creationInterval: 3, on: t.scheduler) }
    XCTAssertEqual(
      timeline("1-2-3--4|", op),
      [.next(201.5, [1]), .next(204.5, [3]), .next(207.5, [4]), .completed(208)],
      "2 at 202 is after the first buffer closed (201.5) and before the second opened (203)")
  }
}
