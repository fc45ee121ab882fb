import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Lifecycle/Do.swift`: timelines on the virtual clock.
final class DoTests: XCTestCase {
  func testDoNext() {
    let op: LoggedOp = { s, log in s.doNext { log.add("next \($0)") } }
    check(op, "-", events: [], log: [])
    check(op, "|", events: [.completed(200)], log: [])
    check(
      op, "-1-2-|", events: [.next(201, 1), .next(203, 2), .completed(205)],
      log: ["next 1", "next 2"])
    check(op, "-1-#", events: [.next(201, 1), .error(203, "marble error")], log: ["next 1"])
    check(op, "-1-2-|", dispose: 202, events: [.next(201, 1)], log: ["next 1"])
  }

  func testDoErrorAndDoCompleted() {
    let op: LoggedOp = { s, log in
      s.doError { log.add("error \($0)") }.doCompleted { log.add("completed") }
    }
    check(op, "-", events: [], log: [])
    check(op, "|", events: [.completed(200)], log: ["completed"])
    check(op, "-1-|", events: [.next(201, 1), .completed(203)], log: ["completed"])
    check(
      op, "-1-#", events: [.next(201, 1), .error(203, "marble error")], log: ["error marble error"])
    check(op, "-1-2-|", dispose: 202, events: [.next(201, 1)], log: [])
  }

  func testFinallyRunsOnTerminationButNotOnDisposal() {
    let op: LoggedOp = { s, log in s.finally { log.add("finally") } }
    check(op, "-", events: [], log: [])
    check(op, "|", events: [.completed(200)], log: ["finally"])
    check(op, "-1-|", events: [.next(201, 1), .completed(203)], log: ["finally"])
    check(op, "-1-#", events: [.next(201, 1), .error(203, "marble error")], log: ["finally"])
    check(op, "-1-2-|", dispose: 202, events: [.next(201, 1)], log: [])  // LF2: not on dispose
  }

  func testInitiallyRunsAtEverySubscription() {
    let op: LoggedOp = { s, log in s.initially { log.add("subscribed") }.repeat(2) }
    check(op, "-", events: [], log: ["subscribed"])
    check(op, "|", events: [.completed(200)], log: ["subscribed", "subscribed"])
    check(
      op, "-1|", events: [.next(201, 1), .next(203, 1), .completed(204)],
      log: ["subscribed", "subscribed"])
    check(op, "-1#", events: [.next(201, 1), .error(202, "marble error")], log: ["subscribed"])
    check(op, "-1-|", dispose: 202, events: [.next(201, 1)], log: ["subscribed"])
  }

  func testASideEffectThatThrowsBecomesTheError() {
    let op: LoggedOp = { s, _ in s.doNext { if $0 == 2 { throw TestError() } } }
    check(op, "-1-2-3|", events: [.next(201, 1), .error(203, "test error")], log: [])
  }

  func testOnRunsEachEventsSideEffectBeforeForwardingIt() {
    let op: LoggedOp = { s, log in
      s.on(
        next: { log.add("next \($0)") }, error: { _ in log.add("error") },
        completed: { log.add("completed") })
    }
    check(op, "-", events: [], log: [])
    check(op, "|", events: [.completed(200)], log: ["completed"])
    check(
      op, "-1-|", events: [.next(201, 1), .completed(203)], log: ["next 1", "completed"])
    check(
      op, "-1-#", events: [.next(201, 1), .error(203, "marble error")], log: ["next 1", "error"])
    check(op, "-1-2-|", dispose: 202, events: [.next(201, 1)], log: ["next 1"])
    let throwing: LoggedOp = { s, _ in
      s.on(completed: { throw TestError() })
    }
    check(throwing, "-1|", events: [.next(201, 1), .error(202, "test error")], log: [])
  }
}
