import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/Sample.swift`: timelines on the virtual clock.
final class SampleTests: XCTestCase {
  func testSampleSendsTheLatestWhenTheSamplerSends() {
    let op: TwoSourceOp<Int> = { a, b, _ in a.sample(b) }
    assertQuietEdges(op, silentBeside: "-0-0", emptyBeside: "-0|")
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

  /// SA1's example (times x10 from 200): a tick before any value sends nothing, and the same
  /// value can be sent again.
  func testTheReferenceExample() {
    let t = TestTimeline()
    let source = t.hot([.next(210, 1), .next(220, 2), .next(240, 3)])
    let sampler = t.hot([.next(201, 0), .next(230, 0), .next(250, 0), .next(260, 0)])
    XCTAssertEqual(
      t.start { source.signal.sample(sampler.signal) },
      [.next(230, 2), .next(250, 3), .next(260, 3)])
  }
}
