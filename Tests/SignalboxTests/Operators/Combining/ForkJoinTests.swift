import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Combining/ForkJoin.swift`: timelines on the virtual clock.
final class ForkJoinTests: XCTestCase {
  func testForkJoin() {
    func fork(_ a: String, _ b: String, dispose: Double = 1000) -> [Recorded<String>] {
      timeline(a, b, dispose: dispose) { s, o, _ in
        Signal.forkJoin([s, o]).map { $0.map(String.init).joined(separator: ",") }
      }
    }
    XCTAssertEqual(fork("-1-2|", "--3|"), [.next(204, "2,3"), .completed(204)])
    XCTAssertEqual(fork("-1-2|", "--|"), [.completed(202)], "an empty input ends it at once")
    XCTAssertEqual(fork("-1-2|", "-"), [], "never")
    XCTAssertEqual(fork("-1-2|", "-#"), [.error(201, "marble error")])
    XCTAssertEqual(fork("-1-2|", "--3|", dispose: 203), [], "early disposal")
    let none = TestTimeline().start { Signal<Int>.forkJoin([]).map { $0.count } }
    XCTAssertEqual(none, [.completed(200)])
  }

  func testOnErrorResumeNext() {
    func resume(_ a: String, _ b: String, dispose: Double = 1000) -> [Recorded<Int>] {
      timeline(a, b, dispose: dispose) { s, o, _ in Signal.onErrorResumeNext([s, o]) }
    }
    XCTAssertEqual(resume("-1#", "-2|"), [.next(201, 1), .next(203, 2), .completed(204)])
    XCTAssertEqual(resume("-1|", "-2#"), [.next(201, 1), .next(203, 2), .completed(204)])
    XCTAssertEqual(resume("|", "|"), [.completed(200)])
    XCTAssertEqual(resume("-", "-2|"), [])
    XCTAssertEqual(resume("-1#", "-2|", dispose: 202), [.next(201, 1)])
  }
}
