import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Windowing/BufferWhen.swift`: timelines on the virtual clock.
final class BufferWhenTests: XCTestCase {
  private typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]>

  private typealias Op2 = @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<[Int]>

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
}
