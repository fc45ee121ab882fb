import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Filtering/DistinctFlush.swift`: timelines on the virtual clock.
final class DistinctFlushTests: XCTestCase {
  typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<Int>

  func testDistinctFlushesForgetTheKeys() {
    XCTAssertEqual(
      timeline("12121|", "---0-") { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1), .next(201, 2), .next(204, 1), .completed(205)],
      "2 at 203 comes before the flush of the same instant")
    XCTAssertEqual(
      timeline("1-", "#") { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1), .error(200, "marble error")], "a flush error ends the stream")
    XCTAssertEqual(
      timeline("11|", "|") { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1), .completed(202)])
    XCTAssertEqual(timeline("-", "-") { s, f, _ in s.distinct(by: { $0 }, flushes: f) }, [])
    XCTAssertEqual(
      timeline("1-1|", "--", dispose: 201) { s, f, _ in s.distinct(by: { $0 }, flushes: f) },
      [.next(200, 1)])
  }

  func testDistinctWithFlushesOfAnEmptyAndAFailingSource() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { s, f, _ in
      s.distinct(by: { $0 }, flushes: f)
    }
    XCTAssertEqual(timeline("|", "-", op), [.completed(200)])
    XCTAssertEqual(timeline("1#", "-", op), [.next(200, 1), .error(201, "marble error")])
  }
}

private final class OrderLog: Sendable {
  private let log = Mutex<[String]>([])
  var entries: [String] { log.withLock { $0 } }
  func add(_ entry: String) { log.withLock { $0.append(entry) } }
}

/// A thread-safe counter for the tests' deferred sources.
private final class AttemptCounter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}
