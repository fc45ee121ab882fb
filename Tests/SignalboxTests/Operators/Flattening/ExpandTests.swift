import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Flattening/Expand.swift`: timelines on the virtual clock.
final class ExpandTests: XCTestCase {
  func testExpand() {
    let op: TimelineOp<Int> = { s, t in s.expand { v in v >= 4 ? .empty : t.cold("-\(v * 2)|") } }
    assertQuietEdges(op)
    XCTAssertEqual(
      timeline("1|", op), [.next(200, 1), .next(201, 2), .next(202, 4), .completed(203)])
    XCTAssertEqual(
      timeline("1--#", op),
      [.next(200, 1), .next(201, 2), .next(202, 4), .error(203, "marble error")])
    XCTAssertEqual(timeline("1|", dispose: 201.5, op), [.next(200, 1), .next(201, 2)])
    let sync: TimelineOp<Int> = { s, _ in
      s.expand { v in v < 3 ? .from([v * 10 + 1, v * 10 + 2]) : .empty }
    }
    XCTAssertEqual(
      timeline("1|", sync).map(\.description),
      ["200.0 next 1", "200.0 next 11", "200.0 next 12", "201.0 completed"],
      "synchronous inner signals expand depth-first")
    let endless: TimelineOp<Int> = { s, _ in
      s.expand { .just($0 + 1) }.take(3)
    }
    XCTAssertEqual(
      timeline("0|", endless), [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
  }

  func testExpandWithALimitLetsValuesWaitForASlot() {
    let op: TimelineOp<Int> = { s, t in
      s.expand(limit: 1) { v in v >= 10 ? .empty : t.cold("--0|").map { _ in v * 10 } }
    }
    XCTAssertEqual(
      timeline("12|", op),
      [.next(200, 1), .next(203, 2), .next(206, 10), .next(206, 20), .completed(206)],
      "values wait for a slot in the order they came: 2 (from the source), then 10, then 20")
    let throwing: TimelineOp<Int> = { s, _ in
      s.expand { _ in throw TestError() }
    }
    XCTAssertEqual(timeline("1|", throwing), [.next(200, 1), .error(200, "test error")])
  }

  /// Past `ExpandRun.recursion` levels a synchronous expansion runs on the work stack: the
  /// same depth-first order (a value, its stream's values and theirs, then its sibling),
  /// 100 000 levels without growing the call stack, disposal between two levels, and the
  /// depth limit's error.
  func testASynchronousExpansionGoesDeepInOrder() {
    let tree: TimelineOp<Int> = { s, _ in
      s.expand { v in v < 40 ? .from([v + 1, 1000 + v]) : .empty }
    }
    let order = [0] + Array(1...40) + (1000...1039).reversed()
    XCTAssertEqual(
      timeline("0|", tree), order.map { .next(200, $0) } + [.completed(201)],
      "depth-first: each value's subtree before its sibling, at every level")
    let deep: TimelineOp<Int> = { s, _ in
      s.expand(depth: 200_000) { v in
        v < 100_000 ? .just(v + 1) : .empty
      } tooDeep: {
        TestError()
      }.takeLast(1)
    }
    XCTAssertEqual(timeline("0|", deep), [.next(201, 100_000), .completed(201)])
    let oneAtATime: TimelineOp<Int> = { s, _ in
      s.expand(limit: 1) { v in v < 10_000 ? .just(v + 1) : .empty }.takeLast(1)
    }
    XCTAssertEqual(
      timeline("0|", oneAtATime), [.next(201, 10_000), .completed(201)],
      "a slot freed by a completion goes on the work stack too")
    let disposed: TimelineOp<Int> = { s, _ in
      s.expand { .just($0 + 1) }.take(50).takeLast(1)
    }
    XCTAssertEqual(timeline("0|", disposed), [.next(200, 49), .completed(200)])
    let endless: TimelineOp<Int> = { s, _ in
      s.expand(depth: 100) {
        .just($0 + 1)
      } tooDeep: {
        TestError()
      }.takeLast(1)
    }
    XCTAssertEqual(timeline("0|", endless), [.error(200, "test error")])
    let wide: TimelineOp<Int> = { s, _ in
      s.expand(depth: 100) { v in
        v < 20 ? .just(v + 1) : .from(Array(1000..<2000))
      } tooDeep: {
        TestError()
      }.count()
    }
    XCTAssertEqual(
      timeline("0|", wide), [.error(200, "test error")], "too many values waiting")
    XCTAssertEqual(timeline("-", deep), [], "never")
    XCTAssertEqual(timeline("|", deep), [.completed(200)], "empty")
    XCTAssertEqual(timeline("0--#", endless), [.error(200, "test error")])
  }
}
