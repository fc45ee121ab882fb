import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Lifecycle/Finalize.swift`: timelines on the virtual clock.
final class FinalizeTests: XCTestCase {
  func testFinalizeRunsAfterTheTerminalEventAndOnDisposal() {
    let t = TestTimeline()
    let ran = AttemptCounter()
    let events = t.start(dispose: 1000) {
      t.cold("12|").finalize(on: t.scheduler) { _ = ran.next() }
    }
    XCTAssertEqual(events, [.next(200, 1), .next(201, 2), .completed(202)])
    XCTAssertEqual(ran.value, 1, "once, after the completion")
    for (marbles, dispose) in [("1#", 1000.0), ("-", 300), ("|", 1000), ("1-2|", 201)] {
      let u = TestTimeline()
      let count = AttemptCounter()
      _ = u.start(dispose: dispose) {
        u.cold(marbles).finalize(on: u.scheduler) { _ = count.next() }
      }
      XCTAssertEqual(count.value, 1, "\(marbles) disposed at \(dispose)")
    }
  }

  func testFinalizeRunsAfterTheEventThatEndedIt() {
    let order = Log()
    let t = TestTimeline()
    _ = t.start {
      t.cold("12|").finalize(on: t.scheduler) { order.add("finalize") }
        .on(completed: { order.add("completed") })
    }
    XCTAssertEqual(order.all, ["completed", "finalize"])
    let byTake = Log()
    let u = TestTimeline()
    _ = u.start {
      u.cold("12-").finalize(on: u.scheduler) { byTake.add("finalize") }.take(1)
        .on(completed: { byTake.add("completed") })
    }
    XCTAssertEqual(byTake.all, ["completed", "finalize"], "a take's completion comes first")
  }
}
