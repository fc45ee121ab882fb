import SignalboxTestSupport
import XCTest

@testable import Signalbox

/// The junction every multi-input and timer operator is built on, checked through a small
/// operator written on it here: `tally`, the running count of the values of two inputs,
/// completing when both have completed. Its operators' own timelines are in the operator
/// test files.
final class JunctionTests: XCTestCase {
  func testTallyNeverEmptyValuesErrorAndEarlyDisposal() {
    let op: TwoSourceOp<Int> = { a, b, _ in a.tally(b) }
    XCTAssertEqual(timeline("-", "-", op), [], "never")
    XCTAssertEqual(timeline("|", "|", op), [.completed(200)], "empty: both completed")
    XCTAssertEqual(timeline("|", "-", op), [], "one input still open")
    XCTAssertEqual(
      timeline("1-2|", "-3|", op),
      [.next(200, 1), .next(201, 2), .next(202, 3), .completed(203)], "values, in turn order")
    XCTAssertEqual(
      timeline("1-#", "-3-4|", op), [.next(200, 1), .next(201, 2), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2|", "-3|", dispose: 202, op), [.next(200, 1), .next(201, 2)])
  }

  func testAnInputsErrorDisposesEveryInputAtOnce() {
    let t = TestTimeline()
    let left = t.hot([.next(210, 1), .error(230, "test error")])
    let right = t.hot([.next(220, 2), .next(300, 3), .completed(400)])
    let events = t.start { left.signal.tally(right.signal) }
    XCTAssertEqual(events, [.next(210, 1), .next(220, 2), .error(230, "test error")])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 230)])
  }

  func testAnEmissionSendsItsValuesInOrderThenCompletes() {
    let cases: [(Emission<Int>, [Recorded<Int>])] = [
      (.nothing, []),
      (.value(nil), []),
      (.value(nil, completes: true), [.completed(200)]),
      (.value(1), [.next(200, 1)]),
      (.value(1, completes: true), [.next(200, 1), .completed(200)]),
      (
        .many([1, 2, 3], completes: true),
        [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)]
      ),
    ]
    for (emission, expected) in cases {
      let t = TestTimeline()
      let events = t.start { Signal<Int>.junction { j in j.turn { _ in emission } } }
      XCTAssertEqual(events, expected)
    }
  }

  /// Two threads feed the tally at once: each turn's count is sent in that turn, so the
  /// counts arrive as 1, 2, 3 … with none overtaking another, one at a time, and the
  /// completion (decided on whichever thread finished last) after the last count.
  func testTurnsOnTwoThreadsAreSentInTheOrderTheyWereDecided() {
    let count = 2_000
    for _ in 0..<5 {
      let left = Subject<Int>()
      let right = Subject<Int>()
      let log = StressLog<Int>()
      let subscription = subscribeNow(left.signal.tally(right.signal), log)
      concurrently(2) { side in
        let subject = side == 0 ? left : right
        for i in 0..<count { subject.sendNext(i) }
        subject.sendCompleted()
      }
      XCTAssertEqual(log.values, Array(1...(2 * count)))
      XCTAssertEqual(log.completions, 1)
      XCTAssertFalse(log.overlapped)
      subscription.dispose()
    }
  }
}

extension Signal {
  /// The running count of the values of `self` and `other`; completes when both have.
  fileprivate func tally<U: Sendable>(_ other: Signal<U>) -> Signal<Int> {
    .junction(Tally()) { j in
      j.input(self, next: { _ in j.turn { $0.next() } }, completed: { j.turn { $0.complete() } })
      j.input(other, next: { _ in j.turn { $0.next() } }, completed: { j.turn { $0.complete() } })
    }
  }
}

private struct Tally: Sendable {
  var count = 0
  var open = 2

  mutating func next() -> Emission<Int> {
    count += 1
    return .value(count)
  }

  mutating func complete() -> Emission<Int> {
    open -= 1
    return open == 0 ? .completed : .nothing
  }
}
