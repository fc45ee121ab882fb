import Signalbox
import SignalboxTestSupport
import XCTest

/// `Core/Signal+Generate.swift`: timelines on the virtual clock.
final class SignalGenerateTests: XCTestCase {
  func testGenerate() {
    let t = TestTimeline()
    let events = t.start {
      Signal<Int>.generate(
        initial: 1, condition: { $0 < 5 }, iterate: { $0 + 1 }, result: { $0 * 10 })
    }
    XCTAssertEqual(
      events,
      [.next(200, 10), .next(200, 20), .next(200, 30), .next(200, 40), .completed(200)])
    let none = TestTimeline().start {
      Signal<Int>.generate(initial: 9, condition: { $0 < 5 }, iterate: { $0 }, result: { $0 })
    }
    XCTAssertEqual(none, [.completed(200)], "empty")
    let endless = TestTimeline().start {
      Signal<Int>.generate(initial: 0, condition: { _ in true }, iterate: { $0 + 1 }) { $0 }
        .take(2)
    }
    XCTAssertEqual(endless, [.next(200, 0), .next(200, 1), .completed(200)], "disposed early")
    let failing = TestTimeline().start {
      Signal<Int>.generate(
        initial: 0, condition: { _ in true }, iterate: { _ in throw TestError() },
        result: { $0 })
    }
    XCTAssertEqual(failing, [.next(200, 0), .error(200, "test error")])
  }
}
