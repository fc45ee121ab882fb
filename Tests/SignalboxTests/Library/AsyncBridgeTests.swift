import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// The Swift concurrency bridges (Sources/Signalbox/Concurrency): `signal.values`,
/// `signal.first`, `values.collect()`, `Signal(asyncSequence)` and `Signal.task`.
final class AsyncBridgeTests: XCTestCase {
  /// A signal that records its subscription and its disposal, and sends `values`
  /// synchronously without completing.
  final class Probe: Sendable {
    let subscribed = Atomic(0)
    let disposed = Atomic(0)
    func signal(_ values: [Int] = []) -> Signal<Int> {
      Signal { subscriber in
        self.subscribed.add(1, ordering: .relaxed)
        for value in values { subscriber.sendNext(value) }
        return ActionDisposable { self.disposed.add(1, ordering: .relaxed) }
      }
    }
  }

  func testValuesEndWhenTheSignalCompletes() async throws {
    var seen: [Int] = []
    for try await value in Signal.from([1, 2, 3]).map({ $0 * 10 }).values { seen.append(value) }
    XCTAssertEqual(seen, [10, 20, 30])
  }

  func testValuesRethrowTheSignalsError() async {
    var seen: [Int] = []
    do {
      for try await value in Signal.from([1]).concat(Signal.error(TestError())).values {
        seen.append(value)
      }
      XCTFail("the loop ended without the error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError())
    }
    XCTAssertEqual(seen, [1])
  }

  func testCancellingTheIteratingTaskDisposesTheSubscription() async throws {
    let probe = Probe()
    let signal = probe.signal([1])
    let task = Task { () async throws -> [Int] in
      var seen: [Int] = []
      for try await value in signal.values {
        seen.append(value)
        withUnsafeCurrentTask { $0?.cancel() }
      }
      return seen
    }
    let seen = try await task.value
    XCTAssertEqual(seen, [1], "the loop ends (no error) when its task is cancelled")
    XCTAssertEqual(probe.subscribed.load(ordering: .relaxed), 1)
    XCTAssertEqual(probe.disposed.load(ordering: .relaxed), 1)
  }

  func testCancellingAWaitingTaskDisposesTheSubscription() async throws {
    let probe = Probe()
    let signal = probe.signal()
    let task = Task { try await signal.values.collect() }
    task.cancel()
    do {
      _ = try await task.value
      XCTFail("collect returned on a cancelled task")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
    XCTAssertEqual(probe.subscribed.load(ordering: .relaxed), 1)
    XCTAssertEqual(probe.disposed.load(ordering: .relaxed), 1)
  }

  func testFirstTakesOneValueAndDisposes() async throws {
    let probe = Probe()
    let first = try await probe.signal([7, 8]).first
    XCTAssertEqual(first, 7)
    XCTAssertEqual(probe.disposed.load(ordering: .relaxed), 1)
  }

  func testFirstOfAnEmptySignalIsNilAndOfAFailedOneThrows() async throws {
    let none = try await Signal<Int>.empty.first
    XCTAssertNil(none)
    do {
      _ = try await Signal<Int>.error(TestError()).first
      XCTFail("no error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError())
    }
  }

  func testValuesOnTheVirtualClock() async throws {
    let vts = VirtualTimeScheduler()
    // Subscribed when the iteration begins, so the ticks are scheduled before the clock moves.
    var ticks = Signal.interval(1, on: vts).take(3).values.makeAsyncIterator()
    XCTAssertEqual(vts.pendingTimes, [1])
    vts.advance(by: 2)
    let first = try await ticks.next()
    let second = try await ticks.next()
    XCTAssertEqual([first, second], [0, 1])
    await Task { vts.advance(by: 5) }.value
    let third = try await ticks.next()
    let end = try await ticks.next()
    XCTAssertEqual(third, 2)
    XCTAssertNil(end)
    XCTAssertEqual(vts.now, 7)
  }

  func testCollectOnTheVirtualClockAdvancedFromAnotherTask() async throws {
    let vts = VirtualTimeScheduler()
    let values = Signal.interval(1, on: vts).map { $0 * 2 }.take(4).values
    var iterator = values.makeAsyncIterator()
    let clock = Task { vts.advance(by: 10) }
    var seen: [Int] = []
    while let value = try await iterator.next() { seen.append(value) }
    await clock.value
    XCTAssertEqual(seen, [0, 2, 4, 6])
    XCTAssertFalse(vts.hasPendingWork, "the interval was disposed when take(4) completed")
  }
}
