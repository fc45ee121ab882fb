import Signalbox
import SignalboxTestSupport
import XCTest

/// RxJS's buffers and windows: bufferTime, bufferWhen, bufferToggle, windowCount,
/// windowTime, window, windowToggle. A window is checked through `flattenMap { collect }`:
/// its values, sent when it completes. One frame is one unit; subscribed at 200.
final class RxBufferWindowTests: XCTestCase {
  private typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]>
  private typealias Op2 = @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<[Int]>

  // MARK: bufferTime, windowTime

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

  // MARK: bufferWhen

  func testBufferWhenSendsABufferAtEachClosingValueAndResubscribes() {
    let op: Op = { s, t in s.bufferWhen({ t.cold("--0") }, on: t.scheduler) }
    XCTAssertEqual(timeline("-", dispose: 205, op), [.next(202, []), .next(204, [])])
    XCTAssertEqual(timeline("|", op), [.next(200, []), .completed(200)])
    XCTAssertEqual(
      timeline("12-3---|", op),
      [.next(202, [1, 2]), .next(204, [3]), .next(206, []), .next(207, []), .completed(207)])
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("1---2|", dispose: 201, op), [])
  }

  func testBufferWhensClosingCompletionChangesNothingItsErrorFails() {
    let quiet: Op = { s, t in s.bufferWhen({ t.cold("--|") }, on: t.scheduler) }
    XCTAssertEqual(timeline("12---|", quiet), [.next(205, [1, 2]), .completed(205)])
    let failing: Op = { s, t in s.bufferWhen({ t.cold("-#") }, on: t.scheduler) }
    XCTAssertEqual(timeline("12---|", failing), [.error(201, "marble error")])
    let atOnce: Op = { s, t in s.bufferWhen({ Signal<Int>.just(0) }, on: t.scheduler) }
    XCTAssertEqual(
      timeline("12---|", atOnce),
      [.error(200, "bufferWhen: the closing signal sent with no time passing")],
      "RxJS loops for ever without time passing")
  }

  // MARK: bufferToggle, windowToggle

  func testBufferToggleOpensAtEachOpeningAndClosesWhenItsClosingSends() {
    let op: Op2 = { s, o, t in s.bufferToggle(o, closing: { _ in t.cold("--0") }) }
    XCTAssertEqual(
      timeline("1-2-3-4-5|", "-1---2--3", op),
      [.next(203, [2]), .next(207, [4]), .next(209, [5]), .completed(209)],
      "the third buffer is open at completion: sent then")
    XCTAssertEqual(timeline("-", "-", dispose: 300, op), [])
    XCTAssertEqual(timeline("|", "-1", op), [.completed(200)])
    XCTAssertEqual(timeline("1-2#", "-1", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("1-2-3|", "-1", dispose: 202, op), [])
    XCTAssertEqual(
      timeline("1-2-3|", "-#", op), [.error(201, "marble error")], "an openings error fails")
  }

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

  // MARK: windowCount, window

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
