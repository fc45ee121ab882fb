import Foundation
import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// Counts subscriptions from inside a `didSubscribe` closure.
final class SubscriptionCounter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  var count: Int { lock.withLock { value } }
  func hit() { lock.withLock { value += 1 } }
}

/// A counter a `@Sendable` closure may bump (the tests run on one thread).
final class Counter: @unchecked Sendable {
  private(set) var value = 0
  func increment() { value += 1 }
}

/// Hot sources with subscription logs: every input's subscription ends when the
/// combination does (its terminal event or an early end decided by one input). Left sends 1
/// at 210 and completes at 250; right sends 2 at 220, 3 at 300 and completes at 400.
func assertEveryInputIsDisposedWhenTheCombinationEnds(
  _ make: @escaping @Sendable (Signal<Int>, Signal<Int>) -> Signal<String>,
  _ expected: [Recorded<String>], end: Double, file: StaticString = #filePath,
  line: UInt = #line
) {
  let t = TestTimeline()
  let left = t.hot([.next(210, 1), .completed(250)])
  let right = t.hot([.next(220, 2), .next(300, 3), .completed(400)])
  XCTAssertEqual(t.start { make(left.signal, right.signal) }, expected, file: file, line: line)
  XCTAssertEqual(left.subscriptions.map(\.unsubscribe), [min(end, 250)], file: file, line: line)
  XCTAssertEqual(right.subscriptions, [Subscription(200, end)], file: file, line: line)
}

/// A thread-safe counter for the tests' deferred sources (`attempts.next()` is 1, 2, …).
final class AttemptCounter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}

/// An operator under test whose closures write to a `Log` (`{ s, log in s.doNext { … } }`).
typealias LoggedOp = @Sendable (Signal<Int>, Log) -> Signal<Int>

/// What an operator's side-effect closures saw, in order (`log.add("next 1")`), written
/// from `@Sendable` closures.
final class Log: Sendable {
  let entries = Mutex<[String]>([])
  func add(_ s: String) { entries.withLock { $0.append(s) } }
  var all: [String] { entries.withLock { $0 } }
}

extension XCTestCase {
  /// `make(source, log)` on the timeline of `marbles`: the events it sends, and what its
  /// closures logged.
  func check(
    _ make: @escaping LoggedOp, _ marbles: String,
    dispose: Double = 1000,
    events: [Recorded<Int>], log expected: [String], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let log = Log()
    XCTAssertEqual(
      timeline(marbles, dispose: dispose) { s, _ in make(s, log) }, events, file: file, line: line)
    XCTAssertEqual(log.all, expected, file: file, line: line)
  }
}

/// The two edges an operator's timelines start with: a source that never sends gives
/// nothing, and an empty one completes at subscription (200).
func assertQuietEdges<V: Equatable & Sendable>(
  _ op: @escaping TimelineOp<V>,
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(timeline("-", op), [], "a silent source", file: file, line: line)
  XCTAssertEqual(timeline("|", op), [.completed(200)], "an empty source", file: file, line: line)
}

/// The same two edges with a second input: a silent first input beside `silentBeside` gives
/// nothing, and an empty one beside `emptyBeside` completes at subscription (200).
func assertQuietEdges<V: Equatable & Sendable>(
  _ op: @escaping TwoSourceOp<V>, silentBeside: String, emptyBeside: String,
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(timeline("-", silentBeside, op), [], "a silent source", file: file, line: line)
  XCTAssertEqual(
    timeline("|", emptyBeside, op), [.completed(200)], "an empty source", file: file, line: line)
}
