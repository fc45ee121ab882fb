import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `combineLatest` and `zip` of K inputs are linear in K (issue 45: nesting the binary
/// operator made each value cost O(K), so K inputs O(K²)).
private final class Seen: Sendable {
  let state = Mutex((arrays: 0, last: 0))
  func add(_ array: [Int]) { state.withLock { $0 = ($0.arrays + 1, array.count) } }
}

final class CombiningComplexityTests: XCTestCase {
  /// Runs `combine` over K inputs of two values each; returns how many arrays it sent and
  /// the length of the last.
  private func run(
    _ k: Int, _ combine: ([Signal<Int>]) -> Signal<[Int]>
  ) -> (arrays: Int, last: Int) {
    let seen = Seen()
    // As a scheduler's work, so the synchronous inputs send before `subscribe` returns.
    _ = CurrentScheduler.run(as: ImmediateScheduler()) {
      combine((0..<k).map { Signal.from([$0, $0 + 1]) }).subscribe(next: { seen.add($0) })
    }
    return seen.state.withLock { $0 }
  }

  func testCombineLatestIsLinearInItsInputs() {
    XCTAssertEqual(run(3, Signal.combineLatest).arrays, 2)
    XCTAssertEqual(run(3, Signal.combineLatest).last, 3)
    let ratio = growth(from: 2000) { k in _ = run(k, Signal.combineLatest) }
    XCTAssertLessThan(ratio, linearBound, "combineLatest: 4× the inputs took \(ratio)× the CPU")
  }

  func testZipIsLinearInItsInputs() {
    XCTAssertEqual(run(3, Signal.zip).arrays, 2)
    XCTAssertEqual(run(3, Signal.zip).last, 3)
    let ratio = growth(from: 2000) { k in _ = run(k, Signal.zip) }
    XCTAssertLessThan(ratio, linearBound, "zip: 4× the inputs took \(ratio)× the CPU")
  }
}
