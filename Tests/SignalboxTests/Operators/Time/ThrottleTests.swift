import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/Throttle.swift`: timelines on the virtual clock.
final class ThrottleTests: XCTestCase {
  func testThrottleHoldsTheLatestUntilAQuietPeriod() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.throttle(2, on: t.scheduler)
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("12---3----|", op), [.next(203, 2), .next(207, 3), .completed(210)], "TH1, TH2")
    XCTAssertEqual(
      timeline("1#", op), [.error(201, "marble error")], "TH4: the held value is dropped")
    XCTAssertEqual(timeline("1-----|", dispose: 201, op), [], "disposal cancels the timer")
  }

  func testThrottleFlushesTheHeldValueOnCompletion() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.throttle(5, on: t.scheduler)
    }
    XCTAssertEqual(timeline("12|", op), [.next(202, 2), .completed(202)], "TH3")
  }

  func testThrottleWithAPredicateSendsFailingValuesAtOnce() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.throttle(2, on: t.scheduler, valuesPassing: { $0 < 5 })
    }
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
}
