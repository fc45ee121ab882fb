import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Windowing/WindowTime.swift`: timelines on the virtual clock.
final class WindowTimeTests: XCTestCase {
  private typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]>

  func testWindowTimeCarriesBufferTimesValuesInWindows() {
    let op: Op = { s, t in collected(s.windowTime(3, on: t.scheduler)) }
    XCTAssertEqual(timeline("-", dispose: 207, op), [.next(203, []), .next(206, [])])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)])
    XCTAssertEqual(
      timeline("12-3--4|", op),
      [.next(203, [1, 2]), .next(206, [3, 4]), .next(207, []), .completed(207)])
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")], "the window fails too")
    XCTAssertEqual(timeline("1-----2|", dispose: 202, op), [])
    let full: Op = { s, t in collected(s.windowTime(3, maxSize: 2, on: t.scheduler)) }
    XCTAssertEqual(
      timeline("123--4|", full),
      [.next(201, [1, 2]), .next(204, [3]), .next(206, [4]), .completed(206)])
  }
}

/// Each window's values, sent when it completes.
private func collected(_ windows: Signal<Signal<Int>>) -> Signal<[Int]> {
  windows.flattenMap { $0.collect() }
}
