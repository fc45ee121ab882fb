import Signalbox
import Synchronization
import XCTest

/// The first programs a newcomer writes (issue 40), as they are written: subscribed at top
/// level on the main thread, where XCTest runs its tests, then the clock advanced or values
/// sent. Each records what the newcomer expects (docs/library.md, "A first program").
final class NaiveProgramTests: XCTestCase {
  final class Log<T: Sendable>: Sendable {
    let entries = Mutex<[T]>([])
    func add(_ entry: T) { entries.withLock { $0.append(entry) } }
    var all: [T] { entries.withLock { $0 } }
  }

  override func setUp() {
    super.setUp()
    XCTAssertTrue(MainThread.isCurrent, "these programs are top-level code: the main thread")
    XCTAssertFalse(CurrentScheduler.isSet, "no scheduler's work is running")
  }

  func testAnIntervalOnTheVirtualClockTicksWhenTheClockIsAdvanced() {
    let vts = VirtualTimeScheduler()
    let log = Log<String>()
    Signal.interval(1, on: vts).take(3).subscribe(
      next: { log.add("\($0)@\(vts.now)") }, completed: { log.add("completed@\(vts.now)") })
    vts.advance(by: 5)
    XCTAssertEqual(log.all, ["0@1.0", "1@2.0", "2@3.0", "completed@3.0"])
  }

  func testASubjectsFirstValueReachesATopLevelSubscriber() {
    let subject = Subject<Int>()
    let log = Log<Int>()
    subject.signal.subscribe(next: { log.add($0) })
    subject.sendNext(1)
    subject.sendNext(2)
    XCTAssertEqual(log.all, [1, 2])
  }

  func testSynchronousResultsArriveInProgramOrder() {
    let log = Log<String>()
    log.add("before")
    Signal.from([1, 2, 3]).map { $0 * 10 }.subscribe(
      next: { log.add("\($0)") }, completed: { log.add("completed") })
    log.add("after")
    XCTAssertEqual(log.all, ["before", "10", "20", "30", "completed", "after"])
  }

  func testAnotherThreadIsNotTheMainThread() {
    let answer = Mutex<Bool?>(nil)
    let done = expectation(description: "asked on another thread")
    DispatchQueue.global().async {
      answer.withLock { $0 = MainThread.isCurrent }
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(answer.withLock { $0 }, false)
  }
}
