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
    compound.add(removed)
    compound.remove(removed)
    compound.dispose()
    XCTAssertEqual(count.count, 1, "a removed member is not disposed")
    XCTAssertFalse(removed.isDisposed)
    compound.add(ActionDisposable { count.hit() })
    XCTAssertEqual(count.count, 2, "DSP2: added after disposal, disposed at once")
  }

  func testRemovingManyMembersKeepsTheOthersInOrder() {
    // `remove` is a hash look-up (delay and flatten remove one member per event); the
    // members left are disposed in the order they were added, duplicates included.
    let order = Mutex<[Int]>([])
    let compound = CompoundDisposable()
    let members = (0..<1000).map { k in ActionDisposable { order.withLock { $0.append(k) } } }
    for member in members { compound.add(member) }
    compound.add(members[7])  // a member added twice
    for k in stride(from: 0, to: 1000, by: 2) { compound.remove(members[k]) }
    compound.remove(members[7])  // removes one of the two copies
    compound.remove(ActionDisposable {})  // not a member: nothing happens
    compound.dispose()
    let expected = stride(from: 1, to: 1000, by: 2).map { $0 }
    XCTAssertEqual(order.withLock { $0 }, expected)
    XCTAssertTrue(members[0].isDisposed == false, "a removed member is not disposed")
  }

  func testOwnedSubscriptionsAreDisposedWithTheCompoundAndForgottenWhenEnded() {
    let compound = CompoundDisposable()
    var running: [Subscriber<Int>] = []
    for k in 0..<1_000 {
      let subscription = Subscriber<Int>()
      compound.addOwned(subscription)
      if k % 100 == 0 { running.append(subscription) } else { subscription.dispose() }
    }
    XCTAssertLessThan(compound.ownedCount, 64, "ended subscriptions are pruned as more are added")
    XCTAssertTrue(running.allSatisfy { !$0.isDisposed })
    compound.dispose()
    XCTAssertTrue(running.allSatisfy { $0.isDisposed }, "running ones are disposed with the compound")
    let late = Subscriber<Int>()
    compound.addOwned(late)
    XCTAssertTrue(late.isDisposed, "added after disposal: disposed at once")
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
