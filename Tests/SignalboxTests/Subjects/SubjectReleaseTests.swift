import Signalbox
import Synchronization
import XCTest

/// A subject that listens to a source (`receive(from:)`, and so every `publish`, `replay`
/// and `autoconnect` connection) is freed once that subscription is disposed (issue 14):
/// the source's subscriber used to stay in the subject's list of sources until the subject
/// terminated, and its handlers held the subject — a retain cycle per connection.
final class SubjectReleaseTests: XCTestCase {
  func testASubjectIsFreedWhenItsSourceSubscriptionIsDisposed() {
    weak var released: Subject<Int>?
    let scheduler = VirtualTimeScheduler()
    do {
      let subscription: any Disposable = scheduler.perform {
        let subject = Subject<Int>()
        released = subject
        return subject.receive(from: .never)
      }
      XCTAssertNotNil(released, "alive while it listens")
      subscription.dispose()
    }
    XCTAssertNil(released, "freed once the source subscription is disposed and let go")
  }

  func testAReplaySubjectIsFreedToo() {
    weak var released: ReplaySubject<Int>?
    let scheduler = VirtualTimeScheduler()
    do {
      let subscription: any Disposable = scheduler.perform {
        let subject = ReplaySubject<Int>(capacity: 1)
        released = subject
        return subject.receive(from: .interval(1, on: scheduler))
      }
      scheduler.advance(to: 3)
      XCTAssertEqual(released?.replayBuffer, [2])
      subscription.dispose()
    }
    // A cancelled timer keeps its closure in the virtual clock's queue until its due time.
    scheduler.advance(to: 5)
    XCTAssertNil(released)
    XCTAssertFalse(scheduler.hasPendingWork, "the interval stopped with it")
  }

  /// The language's `let a = interval 1 | publish | autoconnect` then `a | take 2`.
  func testAnAutoconnectedPublishIsFreedWhenItsLastSubscriberLeaves() {
    weak var connection: MulticastConnection<Int>?
    weak var subject: Subject<Int>?
    let scheduler = VirtualTimeScheduler()
    let values = Mutex<[Int]>([])
    scheduler.perform {
      let made = Subject<Int>()  // what `publish()` makes
      subject = made
      let published = Signal<Int>.interval(1, on: scheduler).multicast(made)
      connection = published
      published.autoconnect().take(2).subscribe(next: { v in values.withLock { $0.append(v) } })
    }
    scheduler.advance(to: 10)
    XCTAssertEqual(values.withLock { $0 }, [0, 1])
    XCTAssertNil(subject, "the subject is freed after take 2 ends")
    XCTAssertNil(connection, "and so is the connection")
    XCTAssertFalse(scheduler.hasPendingWork)
  }

  func testATerminatedSubjectDisposesASourceAddedLater() {
    let scheduler = VirtualTimeScheduler()
    let subject = Subject<Int>()
    subject.sendCompleted()
    let subscription = scheduler.perform { subject.receive(from: .interval(1, on: scheduler)) }
    XCTAssertTrue(subscription.isDisposed, "SU3: a subject that terminated takes no more sources")
    XCTAssertFalse(scheduler.hasPendingWork)
  }
}
