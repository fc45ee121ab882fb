import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/CombineLatest.swift`: timelines on the virtual clock.
final class CombineLatestTests: XCTestCase {
  func testCombineLatestWith() {
    let op: TwoSourceOp<String> = { a, b, _ in a.combineLatestWith(b).map { "\($0.0)\($0.1)" } }
    XCTAssertEqual(timeline("-", "-", op), [])
    XCTAssertEqual(timeline("|", "|", op), [.completed(200)], "CL3")
    XCTAssertEqual(
      timeline("1-2|", "-4--5|", op),
      [.next(201, "14"), .next(202, "24"), .next(204, "25"), .completed(205)])
    XCTAssertEqual(timeline("1-#", "-4|", op), [.next(201, "14"), .error(202, "marble error")])
    XCTAssertEqual(
      timeline("1-2|", "-4--5|", dispose: 203, op), [.next(201, "14"), .next(202, "24")])
    XCTAssertEqual(
      timeline("1|", "|", op), [.completed(201)], "CL3: completes although one side never sent")
  }

  func testEveryInputIsDisposedWhenTheCombinationEnds() {
    assertEveryInputIsDisposedWhenTheCombinationEnds(
      { $0.combineLatestWith($1).map { "\($0.0)\($0.1)" } },
      [.next(220, "12"), .next(300, "13"), .completed(400)], end: 400)
  }

  func testCombineLatestOfNoSignals() {
    let t3 = TestTimeline()
    XCTAssertEqual(
      t3.start { Signal<Int>.combineLatest([]).map { $0.count } }, [.completed(200)], "CL6")
  }

  /// CL5: an input listed twice is subscribed twice; each of its values makes one tuple per
  /// occurrence, the earlier ones mixing old and new values.
  func testAnInputCombinedWithItselfIsSubscribedTwice() {
    let t = TestTimeline()
    let a = t.cold([.next(1, 1), .next(2, 2)])
    XCTAssertEqual(
      t.start { a.signal.combineLatestWith(a.signal).map { "\($0.0)\($0.1)" } },
      [.next(201, "11"), .next(202, "21"), .next(202, "22")])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 1000), Subscription(200, 1000)])
  }

  /// CL1–CL4's example (from 201).
  func testTheReferenceExample() {
    let t = TestTimeline()
    let a = t.hot([.next(201, 1), .next(203, 2), .completed(204)])
    let b = t.hot([.next(202, 10), .next(205, 20), .completed(206)])
    XCTAssertEqual(
      t.start { a.signal.combineLatestWith(b.signal).map { "\($0.0),\($0.1)" } },
      [.next(202, "1,10"), .next(203, "2,10"), .next(205, "2,20"), .completed(206)])
  }
}
