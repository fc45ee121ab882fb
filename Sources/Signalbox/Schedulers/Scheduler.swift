import Synchronization

/// Where and when work runs (RAC `RACScheduler`). All time in the engine goes through a
/// scheduler: operators never read a clock or sleep themselves, so the same pipeline runs
/// on the wall clock or on a `VirtualTimeScheduler`.
///
/// Times are `Double` seconds on the scheduler's own clock (`now`).
public protocol Scheduler: AnyObject, Sendable {
  /// The scheduler's clock, in seconds.
  var now: Double { get }

  /// Runs `action` as soon as possible, after work already queued (FIFO, SCH1). Disposing
  /// the result before the action starts cancels it.
  @discardableResult
  func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)?

  /// Runs `action` at `time` on this scheduler's clock, or as soon as possible after it
  /// (SCH2). Actions due at the same time run in the order they were scheduled.
  @discardableResult
  func schedule(at time: Double, _ action: @escaping @Sendable () -> Void) -> (any Disposable)?
}

extension Scheduler {
  /// Runs `action` `delay` seconds from now (RAC `afterDelay:schedule:`).
  @discardableResult
  public func schedule(
    afterDelay delay: Double, _ action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    schedule(at: now + delay, action)
  }

  /// Runs `action` at `start`, then every `interval` seconds until disposed (RAC
  /// `after:repeatingEvery:`). Tick k runs at `start + k * interval`, so there is no drift,
  /// and each tick re-enters the queue when the previous one has run.
  public func schedule(
    at start: Double, repeatingEvery interval: Double,
    _ action: @escaping @Sendable () -> Void
  ) -> any Disposable {
    precondition(interval > 0, "a repeating interval must be positive")
    let pending = SerialDisposable()
    let tick = RepeatingTick(
      scheduler: self, start: start, interval: interval, action: action, pending: pending)
    tick.arm()
    return pending
  }

  /// Recursive scheduling that does not grow the stack (RAC `scheduleRecursiveBlock:`,
  /// SCH5). `block` receives a `reschedule` closure: a call made while the block runs is
  /// queued and run as a new scheduled block after it returns; a later call schedules at
  /// once. Disposing the result stops further runs.
  public func scheduleRecursive(
    _ block: @escaping @Sendable (_ reschedule: @escaping @Sendable () -> Void) -> Void
  ) -> any Disposable {
    let recursion = Recursion(scheduler: self, block: block)
    recursion.scheduleNext()
    return recursion.disposable
  }
}

private final class RepeatingTick: Sendable {
  let scheduler: any Scheduler
  let start: Double
  let interval: Double
  let action: @Sendable () -> Void
  let pending: SerialDisposable
  let count = Atomic<Int>(0)

  init(
    scheduler: any Scheduler, start: Double, interval: Double,
    action: @escaping @Sendable () -> Void, pending: SerialDisposable
  ) {
    self.scheduler = scheduler
    self.start = start
    self.interval = interval
    self.action = action
    self.pending = pending
  }

  func arm() {
    let k = count.load(ordering: .relaxed)
    let due = start + Double(k) * interval
    pending.inner = scheduler.schedule(at: due) { [self] in
      if pending.isDisposed { return }
      action()
      count.add(1, ordering: .relaxed)
      if !pending.isDisposed { arm() }
    }
  }
}

private final class Recursion: Sendable {
  let scheduler: any Scheduler
  let block: @Sendable (@escaping @Sendable () -> Void) -> Void
  let disposable = CompoundDisposable()
  private struct State {
    var running = false
    var requested = 0
  }
  private let state = Mutex(State())

  init(
    scheduler: any Scheduler, block: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
  ) {
    self.scheduler = scheduler
    self.block = block
  }

  func scheduleNext() {
    if disposable.isDisposed { return }
    let holder = SerialDisposable()
    guard let token = disposable.add(holder) else { return }
    holder.inner = scheduler.schedule { [self] in
      // Forget the holder, and break the holder -> action -> holder cycle, so that a long
      // recursion (a million `repeat`s) keeps nothing of the runs that are over.
      disposable.remove(token)
      holder.dispose()
      run()
    }
  }

  private func run() {
    if disposable.isDisposed { return }
    state.withLock { $0.running = true }
    block { [self] in
      let now = state.withLock { state -> Bool in
        if state.running {
          state.requested += 1
          return false
        }
        return true
      }
      if now { scheduleNext() }
    }
    let again = state.withLock { state -> Int in
      state.running = false
      defer { state.requested = 0 }
      return state.requested
    }
    for _ in 0..<again { scheduleNext() }
  }
}
