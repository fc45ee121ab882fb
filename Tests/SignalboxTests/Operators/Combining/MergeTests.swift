import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/Merge.swift`: timelines on the virtual clock.
final class MergeTests: XCTestCase {
  func testMerge() {
    let op: TwoSourceOp<Int> = { a, b, _ in a.merge(b) }
    assertQuietEdges(op, silentBeside: "-", emptyBeside: "|")
    XCTAssertEqual(
      timeline("-1--|", "--2|", op), [.next(201, 1), .next(202, 2), .completed(204)],
      "completes when both have")
    XCTAssertEqual(timeline("-1-#", "-----2|", op), [.next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1--3|", "--2|", dispose: 203, op), [.next(201, 1), .next(202, 2)])
  }

  func testEveryInputIsDisposedWhenTheMergeEnds() {
    assertEveryInputIsDisposedWhenTheCombinationEnds(
      { $0.merge($1).map { "\($0)" } },
      [.next(210, "1"), .next(220, "2"), .next(300, "3"), .completed(400)], end: 400)
  }

  func testMergeOfAnArray() {
    let t = TestTimeline()
    let a = t.cold("1-2|")
    let b = t.cold("-3|")
    XCTAssertEqual(
      t.start { Signal.merge([a, b]) },
      [.next(200, 1), .next(201, 3), .next(202, 2), .completed(203)])
  }

  /// M2: an input failing during its own subscription ends the merge before the later
  /// inputs are subscribed.
  func testAnErrorWhileSubscribingKeepsTheLaterInputsUnsubscribed() {
    let t = TestTimeline()
    let later = t.cold([.next(1, 1), .completed(2)])
    XCTAssertEqual(
      t.start { Signal.merge([Signal<Int>.error(TestError()), later.signal]) },
      [.error(200, "test error")])
    XCTAssertEqual(later.subscriptions, [])
  }
}
