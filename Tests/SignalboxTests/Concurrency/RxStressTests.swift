import Signalbox
import XCTest

/// Rx's multi-input operators with their inputs sent from real threads at once (run under
/// `make tsan` too): nothing delivered at the same time, nothing reordered, one terminal.
private let count = 2_000

final class RxStressTests: XCTestCase {
  /// `source.withLatestFrom(other)` as `[value, latest]` pairs, logged, subscribed with
  /// `other` already at `first`.
  private func withLatestFromPairs(after first: Int) -> (
    source: Subject<Int>, other: Subject<Int>, log: StressLog<[Int]>, subscription: any Disposable
  ) {
    let source = Subject<Int>()
    let other = Subject<Int>()
    let log = StressLog<[Int]>()
    let subscription = subscribeNow(
      source.signal.withLatestFrom(other.signal).map { [$0.0, $0.1] }, log)
    CurrentScheduler.run(as: ImmediateScheduler.shared) { other.sendNext(first) }
    return (source, other, log, subscription)
  }

  func testWithLatestFromPairsInOrderAndCompletesLast() {
    for _ in 0..<5 {
      let (source, other, log, subscription) = withLatestFromPairs(after: -1)
      concurrently(2) { side in
        if side == 0 {
          for i in 0..<count { source.sendNext(i) }
          source.sendCompleted()
        } else {
          for i in 0..<count { other.sendNext(i) }
          other.sendCompleted()
        }
      }
      let pairs = log.values
      XCTAssertEqual(pairs.map { $0[0] }, Array(0..<count), "every source value once, in order")
      for (a, b) in zip(pairs, pairs.dropFirst()) {
        XCTAssertLessThanOrEqual(a[1], b[1], "\(a) then \(b): the other side went back")
      }
      XCTAssertEqual(log.completions, 1)
      XCTAssertEqual(log.errors, 0)
      XCTAssertFalse(log.overlapped)
      subscription.dispose()
    }
  }

  func testWithLatestFromAnErrorOnTheOtherSideIsTheLastEvent() {
    for _ in 0..<5 {
      let (source, other, log, subscription) = withLatestFromPairs(after: 0)
      concurrently(2) { side in
        if side == 0 {
          for i in 0..<count { source.sendNext(i) }
        } else {
          for _ in 0..<(count / 2) { other.sendNext(0) }
          other.sendError(SignalError("boom"))
        }
      }
      let sent = log.values.map { $0[0] }
      XCTAssertEqual(sent, Array(0..<sent.count), "a prefix of the source's values, in order")
      XCTAssertEqual(log.errors, 1)
      XCTAssertEqual(log.completions, 0)
      XCTAssertFalse(log.overlapped)
      subscription.dispose()
    }
  }

  func testRaceLetsExactlyOneInputThrough() {
    let senders = 4
    for _ in 0..<5 {
      let subjects = (0..<senders).map { _ in Subject<Tagged>() }
      let log = StressLog<Tagged>()
      let subscription = subscribeNow(Signal.race(subjects.map(\.signal)), log)
      concurrently(senders) { k in
        subjects[k].sendRun(of: k, count: count)
      }
      let values = log.values
      let winner = values.first?.sender
      XCTAssertNotNil(winner)
      XCTAssertEqual(Set(values.map(\.sender)).count, 1, "one input only")
      XCTAssertEqual(values.map(\.index), Array(0..<count), "all of the winner's values, in order")
      XCTAssertEqual(log.completions, 1)
      XCTAssertFalse(log.overlapped)
      for (k, subject) in subjects.enumerated() where k != winner {
        XCTAssertEqual(subject.subscriberCount, 0, "loser \(k) was disposed")
      }
      subscription.dispose()
    }
  }

  func testRaceOfTerminalEventsDeliversOne() {
    for _ in 0..<20 {
      let subjects = (0..<4).map { _ in Subject<Int>() }
      let log = StressLog<Int>()
      let subscription = subscribeNow(Signal.race(subjects.map(\.signal)), log)
      concurrently(4) { k in
        if k % 2 == 0 {
          subjects[k].sendCompleted()
        } else {
          subjects[k].sendError(SignalError("boom"))
        }
      }
      XCTAssertEqual(log.completions + log.errors, 1)
      XCTAssertFalse(log.overlapped)
      subscription.dispose()
    }
  }
}
