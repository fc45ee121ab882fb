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

  public init(label: String = "signalbox.queue") {
    queue = DispatchQueue(label: label)
  }

  public var now: Double { MonotonicClock.seconds() - origin }

  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let token = ActionDisposable()
    queue.async { [self] in
      if token.isDisposed { return }
      CurrentScheduler.run(as: self, action)
    }
    return token
  }

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
