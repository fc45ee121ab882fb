import Dispatch
import Synchronization
import XCTest

@testable import Signalbox

/// DSP1–DSP4.
final class DisposablesTests: XCTestCase {
  final class Count: Sendable {
    let value = Mutex(0)
    func hit() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
  }

  func testActionRunsOnceOnFirstDispose() {
    let count = Count()
    let d = ActionDisposable { count.hit() }
    XCTAssertFalse(d.isDisposed)
    d.dispose()
    d.dispose()
    XCTAssertTrue(d.isDisposed)
    XCTAssertEqual(count.count, 1, "DSP1")
  }

  func testCompoundDisposesMembersAndLateAdditions() {
    let count = Count()
    let compound = CompoundDisposable([ActionDisposable { count.hit() }])
    let removed = ActionDisposable { count.hit() }
    let token = compound.add(removed)
    XCTAssertNotNil(token)
    compound.remove(token!)
    compound.dispose()
    XCTAssertEqual(count.count, 1, "a removed member is not disposed")
    XCTAssertFalse(removed.isDisposed)
    XCTAssertNil(compound.add(ActionDisposable { count.hit() }), "no token after disposal")
    XCTAssertEqual(count.count, 2, "DSP2: added after disposal, disposed at once")
  }

  func testRemovingManyMembersKeepsTheOthersInOrder() {
    // Tokens make removal constant-time (delay and flatten remove one member per event);
    // the members left are disposed in the order they were added, duplicates included.
    let order = Mutex<[Int]>([])
    let compound = CompoundDisposable()
    let members = (0..<1000).map { k in ActionDisposable { order.withLock { $0.append(k) } } }
    let tokens = members.map { compound.add($0)! }
    let again = compound.add(members[7])!  // a member added twice
    for k in stride(from: 0, to: 1000, by: 2) { compound.remove(tokens[k]) }
    compound.remove(again)  // removes the second copy only
    compound.remove(tokens[0])  // already removed: nothing happens
    XCTAssertEqual(compound.count, 500)
    compound.dispose()
    let expected = stride(from: 1, to: 1000, by: 2).map { $0 }
    XCTAssertEqual(order.withLock { $0 }, expected)
    XCTAssertTrue(members[0].isDisposed == false, "a removed member is not disposed")
  }

  func testTheInlineMemberKeepsItsPlaceInTheOrder() {
    let order = Mutex<[String]>([])
    let compound = CompoundDisposable()
    let a = compound.add(ActionDisposable { order.withLock { $0.append("a") } })!
    compound.add(ActionDisposable { order.withLock { $0.append("b") } })
    compound.remove(a)
    compound.add(ActionDisposable { order.withLock { $0.append("c") } })
    compound.add(ActionDisposable { order.withLock { $0.append("d") } })
    compound.dispose()
    XCTAssertEqual(order.withLock { $0 }, ["b", "c", "d"])
  }

  func testASubscriberOwnsWhatIsAddedAndIsDisposedByItsTerminalEvent() {
    let subscriber = Subscriber<Int>()
    let owned = ActionDisposable()
    subscriber.add(owned)
    XCTAssertFalse(owned.isDisposed)
    subscriber.sendCompleted()
    XCTAssertTrue(subscriber.isDisposed)
    XCTAssertTrue(owned.isDisposed, "a terminal event disposes what the subscription owns")
    let late = ActionDisposable()
    subscriber.add(late)
    XCTAssertTrue(late.isDisposed, "added after the end: disposed at once")
  }

  func testOnlyTheFirstDisposalClaims() {
    let compound = CompoundDisposable()
    XCTAssertTrue(compound.disposeClaiming())
    XCTAssertFalse(compound.disposeClaiming())
    let withMember = CompoundDisposable(ActionDisposable())
    XCTAssertTrue(withMember.disposeClaiming())
    XCTAssertFalse(withMember.disposeClaiming())
  }

  /// A member added while another thread disposes is disposed exactly once, whichever
  /// wins: the lock-free path for compounds that never had a member must not lose one.
  func testAddRacingDisposeNeverLosesAMember() {
    let count = Count()
    let rounds = 2_000
    for _ in 0..<rounds {
      let compound = CompoundDisposable()
      DispatchQueue.concurrentPerform(iterations: 2) { side in
        if side == 0 {
          compound.add(ActionDisposable { count.hit() })
        } else {
          compound.dispose()
        }
      }
      XCTAssertTrue(compound.isDisposed)
    }
    XCTAssertEqual(count.count, rounds)
  }

  func testSerialDoesNotDisposeWhatItReplaces() {
    let first = ActionDisposable()
    let second = ActionDisposable()
    let serial = SerialDisposable(first)
    serial.inner = second
    XCTAssertFalse(first.isDisposed, "DSP3: RAC's serial disposable, unlike Rx's")
    serial.dispose()
    XCTAssertTrue(second.isDisposed)
    let late = ActionDisposable()
    serial.inner = late
    XCTAssertTrue(late.isDisposed, "set after disposal: disposed at once")
  }

  func testScopedDisposesWhenReleased() {
    let inner = ActionDisposable()
    do {
      let scoped = inner.scoped()
      XCTAssertFalse(scoped.isDisposed)
    }
    XCTAssertTrue(inner.isDisposed, "DSP4")
  }

  func testDisposingASubscriptionStopsFurtherEvents() {
    let received = Mutex<[Int]>([])
    let subject = Subject<Int>()
    let subscription = CurrentScheduler.run(as: ImmediateScheduler.shared) {
      subject.signal.subscribe(next: { v in received.withLock { $0.append(v) } })
    }
    subject.sendNext(1)
    subscription.dispose()
    subject.sendNext(2)
    XCTAssertEqual(received.withLock { $0 }, [1], "C3")
  }
}
