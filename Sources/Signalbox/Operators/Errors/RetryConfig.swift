import Synchronization

extension Signal {
  /// RxJS 7's `retry({count, delay, resetOnSuccess})`: on error, resubscribes after `delay`
  /// seconds (at once when nil), at most `count` times (forever when nil); with
  /// `resetOnSuccess`, a value resets the count of retries. The error after the last
  /// retry is forwarded. Each resubscription is a new action on the scheduler, so retries
  /// never grow the stack. An error `passing` accepts is forwarded at once, never retried.
  ///
  /// ```
  /// src: a#           (count = 2, delay = 1 frame)
  /// out: a-a-a#
  /// ```
  public func retry(
    count: Int?, delay: Double?, resetOnSuccess: Bool = false,
    on scheduler: (any Scheduler)? = nil,
    passing: @escaping @Sendable (any Error) -> Bool = { _ in false }
  ) -> Signal {
    resubscribing(
      onError: true, count: count, delay: delay, reset: resetOnSuccess, on: scheduler,
      passing: passing)
  }

  /// RxJS 7's `repeat({count, delay})`: on completion, resubscribes after `delay` seconds
  /// (at once when nil); `count` subscriptions in all (forever when nil, none when 0). An
  /// error ends it.
  ///
  /// ```
  /// src: a|           (count = 2, delay = 2 frames)
  /// out: a---a|
  /// ```
  public func `repeat`(count: Int?, delay: Double?, on scheduler: (any Scheduler)? = nil)
    -> Signal
  {
    if let count, count <= 0 { return .empty }
    return resubscribing(
      onError: false, count: count.map { $0 - 1 }, delay: delay, reset: false, on: scheduler,
      passing: { _ in false })
  }

  /// `count` resubscriptions at most after the first subscription.
  private func resubscribing(
    onError: Bool, count: Int?, delay: Double?, reset: Bool, on scheduler: (any Scheduler)?,
    passing: @escaping @Sendable (any Error) -> Bool
  ) -> Signal {
    let source = self
    return Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let done = Mutex(0)
      let current = SerialDisposable()
      let wait = SerialDisposable()
      downstream.add(CompoundDisposable([current, wait]))

      @Sendable func subscribe() {
        if current.isDisposed { return }
        let subscriber = Subscriber<Value>(
          next: { value in
            if reset { done.withLock { $0 = 0 } }
            downstream.sendNext(value)
          },
          error: { error in
            if onError && !passing(error) && again() { return }
            downstream.sendError(error)
          },
          completed: {
            if !onError && again() { return }
            downstream.sendCompleted()
          })
        current.inner = subscriber
        source.subscribe(subscriber)
      }
      /// Whether another subscription is due; schedules it.
      @Sendable func again() -> Bool {
        let allowed = done.withLock { n -> Bool in
          if let count, n >= count { return false }
          n += 1
          return true
        }
        guard allowed else { return false }
        if let delay, delay > 0 {
          wait.inner = scheduler.schedule(afterDelay: delay, subscribe)
        } else {
          wait.inner = scheduler.schedule(subscribe)
        }
        return true
      }
      subscribe()
      return nil
    }
  }
}
