import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/Delay.swift`: timelines on the virtual clock.
final class DelayTests: XCTestCase {
  func testDelayShiftsValuesAndCompletionButNotErrors() {
    let op: TimelineOp<Int> = { s, t in s.delay(2, on: t.scheduler) }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(202)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(203, 1), .next(205, 2), .completed(207)], "D1")
    XCTAssertEqual(
      timeline("-1#", op), [.error(202, "marble error")], "D2: the pending value is dropped")
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [.next(203, 1)])
  }

  func testDelayZeroStillDefers() {
    let t = TestTimeline()
    let events = t.start { Signal.just(1).delay(0, on: t.scheduler).startWith(0) }
    XCTAssertEqual(events, [.next(200, 0), .next(200, 1), .completed(200)], "D3")
  }

  /// D1–D2's examples (times x10, from 201).
  func testTheReferenceExamples() {
    let t = TestTimeline()
    let source = t.hot([.next(201, 1), .next(206, 2), .completed(208)])
    XCTAssertEqual(
      t.start { source.signal.delay(10, on: t.scheduler) },
      [.next(211, 1), .next(216, 2), .completed(218)], "D1")
    let u = TestTimeline()
    let failing = u.hot([.next(201, 1), .error(206, "boom")])
    XCTAssertEqual(
      u.start { failing.signal.delay(10, on: u.scheduler) }, [.error(206, "boom")],
      "D2: the waiting 1 is dropped")
  }
}
