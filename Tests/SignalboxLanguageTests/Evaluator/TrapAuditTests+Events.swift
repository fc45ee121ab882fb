import Signalbox
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import XCTest

extension TrapAuditTests {
  /// The events of `signal`, subscribed on the immediate scheduler.
  func events<T: Sendable>(_ signal: Signal<T>) -> [String] {
    let log = EventLog()
    _ = CurrentScheduler.run(as: ImmediateScheduler.shared) {
      signal.subscribe(
        Subscriber(
          next: { log.lines.append("next \($0)") }, error: { _ in log.lines.append("error") },
          completed: { log.lines.append("completed") }))
    }
    return log.lines
  }

  func testEngineCountOperatorsTakeANegativeCountAsZero() {
    let source = Signal<Int>.from([1, 2, 3])
    XCTAssertEqual(events(source.take(-1)), ["completed"])
    XCTAssertEqual(events(source.skip(-1)), ["next 1", "next 2", "next 3", "completed"])
    XCTAssertEqual(events(source.takeLast(-1)), ["completed"])
    XCTAssertEqual(events(source.repeat(-1)), ["completed"])
    XCTAssertEqual(events(source.take(Int.max)), ["next 1", "next 2", "next 3", "completed"])
    XCTAssertEqual(events(source.takeLast(Int.max)), ["next 1", "next 2", "next 3", "completed"])
    XCTAssertEqual(
      events(Signal.from([Signal<Int>.from([1]), .from([2])]).flatten(.concurrent(-1))),
      ["next 1", "next 2", "completed"])
  }
}

/// Lines recorded on one thread.
final class EventLog: @unchecked Sendable {
  var lines: [String] = []
}

/// A counter touched from one thread.
final class EventCounter: @unchecked Sendable {
  var value = 0
}
