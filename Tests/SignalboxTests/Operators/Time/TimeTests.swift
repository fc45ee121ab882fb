import Signalbox
import SignalboxTestSupport
import XCTest

/// throttle (RAC's, i.e. Rx's debounce), delay, bufferWithTime, timeout, timestamp,
/// interval, timer — all on the virtual clock.
final class TimeTests: XCTestCase {
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

  func testDelayShiftsValuesAndCompletionButNotErrors() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.delay(2, on: t.scheduler)
    }
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

  func testBufferWithTime() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<[Int]> = { s, t in
      s.bufferWithTime(3, on: t.scheduler)
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)], "BT3: no empty array")
    XCTAssertEqual(
      timeline("12-----3|", op), [.next(203, [1, 2]), .next(208, [3]), .completed(208)],
      "BT1, BT2, BT4")
    XCTAssertEqual(timeline("1#", op), [.error(201, "marble error")])
    XCTAssertEqual(timeline("12-----|", dispose: 202, op), [])
  }

  func testTimeoutCoversTheWholeSignal() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.timeout(3, on: t.scheduler)
    }
    XCTAssertEqual(timeline("-", op), [.error(203, "timed out")], "TO1")
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("1-|", op), [.next(200, 1), .completed(202)])
    XCTAssertEqual(timeline("1-#", op), [.next(200, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2-3-|", dispose: 201, op), [.next(200, 1)])
    XCTAssertEqual(
      timeline("1-2-3-|", op), [.next(200, 1), .next(202, 2), .error(203, "timed out")])
  }

  func testTimestamp() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<String> = { s, t in
      s.timestamp(on: t.scheduler).map { "\($0.value)@\(Int($0.time))" }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("-1-2|", op), [.next(201, "1@201"), .next(203, "2@203"), .completed(204)])
    XCTAssertEqual(timeline("-1#", op), [.next(201, "1@201"), .error(202, "marble error")])
    XCTAssertEqual(timeline("-1-2|", dispose: 202, op), [.next(201, "1@201")])
  }

  func testIntervalTicksUntilDisposed() {
    let t = TestTimeline()
    XCTAssertEqual(
      t.start(dispose: 207) { Signal<Int>.interval(2, on: t.scheduler) },
      [.next(202, 0), .next(204, 1), .next(206, 2)], "IN1")
  }

  func testTimerSendsOnceAndCompletes() {
    let t = TestTimeline()
    XCTAssertEqual(
      t.start { Signal<Int>.timer(5, on: t.scheduler) { 7 } }, [.next(205, 7), .completed(205)])
    let t2 = TestTimeline()
    XCTAssertEqual(t2.start(dispose: 204) { Signal<Int>.timer(5, on: t2.scheduler) { 7 } }, [])
  }
}
