import Signalbox
import SignalboxTestSupport
import XCTest

/// RxJS 7 operators of issue 28's third list (the engine's part): sequenceEqual, expand,
/// timeInterval, forkJoin, onErrorResumeNext and generate, as virtual-time timelines (one
/// frame is one time unit, subscribed at 200). retryWhen and repeatWhen are in
/// RxCErrorsTests.
final class RxCTests: XCTestCase {
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

  func testExpand() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.expand { v in v >= 4 ? .empty : t.cold("-\(v * 2)|") }
    }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("1|", op), [.next(200, 1), .next(201, 2), .next(202, 4), .completed(203)])
    XCTAssertEqual(
      timeline("1--#", op),
      [.next(200, 1), .next(201, 2), .next(202, 4), .error(203, "marble error")])
    XCTAssertEqual(timeline("1|", dispose: 201.5, op), [.next(200, 1), .next(201, 2)])
    let sync: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.expand { v in v < 3 ? .from([v * 10 + 1, v * 10 + 2]) : .empty }
    }
    XCTAssertEqual(
      timeline("1|", sync).map(\.description),
      ["200.0 next 1", "200.0 next 11", "200.0 next 12", "201.0 completed"],
      "synchronous inner signals expand depth-first")
    let endless: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.expand { .just($0 + 1) }.take(3)
    }
    XCTAssertEqual(
      timeline("0|", endless), [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
  }

  func testExpandWithALimitLetsValuesWaitForASlot() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, t in
      s.expand(limit: 1) { v in v >= 10 ? .empty : t.cold("--0|").map { _ in v * 10 } }
    }
    XCTAssertEqual(
      timeline("12|", op),
      [.next(200, 1), .next(203, 2), .next(206, 10), .next(206, 20), .completed(206)],
      "values wait for a slot in the order they came: 2 (from the source), then 10, then 20")
    let throwing: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in
      s.expand { _ in throw TestError() }
    }
    XCTAssertEqual(timeline("1|", throwing), [.next(200, 1), .error(200, "test error")])
  }

  func testTimeInterval() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<String> = { s, t in
      s.timeInterval(on: t.scheduler).map { "\($0.value)@\($0.interval)" }
    }
    XCTAssertEqual(
      timeline("-1--2-3|", op),
      [.next(201, "1@1.0"), .next(204, "2@3.0"), .next(206, "3@2.0"), .completed(207)])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("-1#", op), [.next(201, "1@1.0"), .error(202, "marble error")])
    XCTAssertEqual(timeline("-1-2|", dispose: 202, op), [.next(201, "1@1.0")])
  }

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
