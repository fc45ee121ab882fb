import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Time/SampleTime.swift`: timelines on the virtual clock.
final class SampleTimeTests: XCTestCase {
  func testSampleTimeSendsANewValueAtEachTick() {
    let op: TimelineOp<Int> = { s, t in s.sampleTime(3, on: t.scheduler) }
    XCTAssertEqual(timeline("-", dispose: 220, op), [], "ticks with no value send nothing")
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("12--3---4--|", op), [.next(203, 2), .next(206, 3), .next(209, 4), .completed(211)])
    XCTAssertEqual(
      timeline("1-------|", op), [.next(203, 1), .completed(208)], "1 is sent once, not at 206")
    XCTAssertEqual(timeline("12#", op), [.error(202, "marble error")])
    XCTAssertEqual(timeline("1----2--|", dispose: 205, op), [.next(203, 1)])
  }

  func testSampleTimeDropsAValueHeldAtCompletion() {
    let op: TimelineOp<Int> = { s, t in s.sampleTime(3, on: t.scheduler) }
    XCTAssertEqual(timeline("----1|", op), [.completed(205)])
  }

  func testSampleTimeTicksFromTheSubscriptionAndSeesAValueSentAtTheTick() {
    let t = TestTimeline()
    let xs = t.hot([.next(150, 9), .next(210, 1), .next(230, 2), .completed(245)])
    XCTAssertEqual(
      t.start { xs.signal.sampleTime(10, on: t.scheduler) },
      [.next(210, 1), .next(230, 2), .completed(245)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
  }
}
