import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Flattening/Expand.swift`: timelines on the virtual clock.
final class ExpandTests: XCTestCase {
  func testExpand() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.expand { v in v >= 4 ? .empty : t.cold("-\(v * 2)|") }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("1|", op), [.next(200, 1), .next(201, 2), .next(202, 4), .completed(203)])
    XCTAssertEqual(
      timeline("1--#", op),
      [.next(200, 1), .next(201, 2), .next(202, 4), .error(203, "marble error")])
    XCTAssertEqual(timeline("1|", dispose: 201.5, op), [.next(200, 1), .next(201, 2)])
    let sync: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.expand { v in v < 3 ? .from([v * 10 + 1, v * 10 + 2]) : .empty }
    }
    XCTAssertEqual(
      timeline("1|", sync).map(\.description),
      ["200.0 next 1", "200.0 next 11", "200.0 next 12", "201.0 completed"],
      "synchronous inner signals expand depth-first")
    let endless: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.expand { .just($0 + 1) }.take(3)
    }
    XCTAssertEqual(
      timeline("0|", endless), [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
  }

  func testExpandWithALimitLetsValuesWaitForASlot() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.expand(limit: 1) { v in v >= 10 ? .empty : t.cold("--0|").map { _ in v * 10 } }
    }
    XCTAssertEqual(
      timeline("12|", op),
      [.next(200, 1), .next(203, 2), .next(206, 10), .next(206, 20), .completed(206)],
      "values wait for a slot in the order they came: 2 (from the source), then 10, then 20")
    let throwing: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.expand { _ in throw TestError() }
    }
    XCTAssertEqual(timeline("1|", throwing), [.next(200, 1), .error(200, "test error")])
  }
}
