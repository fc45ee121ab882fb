import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/SequenceEqual.swift`: timelines on the virtual clock.
final class SequenceEqualTests: XCTestCase {
  func testSequenceEqual() {
    func eq(_ a: String, _ b: String, dispose: Double = 1000) -> [Recorded<Bool>] {
      timeline(a, b, dispose: dispose) { s, o, _ in s.sequenceEqual(o) }
    }
    XCTAssertEqual(eq("-1-2|", "--1-2|"), [.next(205, true), .completed(205)])
    XCTAssertEqual(eq("-1-3|", "--1-2|"), [.next(204, false), .completed(204)], "a pair differs")
    XCTAssertEqual(eq("-1|", "--1-2|"), [.next(204, false), .completed(204)], "one value too many")
    XCTAssertEqual(
      eq("-12|", "-1|"), [.next(203, false), .completed(203)], "a value left unpaired at the end")
    XCTAssertEqual(eq("-12-|", "-1|"), [.next(204, false), .completed(204)])
    XCTAssertEqual(eq("|", "|"), [.next(200, true), .completed(200)], "empty and empty")
    XCTAssertEqual(eq("-", "-"), [], "never")
    XCTAssertEqual(eq("-1#", "-1-2|"), [.error(202, "marble error")])
    XCTAssertEqual(eq("-1-2|", "-1#"), [.error(202, "marble error")])
    XCTAssertEqual(eq("-1-2|", "-1-2|", dispose: 203), [], "early disposal")
    let t = TestTimeline()
    let other = t.cold([.next(1, 1), .completed(2)])
    _ = t.start { t.cold("5|").sequenceEqual(other.signal) }
    XCTAssertEqual(other.subscriptions, [Subscription(200, 201)], "b is cut off at once")
  }

  func testSequenceEqualWithAComparer() {
    let pairs = timeline("-1-2|", "-3-4|") { s, o, _ in
      s.sequenceEqual(o) { a, b in b == a + 2 }
    }
    XCTAssertEqual(pairs, [.next(204, true), .completed(204)])
    let throwing = timeline("-1-2|", "--1-2|") { s, o, _ in
      s.sequenceEqual(o) { _, _ in throw TestError() }
    }
    XCTAssertEqual(throwing, [.error(202, "test error")], "a throw is the error")
  }
}
