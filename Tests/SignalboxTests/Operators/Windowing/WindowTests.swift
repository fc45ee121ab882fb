import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Windowing/Window.swift`: timelines on the virtual clock.
final class WindowTests: XCTestCase {
  private typealias Op2 = @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<[Int]>

  func testWindowToggleCarriesBufferTogglesValuesInWindows() {
    let op: Op2 = { s, o, t in
      collected(s.windowToggle(o, closing: { _ in t.cold("--0") }))
    }
    XCTAssertEqual(
      timeline("1-2-3-4-5|", "-1---2--3", op),
      [.next(203, [2]), .next(207, [4]), .next(209, [5]), .completed(209)])
    XCTAssertEqual(timeline("-", "-", dispose: 300, op), [])
    XCTAssertEqual(timeline("|", "-1", op), [.completed(200)])
    XCTAssertEqual(timeline("1-2#", "-1", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("1-2-3|", "-1", dispose: 202, op), [])
  }

  func testWindowCutsAtEachBoundaryValue() {
    let op: Op2 = { s, b, _ in collected(s.window(b)) }
    XCTAssertEqual(
      timeline("1234|", "-0-0", op),
      [.next(201, [1, 2]), .next(203, [3, 4]), .next(204, []), .completed(204)],
      "the source is subscribed first: 2 and 4 come before the boundary of their frame")
    XCTAssertEqual(timeline("-", "-", dispose: 300, op), [])
    XCTAssertEqual(timeline("|", "-0", op), [.next(200, []), .completed(200)])
    XCTAssertEqual(timeline("12#", "-0", op), [.next(201, [1, 2]), .error(202, "marble error")])
    XCTAssertEqual(timeline("12-3|", "-#", op), [.error(201, "marble error")])
    XCTAssertEqual(
      timeline("12-3|", "-|", op), [.next(204, [1, 2, 3]), .completed(204)],
      "the boundaries completing changes nothing")
    XCTAssertEqual(timeline("1---2|", "-", dispose: 202, op), [])
  }
}

/// Each window's values, sent when it completes.
private func collected(_ windows: Signal<Signal<Int>>) -> Signal<[Int]> {
  windows.flattenMap { $0.collect() }
}
