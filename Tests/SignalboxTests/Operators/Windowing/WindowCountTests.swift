import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Windowing/WindowCount.swift`: timelines on the virtual clock.
final class WindowCountTests: XCTestCase {
  private typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]>

  func testWindowCountOpensAWindowEveryNValues() {
    let op: Op = { s, _ in collected(s.windowCount(2)) }
    XCTAssertEqual(timeline("-", dispose: 300, op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)])
    XCTAssertEqual(
      timeline("1234|", op),
      [.next(201, [1, 2]), .next(203, [3, 4]), .next(204, []), .completed(204)])
    XCTAssertEqual(timeline("12#", op), [.next(201, [1, 2]), .error(202, "marble error")])
    XCTAssertEqual(timeline("1---2|", dispose: 202, op), [])
  }

  func testWindowCountWithStartEveryOverlaps() {
    let op: Op = { s, _ in collected(s.windowCount(2, startEvery: 1)) }
    XCTAssertEqual(
      timeline("123|", op),
      [.next(201, [1, 2]), .next(202, [2, 3]), .next(203, [3]), .next(203, []), .completed(203)])
  }
}

/// Each window's values, sent when it completes.
private func collected(_ windows: Signal<Signal<Int>>) -> Signal<[Int]> {
  windows.flattenMap { $0.collect() }
}
