import Dispatch

/// A serial scheduler backed by a private dispatch queue (RAC `+scheduler`, a background
/// scheduler). Work runs in FIFO order, one action at a time, with this scheduler as the
/// current scheduler.
public final class QueueScheduler: Scheduler {
  private let queue: DispatchQueue
  private let origin = MonotonicClock.seconds()

  /// The background scheduler the subscription rule falls back on when a signal is
  /// subscribed from a thread that runs no scheduler (RAC C6).
  public static let subscriptionFallback = QueueScheduler(label: "signalbox.subscription")

  /// A scheduler with a serial queue of its own, named `label`.
  public init(label: String = "signalbox.queue") {
    queue = DispatchQueue(label: label)
  }

  /// Seconds since the scheduler was created.
  public var now: Double { MonotonicClock.seconds() - origin }

  /// Runs `action` on the queue, after the work already queued.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let token = ActionDisposable()
    queue.async { [self] in
      if token.isDisposed { return }
      CurrentScheduler.run(as: self, action)
    }
    return token
  }

  /// Runs `action` on the queue at `time` (of `now`).
  @discardableResult
  public func schedule(at time: Double, _ action: @escaping @Sendable () -> Void) -> (
    any Disposable
  )? {
    let token = ActionDisposable()
    let delay = max(0, time - now)
    queue.asyncAfter(deadline: .now() + delay) { [self] in
      if token.isDisposed { return }
      CurrentScheduler.run(as: self, action)
    }
    return token
  }

  /// Runs `body` on the queue and waits for it (for tests and set-up code).
  public func sync<R: Sendable>(_ body: @Sendable () -> R) -> R {
    queue.sync { CurrentScheduler.run(as: self, body) }
  }
}
