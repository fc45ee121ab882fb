import Synchronization

/// A real-time scheduler driven by one thread's run loop: work runs on the thread that calls
/// `run(until:)`, in (due time, insertion order), on the monotonic wall clock.
///
/// Besides timed work it waits on file descriptors (`watch(fd:_:)`), so that reading stdin,
/// a readline prompt and timers share one thread: events are never delivered concurrently
/// and nothing blocks a timer. Other threads may schedule work at any time; the loop is
/// woken through a pipe.
public final class RunLoopScheduler: Scheduler {
  private struct Watch {
    let fd: Int32
    let token: ScheduledAction
  }
  private struct State {
    var queue = TimerQueue()
    var watches: [Watch] = []
    var sleeping = false
  }
  private let state = Mutex(State())
  private let origin: Double
  private let wakeRead: Int32
  private let wakeWrite: Int32

  /// A run-loop scheduler; its work runs when the owning thread runs the loop.
  public init() {
    origin = MonotonicClock.seconds()
    turnTime.store(0.0.bitPattern, ordering: .relaxed)
    var fds: [Int32] = [0, 0]
    _ = pipe(&fds)
    wakeRead = fds[0]
    wakeWrite = fds[1]
    _ = fcntl(wakeRead, F_SETFL, fcntl(wakeRead, F_GETFL) | O_NONBLOCK)
    _ = fcntl(wakeWrite, F_SETFL, fcntl(wakeWrite, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    close(wakeRead)
    close(wakeWrite)
  }

  /// The time of the current turn: sampled from the monotonic clock when the loop starts
  /// an action (or a caller starts a turn), so that everything one action does
  /// synchronously happens at one instant, as on a virtual clock.
  public var now: Double { Double(bitPattern: turnTime.load(ordering: .relaxed)) }

  private let turnTime = Atomic<UInt64>(0)

  private var clockNow: Double { MonotonicClock.seconds() - origin }

  /// Starts a new turn: `now` becomes the current wall-clock time.
  public func beginTurn() {
    turnTime.store(clockNow.bitPattern, ordering: .relaxed)
  }

  /// Queues `action` for the loop's thread.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    schedule(at: now, action)
  }

  /// Queues `action` for the loop's thread at `time`.
  @discardableResult
  public func schedule(at time: Double, _ action: @escaping @Sendable () -> Void) -> (
    any Disposable
  )? {
    let item = ScheduledAction(action, label: WorkLabel.current)
    let wake = state.withLock { state -> Bool in
      state.queue.insert(at: time, item)
      return state.sleeping
    }
    if wake { wakeUp() }
    return item
  }

  /// Calls `onReadable` on the loop thread whenever `fd` has data (or reached end of file)
  /// while the loop runs, until the result is disposed.
  public func watch(fd: Int32, _ onReadable: @escaping @Sendable () -> Void) -> any Disposable {
    let token = ScheduledAction(onReadable)
    let wake = state.withLock { state -> Bool in
      state.watches.append(Watch(fd: fd, token: token))
      return state.sleeping
    }
    if wake { wakeUp() }
    return token
  }

  /// Drops every queued action and watch, disposed: what they hold (subscribers, and through
  /// them whoever owns this scheduler) is released now, not when a time that will never come
  /// on a discarded loop (a REPL `:reset`) arrives.
  public func discardPendingWork() {
    let (entries, watches) = state.withLock { state in
      defer { state.watches = [] }
      return (state.queue.removeAll(), state.watches)
    }
    for entry in entries { entry.item.dispose() }
    for watch in watches { watch.token.dispose() }
  }

  /// Wakes the loop from another thread (or a signal handler's helper).
  public func wakeUp() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
  }

  /// The due time of the earliest pending timed action.
  public var nextDueTime: Double? { state.withLock { $0.queue.peek()?.time } }

  /// Whether timed work is pending.
  public var hasPendingWork: Bool { nextDueTime != nil }

  /// The pending timed actions, earliest first: when each is due and what scheduled it.
  package var pendingWork: [(time: Double, label: WorkLabel?)] {
    state.withLock { $0.queue.liveEntries().map { ($0.time, $0.item.label) } }
  }

  /// Whether any file descriptor is being watched.
  public var hasWatches: Bool {
    state.withLock { state in
      state.watches.removeAll { $0.token.isDisposed }
      return !state.watches.isEmpty
    }
  }

  /// Runs the work that is already due, without waiting.
  public func runDue() {
    CurrentScheduler.run(as: self) {
      beginTurn()
      while let entry = state.withLock({ $0.queue.popDue(notAfter: now) }) {
        ScheduledAction.run(entry.item)
      }
    }
  }

  /// Runs due work and waits for timers and watched descriptors until `done()` is true, or
  /// until nothing is left that could make it true (no timers, no watches): then returns
  /// false. `beforeWait` runs each time the loop is about to block (flush output there).
  @discardableResult
  public func run(
    until done: () -> Bool, beforeWait: () -> Void = {}
  ) -> Bool {
    CurrentScheduler.run(as: self) {
      while true {
        beginTurn()
        while let entry = state.withLock({ $0.queue.popDue(notAfter: clockNow) }) {
          turnTime.store(max(entry.time, now).bitPattern, ordering: .relaxed)
          ScheduledAction.run(entry.item)
          if done() { return true }
        }
        if done() { return true }
        let (due, watches) = state.withLock { state -> (Double?, [Watch]) in
          state.watches.removeAll { $0.token.isDisposed }
          state.sleeping = true
          return (state.queue.peek()?.time, state.watches)
        }
        if due == nil && watches.isEmpty {
          state.withLock { $0.sleeping = false }
          return false
        }
        beforeWait()
        var pollFDs = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        for watch in watches {
          pollFDs.append(pollfd(fd: watch.fd, events: Int16(POLLIN), revents: 0))
        }
        var timeout: Int32 = -1
        if let due {
          let ms = (due - clockNow) * 1000
          timeout = ms <= 0 ? 0 : Int32(min(ms.rounded(.up), 1_000_000))
        }
        let ready = poll(&pollFDs, nfds_t(pollFDs.count), timeout)
        state.withLock { $0.sleeping = false }
        beginTurn()
        if ready > 0 {
          if pollFDs[0].revents != 0 {
            var buffer = [UInt8](repeating: 0, count: 64)
            while read(wakeRead, &buffer, 64) > 0 {}
          }
          for (index, watch) in watches.enumerated() where pollFDs[index + 1].revents != 0 {
            if watch.token.isDisposed { continue }
            watch.token.action()
            if done() { return true }
          }
        }
      }
    }
  }
}
