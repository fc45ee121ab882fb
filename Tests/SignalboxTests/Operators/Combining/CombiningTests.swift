import Signalbox
import SignalboxTestSupport
import XCTest

/// merge, concat, zipWith, combineLatestWith, sample, takeUntil, takeUntilReplacement,
/// then, ignoreValues, groupBy, and the n-ary sources.
final class CombiningTests: XCTestCase {
  func testMerge() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { a, b, _ in
      a.merge(b)
    }
    XCTAssertEqual(timeline("-", "-", op), [])
    XCTAssertEqual(timeline("|", "|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("-1--|", "--2|", op), [.next(201, 1), .next(202, 2), .completed(204)],
      "completes when both have")
    XCTAssertEqual(timeline("-1-#", "-----2|", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1--3|", "--2|", dispose: 203, op), [.next(201, 1), .next(202, 2)])
  }

  func testConcatSubscribesTheSecondOnlyAfterTheFirstCompletes() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { a, b, _ in
      a.concat(b)
    }
    XCTAssertEqual(timeline("-", "1|", op), [])
    XCTAssertEqual(timeline("|", "|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("-1|", "-2|", op), [.next(201, 1), .next(203, 2), .completed(204)], "K1")
    XCTAssertEqual(timeline("-1#", "2|", op), [.next(201, 1), .error(202, "marble error")], "K2")
    XCTAssertEqual(timeline("-1|", "-2-3|", dispose: 204, op), [.next(201, 1), .next(203, 2)])
  }

  func testZipWith() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<String> = { a, b, _ in
      a.zipWith(b).map { "\($0.0)\($0.1)" }
    }
    XCTAssertEqual(timeline("-", "-", op), [])
    XCTAssertEqual(
      timeline("|", "-", op), [.completed(200)], "Z2: a side completed with an empty buffer")
    XCTAssertEqual(
      timeline("12-3|", "-45|", op), [.next(201, "14"), .next(202, "25"), .completed(203)],
      "Z2: the second side is done and empty")
    XCTAssertEqual(timeline("1-#", "-5|", op), [.next(201, "15"), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2|", "-4-5|", dispose: 202, op), [.next(201, "14")])
  }

  func testCombineLatestWith() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<String> = { a, b, _ in
      a.combineLatestWith(b).map { "\($0.0)\($0.1)" }
    }
    XCTAssertEqual(timeline("-", "-", op), [])
    XCTAssertEqual(timeline("|", "|", op), [.completed(200)], "CL3")
    XCTAssertEqual(
      timeline("1-2|", "-4--5|", op),
      [.next(201, "14"), .next(202, "24"), .next(204, "25"), .completed(205)])
    XCTAssertEqual(timeline("1-#", "-4|", op), [.next(201, "14"), .error(202, "marble error")])
    XCTAssertEqual(
      timeline("1-2|", "-4--5|", dispose: 203, op), [.next(201, "14"), .next(202, "24")])
    XCTAssertEqual(
      timeline("1|", "|", op), [.completed(201)], "CL3: completes although one side never sent")
  }

  func testSampleSendsTheLatestWhenTheSamplerSends() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { a, b, _ in
      a.sample(b)
    }
    XCTAssertEqual(timeline("-", "-0-0", op), [])
    XCTAssertEqual(timeline("|", "-0|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("12---3-|", "-0-0--0|", op),
      [.next(201, 2), .next(203, 2), .next(206, 3), .completed(207)])
    XCTAssertEqual(
      timeline("1------|", "-0|", op), [.next(201, 1), .completed(202)],
      "ends when either side completes")
    XCTAssertEqual(timeline("1-#", "-0--0|", op), [.next(201, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-----|", "-0-0-0|", dispose: 202, op), [.next(201, 1)])
  }

  func testTakeUntil() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { a, b, _ in
      a.takeUntil(b)
    }
    XCTAssertEqual(timeline("-", "-", op), [])
    XCTAssertEqual(timeline("|", "-", op), [.completed(200)])
    XCTAssertEqual(
      timeline("-1-2-3|", "----0", op), [.next(201, 1), .next(203, 2), .completed(204)],
      "TU2: a trigger value")
    XCTAssertEqual(
      timeline("-1-2-3|", "--|", op), [.next(201, 1), .completed(202)], "TU2: trigger completion")
    XCTAssertEqual(
      timeline("-1-2-3|", "--#", op),
      [.next(201, 1), .next(203, 2), .next(205, 3), .completed(206)],
      "TU3: a trigger error is ignored")
    XCTAssertEqual(timeline("-1-#", "-----0", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3|", "-", dispose: 202, op), [.next(201, 1)])
  }

  func testTakeUntilReplacement() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { a, b, _ in
      a.takeUntilReplacement(b)
    }
    XCTAssertEqual(timeline("-", "-", op), [])
    XCTAssertEqual(timeline("|", "-", op), [], "TR1: the source's completion is never forwarded")
    XCTAssertEqual(
      timeline("1-2-3|", "---7-8|", op),
      [.next(200, 1), .next(202, 2), .next(203, 7), .next(205, 8), .completed(206)], "TR1")
    XCTAssertEqual(timeline("1-#", "-----7", op), [.next(200, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2-3|", "-", dispose: 201, op), [.next(200, 1)])
  }

  func testThenIgnoresValuesAndFollowsWithTheBlock() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.then { t.cold("-9|") }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.next(201, 9), .completed(202)])
    XCTAssertEqual(timeline("-1-2-|", op), [.next(206, 9), .completed(207)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-|", dispose: 203.5, op), [])
  }

  func testIgnoreValues() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.ignoreValues(as: Int.self)
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-1-2-|", op), [.completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 204, op), [])
  }

  func testGroupBySendsAGroupPerNewKey() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<String> = { s, _ in
      s.groupBy { $0 % 2 }.flattenMap { group in group.signal.map { "\(group.key):\($0)" } }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("1234|", op),
      [.next(200, "1:1"), .next(201, "0:2"), .next(202, "1:3"), .next(203, "0:4"), .completed(204)])
    XCTAssertEqual(timeline("1#", op), [.next(200, "1:1"), .error(201, "marble error")])
    XCTAssertEqual(timeline("1-2-3|", dispose: 203, op), [.next(200, "1:1"), .next(202, "0:2")])
  }

  func testNarySources() {
    let t = TestTimeline()
    let a = t.cold("1-2|")
    let b = t.cold("-3|")
    XCTAssertEqual(
      t.start { Signal.merge([a, b]) },
      [.next(200, 1), .next(201, 3), .next(202, 2), .completed(203)])
    let t2 = TestTimeline()
    XCTAssertEqual(t2.start { Signal<Int>.zip([]).map { $0.count } }, [.completed(200)], "Z4")
    let t3 = TestTimeline()
    XCTAssertEqual(
      t3.start { Signal<Int>.combineLatest([]).map { $0.count } }, [.completed(200)], "CL6")
    let t4 = TestTimeline()
    let c = t4.cold("1|")
    XCTAssertEqual(
      t4.start { Signal.zip([c, c]).map { $0.reduce(0, +) } }, [.next(200, 2), .completed(201)],
      "Z4: an input listed twice is subscribed twice")
  }

  /// Hot sources with subscription logs: every input's subscription ends when the
  /// combination does (its terminal event or an early end decided by one input).
  func testEveryInputIsDisposedWhenTheCombinationEnds() {
    typealias Make = @Sendable (Signal<Int>, Signal<Int>) -> Signal<String>
    let cases: [(String, Make, [Recorded<String>], Double)] = [
      (
        "zip", { $0.zipWith($1).map { "\($0.0)\($0.1)" } }, [.next(220, "12"), .completed(250)], 250
      ),
      (
        "combineLatest", { $0.combineLatestWith($1).map { "\($0.0)\($0.1)" } },
        [.next(220, "12"), .next(300, "13"), .completed(400)], 400
      ),
      (
        "merge", { $0.merge($1).map { "\($0)" } },
        [.next(210, "1"), .next(220, "2"), .next(300, "3"), .completed(400)], 400
      ),
      ("sample", { $0.sample($1).map { "\($0)" } }, [.next(220, "1"), .completed(250)], 250),
      ("takeUntil", { $0.takeUntil($1).map { "\($0)" } }, [.next(210, "1"), .completed(220)], 220),
    ]
    for (name, make, expected, end) in cases {
      let t = TestTimeline()
      let left = t.hot([.next(210, 1), .completed(250)])
      let right = t.hot([.next(220, 2), .next(300, 3), .completed(400)])
      XCTAssertEqual(t.start { make(left.signal, right.signal) }, expected, name)
      XCTAssertEqual(left.subscriptions.map(\.unsubscribe), [min(end, 250)], name)
      XCTAssertEqual(right.subscriptions, [Subscription(200, end)], name)
    }
  }
}
