import Signalbox
import SignalboxTestSupport
import XCTest

/// map (MapFilterTests), mapReplace, scan, combinePrevious, startWith, reduceEach,
/// materialize, dematerialize: never, empty, values, error, early disposal, edge cases.
final class TransformingTests: XCTestCase {
  func testMapReplace() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<String> = { s, _ in s.mapReplace("x") }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, "x"), .next(203, "x"), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, "x"), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, "x"), .next(203, "x")])
  }

  func testScanSendsEveryRunningValueButNotTheStart() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.scan(10, +) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(
      timeline("|", op), [.completed(200)], "SC1: an empty source sends nothing, not the start")
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 11), .next(203, 13), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 11), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, 11), .next(203, 13)])
  }

  func testScanWithIndexAndAThrowingStep() {
    let indexed: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.scan(0) { acc, _, i in acc + i }
    }
    XCTAssertEqual(
      timeline("123|", indexed), [.next(200, 0), .next(201, 1), .next(202, 3), .completed(203)])
    let failing: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.scan(0) { acc, x in
        if x == 2 { throw TestError() }
        return acc + x
      }
    }
    XCTAssertEqual(timeline("-1-2-3|", failing), [.next(201, 1), .error(203, "test error")])
  }

  func testCombinePrevious() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.combinePrevious(0) { p, x in x * 10 + p }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 10), .next(203, 21), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 10), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, 10), .next(203, 21)])
  }

  func testStartWithSendsFirstAtSubscription() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.startWith(0) }
    XCTAssertEqual(timeline("-", op), [.next(200, 0)], "SW1: sent even if the source never sends")
    XCTAssertEqual(timeline("|", op), [.next(200, 0), .completed(200)])
    XCTAssertEqual(
      timeline("-1-2-|", op), [.next(200, 0), .next(201, 1), .next(203, 2), .completed(205)])
    XCTAssertEqual(
      timeline("-1-#", op), [.next(200, 0), .next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 202, op), [.next(200, 0), .next(201, 1)])
  }

  func testReduceEachOverPairs() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.map { ($0, $0 * 2) }.reduceEach { a, b in a + b }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 3), .next(203, 6), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 3), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, 3), .next(203, 6)])
  }

  func testMaterializeTurnsEventsIntoValues() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<String> = { s, _ in
      s.materialize().map { event in
        switch event {
        case .next(let v): return "next \(v)"
        case .completed: return "completed"
        case .error(let e): return "error \(e)"
        }
      }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(200, "completed"), .completed(200)])
    XCTAssertEqual(
      timeline("-1-|", op), [.next(201, "next 1"), .next(203, "completed"), .completed(203)])
    XCTAssertEqual(
      timeline("-1-#", op),
      [.next(201, "next 1"), .next(203, "error marble error"), .completed(203)],
      "EV1: the error becomes a value, then completed")
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [.next(201, "next 1")])
  }

  func testDematerializeUndoesMaterialize() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.materialize().dematerialize()
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, 1), .next(203, 2), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, 1), .next(203, 2)])
  }

  func testDematerializeEndsAtTheFirstTerminalEventValue() {
    let t = TestTimeline()
    let events: [Event<Int>] = [.next(1), .completed, .next(2)]
    XCTAssertEqual(
      t.start { Signal.from(events).dematerialize() }, [.next(200, 1), .completed(200)])
  }
}
