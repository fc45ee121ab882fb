import Dispatch
import Signalbox
import Synchronization
import XCTest

/// What a subscriber saw when many threads sent at once: every event in arrival order,
/// and whether two events were ever delivered at the same time (they must not be).
final class StressLog<Value: Sendable>: Sendable {
  private let state = Mutex<(values: [Value], completions: Int, errors: Int)>(([], 0, 0))
  private let inside = Atomic<Int>(0)
  private let overlaps = Atomic<Int>(0)

  var values: [Value] { state.withLock { $0.values } }
  var completions: Int { state.withLock { $0.completions } }
  var errors: Int { state.withLock { $0.errors } }
  var overlapped: Bool { overlaps.load(ordering: .acquiring) > 0 }

  private func enter() {
    if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
      overlaps.add(1, ordering: .relaxed)
    }
  }
  private func leave() { inside.subtract(1, ordering: .acquiringAndReleasing) }

  func subscriber() -> Subscriber<Value> {
    Subscriber(
      next: { [self] value in
        enter()
        state.withLock { $0.values.append(value) }
        leave()
      },
      error: { [self] _ in
        enter()
        state.withLock { $0.errors += 1 }
        leave()
      },
      completed: { [self] in
        enter()
        state.withLock { $0.completions += 1 }
        leave()
      })
  }
}

/// A value tagged with the sender that sent it and its place in that sender's run.
struct Tagged: Sendable, Hashable {
  let sender: Int
  let index: Int
}

extension Subject where Value == Tagged {
  /// One sender's run: `count` values tagged with `sender` (indexes 0 to count - 1), then
  /// the completion.
  func sendRun(of sender: Int, count: Int) {
    for i in 0..<count { sendNext(Tagged(sender: sender, index: i)) }
    sendCompleted()
  }
}

/// Subscribes synchronously (on the immediate scheduler), so no event is missed.
func subscribeNow<Value>(_ signal: Signal<Value>, _ log: StressLog<Value>) -> any Disposable {
  CurrentScheduler.run(as: ImmediateScheduler.shared) { signal.subscribe(log.subscriber()) }
}

/// Runs `senders` closures at once on real threads, each as scheduler work (so an inner
/// signal a sender's value starts is subscribed at once, on that thread: rule C6).
func concurrently(_ senders: Int, _ body: @Sendable (Int) -> Void) {
  DispatchQueue.concurrentPerform(iterations: senders) { k in
    CurrentScheduler.run(as: ImmediateScheduler.shared) { body(k) }
  }
}

/// Asserts that `values` holds exactly `count` values from each of `senders` senders, each
/// sender's in the order it sent them: nothing lost, duplicated or reordered.
func assertEverySenderInOrder(
  _ values: [Tagged], senders: Int, count: Int, file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(
    values.count, senders * count, "nothing lost or duplicated", file: file, line: line)
  var next = [Int](repeating: 0, count: senders)
  for value in values {
    guard value.sender >= 0 && value.sender < senders else {
      XCTFail("unknown sender \(value.sender)", file: file, line: line)
      return
    }
    if value.index != next[value.sender] {
      XCTFail(
        "sender \(value.sender): \(value.index) arrived where \(next[value.sender]) was due",
        file: file, line: line)
      return
    }
    next[value.sender] += 1
  }
  XCTAssertEqual(next, [Int](repeating: count, count: senders), file: file, line: line)
}

/// A value set on one thread and read on another.
final class LockedBox<T: Sendable>: Sendable {
  private let state: Mutex<T>
  init(_ value: T) { state = Mutex(value) }
  var value: T {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }
}
