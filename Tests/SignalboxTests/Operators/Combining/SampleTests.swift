import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/Sample.swift`: timelines on the virtual clock.
final class SampleTests: XCTestCase {
  func testSampleSendsTheLatestWhenTheSamplerSends() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { a, b, _ in
      a.sample(b)
    }
    XCTAssertEqual(timeline("-", "-0-0", op), [])
    XCTAssertEqual(timeline("|", "-0|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("12---3-|", "-0-0--0|", op),
      [.next(201, 2), .next(203, 2), .next(206, 3), .completed(207)])
    XCTAssertEqual(
      timeline("1------|", "-0|", op), [.next(201, 1), .completed(202)],
      "ends when either side completes")
    XCTAssertEqual(timeline("1-#", "-0--0|", op), [.next(201, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-----|", "-0-0-0|", dispose: 202, op), [.next(201, 1)])
  }

  func testEveryInputIsDisposedWhenTheSampleEnds() {
    assertEveryInputIsDisposedWhenTheCombinationEnds(
      { $0.sample($1).map { "\($0)" } }, [.next(220, "1"), .completed(250)], end: 250)
  }
}
