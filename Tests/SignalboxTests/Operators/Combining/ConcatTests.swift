import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/Concat.swift`: timelines on the virtual clock.
final class ConcatTests: XCTestCase {
  func testConcatSubscribesTheSecondOnlyAfterTheFirstCompletes() {
    let op: TwoSourceOp<Int> = { a, b, _ in a.concat(b) }
    assertQuietEdges(op, silentBeside: "1|", emptyBeside: "|")
    XCTAssertEqual(
      timeline("-1|", "-2|", op), [.next(201, 1), .next(203, 2), .completed(204)], "K1")
    XCTAssertEqual(timeline("-1#", "2|", op), [.next(201, 1), .error(202, "marble error")], "K2")
    XCTAssertEqual(timeline("-1|", "-2-3|", dispose: 204, op), [.next(201, 1), .next(203, 2)])
  }

  /// K1–K2 on the second input's subscription log: subscribed only when the first completes,
  /// never after its error, and disposed with the result.
  func testTheSecondIsSubscribedOnlyAfterTheFirstCompletes() {
    func run(_ first: String, dispose: Double = 1000) -> ([Recorded<Int>], [Subscription]) {
      let t = TestTimeline()
      let a = t.cold(first)
      let b = t.cold([.next(1, 2), .next(3, 3), .completed(4)])
      return (t.start(dispose: dispose) { a.concat(b.signal) }, b.subscriptions)
    }
    let done = run("-1|")
    XCTAssertEqual(done.0, [.next(201, 1), .next(203, 2), .next(205, 3), .completed(206)])
    XCTAssertEqual(done.1, [Subscription(202, 206)], "K1: b's side effects start only then")
    XCTAssertEqual(run("-1#").1, [], "K2: b is never subscribed after a's error")
    XCTAssertEqual(run("-").1, [])
    let disposed = run("-1|", dispose: 204)
    XCTAssertEqual(disposed.0, [.next(201, 1), .next(203, 2)])
    XCTAssertEqual(disposed.1, [Subscription(202, 204)], "K2: disposal reaches the active b")
  }
}
