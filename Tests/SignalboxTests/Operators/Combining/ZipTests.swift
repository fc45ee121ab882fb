import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/Zip.swift`: timelines on the virtual clock.
final class ZipTests: XCTestCase {
  func testZipWith() {
    let op: TwoSourceOp<String> = { a, b, _ in a.zipWith(b).map { "\($0.0)\($0.1)" } }
    XCTAssertEqual(timeline("-", "-", op), [])
    XCTAssertEqual(
      timeline("|", "-", op), [.completed(200)], "Z2: a side completed with an empty buffer")
    XCTAssertEqual(
      timeline("12-3|", "-45|", op), [.next(201, "14"), .next(202, "25"), .completed(203)],
      "Z2: the second side is done and empty")
    XCTAssertEqual(timeline("1-#", "-5|", op), [.next(201, "15"), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2|", "-4-5|", dispose: 202, op), [.next(201, "14")])
  }

  func testEveryInputIsDisposedWhenTheZipEnds() {
    assertEveryInputIsDisposedWhenTheCombinationEnds(
      { $0.zipWith($1).map { "\($0.0)\($0.1)" } }, [.next(220, "12"), .completed(250)], end: 250)
  }

  func testZipOfAnArray() {
    let t2 = TestTimeline()
    XCTAssertEqual(t2.start { Signal<Int>.zip([]).map { $0.count } }, [.completed(200)], "Z4")
    let t4 = TestTimeline()
    let c = t4.cold("1|")
    XCTAssertEqual(
      t4.start { Signal.zip([c, c]).map { $0.reduce(0, +) } }, [.next(200, 2), .completed(201)],
      "Z4: an input listed twice is subscribed twice")
  }

  /// Z2's example (from 201): done once a finished input's buffer is empty.
  func testTheReferenceExample() {
    let t = TestTimeline()
    let a = t.hot([.next(201, 1), .next(202, 2), .completed(203)])
    let b = t.hot([.next(204, 10), .next(205, 20), .next(206, 30)])
    XCTAssertEqual(
      t.start { a.signal.zipWith(b.signal).map { "\($0.0),\($0.1)" } },
      [.next(204, "1,10"), .next(205, "2,20"), .completed(205)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 205)])
  }
}
