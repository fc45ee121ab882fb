import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Combining/SampleRx.swift`: timelines on the virtual clock.
final class SampleRxTests: XCTestCase {
  func testSampleRxSendsEachValueAtMostOnce() {
    let op: TwoSourceOp<Int> = { s, n, _ in s.sampleRx(n) }
    XCTAssertEqual(
      timeline("1-2---3|", "-0-0-0-0", op), [.next(201, 1), .next(203, 2), .completed(207)])
    XCTAssertEqual(timeline("1-2---|", "-0|", op), [.next(201, 1), .completed(206)])
    XCTAssertEqual(timeline("-", "-0", op), [])
    XCTAssertEqual(timeline("|", "-0", op), [.completed(200)])
    XCTAssertEqual(timeline("1-#", "-0", op), [.next(201, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2|", "-0-0", dispose: 202, op), [.next(201, 1)])
    let rac: TwoSourceOp<Int> = { s, n, _ in
      s.sample(n)
    }
    XCTAssertEqual(
      timeline("1-----|", "-0-0", rac), [.next(201, 1), .next(203, 1), .completed(206)],
      "RAC's sample sends 1 again")
  }
}
