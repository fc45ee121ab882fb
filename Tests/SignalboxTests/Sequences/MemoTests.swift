import Dispatch
import Synchronization
import XCTest

@testable import Signalbox

/// The lazy cells' memo, its state under a `Mutex`: computed once however many threads ask
/// at once, failures remembered, and a value that asks for itself fails instead of waiting
/// forever.
final class MemoTests: XCTestCase {
  final class Counter: Sendable {
    private let count = Atomic<Int>(0)
    func hit() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
  }

  func testManyThreadsComputeOnceAndAgree() {
    for _ in 0..<50 {
      let runs = Counter()
      let memo = Memo<Int> {
        runs.hit()
        for _ in 0..<1_000 { _ = DispatchTime.now() }  // long enough for others to arrive
        return 42
      }
      let seen = Mutex<[Int]>([])
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        let value = (try? memo.get()) ?? -1
        seen.withLock { $0.append(value) }
      }
      XCTAssertEqual(runs.value, 1)
      XCTAssertEqual(seen.withLock { $0 }, [Int](repeating: 42, count: 8))
    }
  }

  func testAFailureIsRememberedAndNotRecomputed() {
    let runs = Counter()
    let memo = Memo<Int> {
      runs.hit()
      throw SignalError("nope")
    }
    XCTAssertThrowsError(try memo.get()) { XCTAssertEqual("\($0)", "nope") }
    XCTAssertThrowsError(try memo.get()) { XCTAssertEqual("\($0)", "nope") }
    XCTAssertEqual(runs.value, 1)
  }

  func testAValueThatAsksForItselfFails() {
    final class Cell: @unchecked Sendable { var memo: Memo<Int>? }
    let cell = Cell()
    cell.memo = Memo { try cell.memo!.get() + 1 }
    XCTAssertThrowsError(try cell.memo!.get()) {
      XCTAssertEqual("\($0)", "a lazy value depends on itself")
    }
    cell.memo = nil
  }

  func testALazySequenceWalkedFromManyThreadsComputesEachCellOnce() {
    let runs = Counter()
    let sequence = StreamSequence.from(Array(0..<200)).map { value -> Int in
      runs.hit()
      return value * 2
    }
    let sums = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      let sum = ((try? sequence.array()) ?? []).reduce(0, +)
      sums.withLock { $0.append(sum) }
    }
    XCTAssertEqual(sums.withLock { $0 }, [Int](repeating: 39_800, count: 4))
    XCTAssertEqual(runs.value, 200, "each head computed once")
  }
}
