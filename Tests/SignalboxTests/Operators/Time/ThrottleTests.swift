import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/Throttle.swift`: timelines on the virtual clock.
final class ThrottleTests: XCTestCase {
  func testThrottleHoldsTheLatestUntilAQuietPeriod() {
    let op: TimelineOp<Int> = { s, t in s.throttle(2, on: t.scheduler) }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("12---3----|", op), [.next(203, 2), .next(207, 3), .completed(210)], "TH1, TH2")
    XCTAssertEqual(
      timeline("1#", op), [.error(201, "marble error")], "TH4: the held value is dropped")
    XCTAssertEqual(timeline("1-----|", dispose: 201, op), [], "disposal cancels the timer")
  }

  func testThrottleFlushesTheHeldValueOnCompletion() {
    let op: TimelineOp<Int> = { s, t in s.throttle(5, on: t.scheduler) }
    XCTAssertEqual(timeline("12|", op), [.next(202, 2), .completed(202)], "TH3")
  }

  func testThrottleWithAPredicateSendsFailingValuesAtOnce() {
    let op: TimelineOp<Int> = { s, t in s.throttle(2, on: t.scheduler, valuesPassing: { $0 < 5 }) }
    XCTAssertEqual(
      timeline("19---|", op), [.next(201, 9), .completed(205)],
      "TH5: 9 is sent at once and discards the held 1")
  }

  func testThrottle_HoldsLatestUntilQuiet() {
    let t = TestTimeline()
    let src = t.cold("ab--c|")
    XCTAssertEqual(
      t.start { src.throttle(1.5, on: t.scheduler) },
      [
        .next(202.5, Int(Character("b").asciiValue!)), .next(205, Int(Character("c").asciiValue!)),
        .completed(205),
      ])
  }

  /// TH1–TH5's examples (times x10, from 201).
  func testTheReferenceExamples() {
    let t = TestTimeline()
    let source = t.hot([.next(201, 1), .next(206, 2), .next(221, 3), .completed(224)])
    XCTAssertEqual(
      t.start { source.signal.throttle(10, on: t.scheduler) },
      [.next(216, 2), .next(224, 3), .completed(224)], "TH3: completion sends the held 3")
    let u = TestTimeline()
    let failing = u.hot([.next(201, 1), .error(206, "boom")])
    XCTAssertEqual(
      u.start { failing.signal.throttle(10, on: u.scheduler) }, [.error(206, "boom")], "TH4")
    let v = TestTimeline()
    let mixed = v.hot([.next(201, 2), .next(203, 3), .next(205, 4), .completed(221)])
    XCTAssertEqual(
      v.start { mixed.signal.throttle(10, on: v.scheduler, valuesPassing: { $0 % 2 == 0 }) },
      [.next(203, 3), .next(215, 4), .completed(221)], "TH5: 2 is never sent")
  }
}
