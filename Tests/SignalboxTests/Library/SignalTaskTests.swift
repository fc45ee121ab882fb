import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// Signals from Swift concurrency: `Signal(asyncSequence)` and `Signal.task`.
final class SignalTaskTests: XCTestCase {
  func testAnAsyncSequenceBecomesASignal() async throws {
    let numbers = AsyncStream<Int> { continuation in
      for k in 1...3 { continuation.yield(k) }
      continuation.finish()
    }
    let seen = try await Signal(numbers).map { $0 + 1 }.values.collect()
    XCTAssertEqual(seen, [2, 3, 4])
  }

  func testAnAsyncSequencesErrorIsTheErrorEvent() async {
    let failing = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: TestError())
    }
    do {
      _ = try await Signal(failing).values.collect()
      XCTFail("no error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError())
    }
  }

  func testATasksResultIsOneValueThenCompleted() async throws {
    let seen = try await Signal.task { () async throws -> Int in
      await Task.yield()
      return 42
    }.values.collect()
    XCTAssertEqual(seen, [42])
    let failure = Signal<Int>.task { throw TestError() }
    do {
      _ = try await failure.first
      XCTFail("no error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError())
    }
  }

  func testDisposingTheSubscriptionCancelsTheTask() async throws {
    let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
    let (ended, endedContinuation) = AsyncStream.makeStream(of: Bool.self)
    let signal = Signal<Int>.task {
      startedContinuation.finish()
      // Waits until cancelled: an endless stream that the cancellation ends.
      let (endless, source) = AsyncStream.makeStream(of: Int.self)
      for await _ in endless {}
      source.finish()
      endedContinuation.yield(Task.isCancelled)
      endedContinuation.finish()
      return 1
    }
    let received = Atomic(0)
    let subscription = signal.subscribe(next: { _ in received.add(1, ordering: .relaxed) })
    for await _ in started {}
    subscription.dispose()
    var cancelled: Bool?
    for await flag in ended { cancelled = flag }
    XCTAssertEqual(cancelled, true, "the task saw its cancellation")
    XCTAssertEqual(received.load(ordering: .relaxed), 0, "a disposed subscription gets nothing")
  }
}
