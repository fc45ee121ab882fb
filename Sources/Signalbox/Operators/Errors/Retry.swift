extension Signal {
  /// Resubscribes on error, at most `count` times (`count + 1` subscriptions in all), then
  /// forwards the error; `nil` retries forever (RAC `-retry:`, RT1–RT2). Every attempt's
  /// values are forwarded; the completion of any attempt completes.
  ///
  /// The first subscription is synchronous; each resubscription is a new action on the
  /// current scheduler at the same instant, so retries never grow the stack.
  ///
  /// An error `passing` accepts is forwarded at once, never retried: the language passes
  /// an interrupted evaluation this way, with no extra subscription layer.
  public func retry(
    _ count: Int? = nil, passing: @escaping @Sendable (any Error) -> Bool = { _ in false }
  ) -> Signal {
    // A negative count is taken as 0; `Int.max` cannot overflow into a trap.
    resubscribing(
      onError: true, limit: count.map { $0 < Int.max ? max(0, $0) + 1 : Int.max },
      passing: passing)
  }

  /// Resubscribes on completion: `count` subscriptions in all, or forever when `nil`
  /// (RAC `-repeat`, RP1). `repeat(0)` completes at once without subscribing. An error ends
  /// it. Stack-safe like `retry`.
  public func `repeat`(_ count: Int? = nil) -> Signal {
    if let count, count <= 0 { return .empty }
    return resubscribing(onError: false, limit: count, passing: { _ in false })
  }

  /// RAC's `subscribeForever`: subscribe once now, then through recursive scheduling.
  private func resubscribing(
    onError: Bool, limit: Int?, passing: @escaping @Sendable (any Error) -> Bool
  ) -> Signal {
    Signal { downstream in
      let loop = Resubscription(
        source: self, downstream: downstream, onError: onError, limit: limit, passing: passing)
      downstream.add(loop.current)
      downstream.add(loop.recursion)
      loop.attempt(again: { [loop] in loop.startRecursion() })
      return nil
    }
  }
}

/// The state of one `retry`/`repeat` subscription. It holds one attempt at a time: a new
/// attempt replaces the ended one in `current`, so a million resubscriptions keep one
/// subscriber alive, not a million (memory flat in the number of attempts).
///
/// `@unchecked Sendable`: `attempts` is touched only on the subscription's serialized
/// event path (one attempt runs at a time, and the next starts from the previous one's
/// terminal event).
private final class Resubscription<Value: Sendable>: @unchecked Sendable {
  let source: Signal<Value>
  let downstream: Subscriber<Value>
  let onError: Bool
  let limit: Int?
  /// Errors forwarded without a resubscription.
  let passing: @Sendable (any Error) -> Bool
  /// The live attempt's subscriber.
  let current = SerialDisposable()
  /// The recursive scheduling that runs attempts after the first.
  let recursion = SerialDisposable()
  private var attempts = 0

  init(
    source: Signal<Value>, downstream: Subscriber<Value>, onError: Bool, limit: Int?,
    passing: @escaping @Sendable (any Error) -> Bool
  ) {
    self.source = source
    self.downstream = downstream
    self.onError = onError
    self.limit = limit
    self.passing = passing
  }

  func startRecursion() {
    let scheduler = CurrentScheduler.current ?? QueueScheduler(label: "signalbox.repeat")
    recursion.inner = scheduler.scheduleRecursive { [self] again in attempt(again: again) }
  }

  /// Subscribes once more; `again` asks for the next attempt.
  func attempt(again: @escaping @Sendable () -> Void) {
    if current.isDisposed { return }
    attempts &+= 1
    let subscriber = Subscriber<Value>(
      next: { [downstream] in downstream.sendNext($0) },
      error: { [self] error in
        if onError && mayResubscribe && !passing(error) {
          again()
        } else {
          downstream.sendError(error)
        }
      },
      completed: { [self] in
        if !onError && mayResubscribe { again() } else { downstream.sendCompleted() }
      }
    )
    // The ended attempt (if any) is released here: its subscriber is already disposed.
    current.inner = subscriber
    source.subscribe(subscriber)
  }

  private var mayResubscribe: Bool { limit.map { attempts < $0 } ?? true }
}
