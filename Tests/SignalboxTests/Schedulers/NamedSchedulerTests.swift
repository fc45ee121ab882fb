import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `NamedScheduler`: work goes to its base at the base's times, and while one of its
/// actions runs, `NamedScheduler.delivering` is its name (the innermost when nested).
final class NamedSchedulerTests: XCTestCase {
  typealias Log = SchedulersTests.Log

  func testActionsRunOnTheBaseUnderTheName() {
    let clock = VirtualTimeScheduler()
    let background = NamedScheduler("background", on: clock)
    let worker = NamedScheduler("worker", on: clock)
    let log = Log()
    background.schedule(at: 2) { log.add("b@\(clock.now):\(NamedScheduler.delivering ?? "-")") }
    worker.schedule {
      log.add("w@\(clock.now):\(NamedScheduler.delivering ?? "-")")
      NamedScheduler("immediate", on: ImmediateScheduler.shared).schedule {
        log.add("i:\(NamedScheduler.delivering ?? "-")")
      }
      log.add("w again:\(NamedScheduler.delivering ?? "-")")
    }
    clock.schedule(at: 1) { log.add("plain@\(clock.now):\(NamedScheduler.delivering ?? "-")") }
    XCTAssertEqual(background.now, clock.now)
    clock.advance(to: 3)
    XCTAssertEqual(
      log.all,
      ["w@0.0:worker", "i:immediate", "w again:worker", "plain@1.0:-", "b@2.0:background"])
    XCTAssertNil(NamedScheduler.delivering)
  }

  func testItDoesNotBecomeTheCurrentScheduler() {
    let clock = VirtualTimeScheduler()
    let named = NamedScheduler("main", on: clock)
    let current = Mutex<Bool>(false)
    named.schedule { current.withLock { $0 = CurrentScheduler.current === clock } }
    clock.advance(to: 1)
    XCTAssertTrue(current.withLock { $0 }, "the base is current, as without a name")
  }

  func testDisposingCancelsTheAction() {
    let clock = VirtualTimeScheduler()
    let log = Log()
    let work = NamedScheduler("background", on: clock).schedule(at: 1) { log.add("never") }
    work?.dispose()
    clock.advance(to: 2)
    XCTAssertEqual(log.all, [])
  }
}
