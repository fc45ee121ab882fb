import Synchronization

/// A scheduler with a clock of its own that moves only when told to (RxSwift's
/// `VirtualTimeScheduler`, combine-schedulers' `TestScheduler`).
///
/// Work is ordered by (time, insertion order). `advance(to:)` runs, in that order, everything
/// due up to the target, setting the clock to each action's time while it runs; the lock is
/// released before an action runs, so actions may schedule more work.
///
/// ```swift
/// let clock = VirtualTimeScheduler()
/// clock.schedule(afterDelay: 2) { print("two") }
/// clock.schedule(afterDelay: 1) { print("one") }
/// clock.advance(by: 5)   // prints "one", "two"; clock.now == 5
/// ```
public final class VirtualTimeScheduler: Scheduler {
  private struct State {
    var clock: Double
    var queue = TimerQueue()
  }
  private let state: Mutex<State>

  /// A virtual clock reading `time`; nothing runs until it is advanced.
  public init(startingAt time: Double = 0) {
    state = Mutex(State(clock: time))
  }

  /// The virtual time.
  public var now: Double { state.withLock { $0.clock } }

  /// Queues `action` at the current virtual time (it runs at the next advance or run).
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let item = ScheduledAction(action, label: WorkLabel.current)
    state.withLock { $0.queue.insert(at: $0.clock, item) }
    return item
  }

  /// Queues `action` at virtual `time`.
  @discardableResult
  public func schedule(at time: Double, _ action: @escaping @Sendable () -> Void) -> (
    any Disposable
  )? {
    let item = ScheduledAction(action, label: WorkLabel.current)
    state.withLock { $0.queue.insert(at: max(time, $0.clock), item) }
    return item
  }

  /// The due time of the earliest pending action, if any.
  public var nextDueTime: Double? {
    state.withLock { $0.queue.peek()?.time }
  }

  /// Whether any action is waiting to run.
  public var hasPendingWork: Bool { nextDueTime != nil }

  /// Runs the earliest pending action if it is due at or before `limit`, moving the clock
  /// to its time. Returns whether an action ran.
  @discardableResult
  public func runNext(notAfter limit: Double = .infinity) -> Bool {
    let entry = state.withLock { state -> TimerQueue.Entry? in
      guard let entry = state.queue.popDue(notAfter: limit) else { return nil }
      state.clock = max(state.clock, entry.time)
      return entry
    }
    guard let entry else { return false }
    CurrentScheduler.run(as: self) { ScheduledAction.run(entry.item) }
    return true
  }

  /// Runs everything due up to `time` in order, then sets the clock to `time`.
  public func advance(to time: Double) {
    while runNext(notAfter: time) {}
    state.withLock { $0.clock = max($0.clock, time) }
  }

  /// Runs everything due within the next `interval` seconds.
  public func advance(by interval: Double) {
    advance(to: now + interval)
  }

  /// Runs until no work is left (work that reschedules itself forever never returns).
  public func run() {
    while runNext() {}
  }

  /// Runs `body` with this scheduler as the current scheduler (so subscriptions made in it
  /// are synchronous, C6).
  public func perform<R>(_ body: () throws -> R) rethrows -> R {
    try CurrentScheduler.run(as: self, body)
  }

  /// The due times of the pending actions, earliest first.
  public var pendingTimes: [Double] {
    state.withLock { $0.queue.liveEntries().map(\.time) }
  }

  /// The pending actions, earliest first: when each is due and what scheduled it.
  package var pendingWork: [(time: Double, label: WorkLabel?)] {
    state.withLock { $0.queue.liveEntries().map { ($0.time, $0.item.label) } }
  }

  /// Drops every queued action, disposed: what they hold (subscribers, and through them
  /// whoever owns this scheduler) is released now instead of when its time comes, which on a
  /// discarded clock is never (a REPL `:reset`).
  public func discardPendingWork() {
    let dropped = state.withLock { $0.queue.removeAll() }
    for entry in dropped { entry.item.dispose() }
  }
}
