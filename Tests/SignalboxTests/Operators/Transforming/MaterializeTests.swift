import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Transforming/Materialize.swift`: timelines on the virtual clock.
final class MaterializeTests: XCTestCase {
  func testMaterializeTurnsEventsIntoValues() {
    let op: TimelineOp<String> = { s, _ in
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
    let op: TimelineOp<Int> = { s, _ in s.materialize().dematerialize() }
    assertQuietEdges(op)
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
