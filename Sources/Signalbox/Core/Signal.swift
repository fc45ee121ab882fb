/// A cold, push-driven stream of values (RAC `RACSignal`).
///
/// A signal is created from a `didSubscribe` closure that runs once per subscription (RAC
/// C4): it sends events to the subscriber it is given and returns what must be disposed when
/// the subscription ends. Every operator returns a new signal; nothing runs until somebody
/// subscribes.
///
/// ```swift
/// let numbers = Signal<Int> { subscriber in
///   subscriber.sendNext(1)
///   subscriber.sendNext(2)
///   subscriber.sendCompleted()
///   return nil
/// }
/// numbers.map { $0 * 10 }.subscribe(next: { print($0) })   // 10, 20
/// ```
public struct Signal<Value: Sendable>: Sendable {
  @usableFromInline let didSubscribe: @Sendable (Subscriber<Value>) -> (any Disposable)?
  /// Set for `just`: the one value sent, then completed, at each subscription — without a
  /// closure context for `just` to capture it in, and so that `map` of a `just` is one
  /// subscription, not two (see `map`). `start` sends it; `didSubscribe` is then unused.
  @usableFromInline let scalar: Value?

  /// Creates a cold signal (RAC `createSignal:`).
  ///
  /// - Parameter didSubscribe: runs per subscription; returns a disposable (or `nil`) that is
  ///   disposed when the subscription ends.
  public init(_ didSubscribe: @escaping @Sendable (Subscriber<Value>) -> (any Disposable)?) {
    self.didSubscribe = didSubscribe
    self.scalar = nil
  }

  /// A signal that sends `value` and completes at each subscription (`just`).
  init(scalar value: Value) {
    self.didSubscribe = { _ in nil }
    self.scalar = value
  }

  /// Runs one subscription's work for `subscriber` (what `subscribe` calls once the
  /// scheduler rule is settled; `defer` calls it to run a made signal in its own
  /// subscription).
  @usableFromInline func start(_ subscriber: Subscriber<Value>) -> (any Disposable)? {
    if let scalar {
      subscriber.sendNext(scalar)
      subscriber.sendCompleted()
      return nil
    }
    return didSubscribe(subscriber)
  }

  /// Subscribes `subscriber` and returns the subscription's disposable.
  ///
  /// The subscription scheduler rule (RAC C6, SCH4): when this thread is running a
  /// scheduler's work, or is the program's main thread (as RAC 2's is, whose current
  /// scheduler is the main-thread scheduler), `didSubscribe` runs at once, so events sent
  /// synchronously arrive before `subscribe` returns; otherwise (a background thread outside
  /// any scheduler's work) it is scheduled on a background scheduler. docs/library.md has
  /// the rule and why.
  @discardableResult
  public func subscribe(_ subscriber: Subscriber<Value>) -> any Disposable {
    if CurrentScheduler.isSet || InlineSubscription.isActive || MainThread.isCurrent {
      subscriber.add(start(subscriber))
    } else {
      let scheduled = QueueScheduler.subscriptionFallback.schedule {
        subscriber.add(self.start(subscriber))
      }
      subscriber.add(scheduled)
    }
    return subscriber
  }

  /// Subscribes `upstream` as a part of `downstream`'s subscription: how an operator chains
  /// into its source. `downstream` owns `upstream` before the source runs, so disposing
  /// `downstream` — from outside, or by a terminal event sent while the source is still
  /// inside its subscribe call (`from [1,2,3] | take 2`) — disposes `upstream` at once, and
  /// a synchronous source that checks `isDisposed` between elements stops there (SPEC §6).
  /// Returns `nil`, the value a `didSubscribe` closure returns when it owns nothing else.
  @discardableResult @inlinable
  public func subscribe<D>(_ upstream: Subscriber<Value>, for downstream: Subscriber<D>) -> (
    any Disposable
  )? {
    downstream.add(upstream)
    subscribe(upstream)
    return nil
  }

  /// Subscribes with closures; a missing closure ignores that kind of event, but an
  /// unhandled error still ends the subscription.
  @discardableResult
  public func subscribe(
    next: @escaping @Sendable (Value) -> Void = { _ in },
    error: @escaping @Sendable (any Error) -> Void = { _ in },
    completed: @escaping @Sendable () -> Void = {}
  ) -> any Disposable {
    subscribe(Subscriber(next: next, error: error, completed: completed))
  }

  /// Subscribes and forwards every event to `subscriber` (used by operators to chain a
  /// subscription into the one they serve). The inner subscription is owned by
  /// `subscriber`, so disposing `subscriber` disposes it.
  @discardableResult
  public func subscribe(forwardingTo subscriber: Subscriber<Value>) -> any Disposable {
    let inner = Subscriber<Value>(
      next: { subscriber.sendNext($0) },
      error: { subscriber.sendError($0) },
      completed: { subscriber.sendCompleted() }
    )
    subscriber.add(inner)
    return subscribe(inner)
  }
}
