import Signalbox
import XCTest

/// Many senders on real threads at once (run under `make tsan` too): no value lost,
/// duplicated or reordered (per sender), no two events delivered at the same time, and one
/// terminal event after every value.
private let senders = 4
private let count = 2_000

final class StressTests: XCTestCase {
  func testMerge() {
    let subjects = (0..<senders).map { _ in Subject<Tagged>() }
    let log = StressLog<Tagged>()
    let subscription = subscribeNow(Signal.merge(subjects.map(\.signal)), log)
    concurrently(senders) { k in
      subjects[k].sendRun(of: k, count: count)
    }
    assertEverySenderInOrder(log.values, senders: senders, count: count)
    XCTAssertEqual(log.completions, 1, "completed once, after every sender")
    XCTAssertFalse(log.overlapped)
    subscription.dispose()
  }

  func testFlattenWithALimit() {
    // Two slots for four inner signals: the two that wait start as running ones complete.
    let subjects = (0..<senders).map { _ in Subject<Tagged>() }
    let log = StressLog<Tagged>()
    let outer = Signal<Signal<Tagged>>.from(subjects.map(\.signal))
    let subscription = subscribeNow(outer.flatten(.concurrent(2)), log)
    concurrently(2) { k in
      subjects[k].sendRun(of: k, count: count)
    }
    concurrently(2) { k in
      subjects[k + 2].sendRun(of: k + 2, count: count)
    }
    assertEverySenderInOrder(log.values, senders: senders, count: count)
    XCTAssertEqual(log.completions, 1)
    XCTAssertFalse(log.overlapped)
    subscription.dispose()
  }

  func testFlattenMapOfInnerSignalsSentFromManyThreads() {
    let outer = Subject<Int>()
    let inners = (0..<senders).map { _ in Subject<Tagged>() }
    let log = StressLog<Tagged>()
    let subscription = subscribeNow(outer.signal.flattenMap { inners[$0].signal }, log)
    CurrentScheduler.run(as: ImmediateScheduler.shared) {
      for k in 0..<senders { outer.sendNext(k) }
      outer.sendCompleted()
    }
    concurrently(senders) { k in
      inners[k].sendRun(of: k, count: count)
    }
    assertEverySenderInOrder(log.values, senders: senders, count: count)
    XCTAssertEqual(log.completions, 1)
    XCTAssertFalse(log.overlapped)
    subscription.dispose()
  }

  func testZipPairsInOrderAndCompletesAfterTheLastPair() {
    for _ in 0..<5 {
      let left = Subject<Int>()
      let right = Subject<Int>()
      let log = StressLog<[Int]>()
      let subscription = subscribeNow(left.signal.zipWith(right.signal).map { [$0.0, $0.1] }, log)
      concurrently(2) { side in
        let subject = side == 0 ? left : right
        for i in 0..<count { subject.sendNext(i) }
        subject.sendCompleted()
      }
      XCTAssertEqual(
        log.values, (0..<count).map { [$0, $0] },
        "every pair, in order, none lost to the completion")
      XCTAssertEqual(log.completions, 1)
      XCTAssertFalse(log.overlapped)
      subscription.dispose()
    }
  }

  func testCombineLatestKeepsEachSidesOrder() {
    let left = Subject<Int>()
    let right = Subject<Int>()
    let log = StressLog<[Int]>()
    let subscription = subscribeNow(
      left.signal.combineLatestWith(right.signal).map { [$0.0, $0.1] }, log)
    concurrently(2) { side in
      let subject = side == 0 ? left : right
      for i in 0..<count { subject.sendNext(i) }
      subject.sendCompleted()
    }
    let pairs = log.values
    XCTAssertLessThanOrEqual(pairs.count, 2 * count)
    XCTAssertGreaterThanOrEqual(pairs.count, count, "each value after the first pair sends one")
    for (a, b) in zip(pairs, pairs.dropFirst()) {
      XCTAssertTrue(a[0] <= b[0] && a[1] <= b[1], "\(a) then \(b): a side went back")
      XCTAssertTrue(
        (a[0] < b[0]) != (a[1] < b[1]), "\(a) then \(b): exactly one side moves per value")
    }
    XCTAssertEqual(pairs.last, [count - 1, count - 1])
    XCTAssertEqual(log.completions, 1)
    XCTAssertFalse(log.overlapped)
    subscription.dispose()
  }

  func testASubjectDeliversEverySendersValuesToEverySubscriber() {
    let subject = Subject<Tagged>()
    let logs = (0..<3).map { _ in StressLog<Tagged>() }
    let subscriptions = logs.map { subscribeNow(subject.signal, $0) }
    concurrently(senders) { k in
      for i in 0..<count { subject.sendNext(Tagged(sender: k, index: i)) }
    }
    subject.sendCompleted()
    for log in logs {
      assertEverySenderInOrder(log.values, senders: senders, count: count)
      XCTAssertEqual(log.completions, 1)
      XCTAssertFalse(log.overlapped)
    }
    XCTAssertEqual(Set(logs.map(\.values)).count, 1, "every subscriber saw the same order")
    for subscription in subscriptions { subscription.dispose() }
  }

  func testAReplaySubjectReplaysEverythingToALateSubscriberWhileSendsGoOn() {
    let subject = ReplaySubject<Tagged>()
    let early = StressLog<Tagged>()
    let late = StressLog<Tagged>()
    let first = subscribeNow(subject.signal, early)
    let second = LockedBox<(any Disposable)?>(nil)
    concurrently(senders + 1) { k in
      if k == senders {
        second.value = subscribeNow(subject.signal, late)
        return
      }
      for i in 0..<count { subject.sendNext(Tagged(sender: k, index: i)) }
    }
    subject.sendCompleted()
    assertEverySenderInOrder(early.values, senders: senders, count: count)
    assertEverySenderInOrder(late.values, senders: senders, count: count)
    XCTAssertEqual(late.values, early.values, "replayed, then live, with nothing missed in between")
    XCTAssertEqual(late.completions, 1)
    first.dispose()
    second.value?.dispose()
  }
}
