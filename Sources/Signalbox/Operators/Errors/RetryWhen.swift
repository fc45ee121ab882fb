import Synchronization

extension Signal {
  /// Resubscribes when the notifier sends (RxJS 7's `retryWhen`): at the source's first
  /// error, `notifier` is given a signal of the source's errors (that error first, then
  /// each later one) and the signal it returns is subscribed; each of its values
  /// resubscribes the source, its completion completes, its error is the error. The
  /// source's completion completes. An error `passing` accepts is forwarded at once, never
  /// given to the notifier.
  public func retryWhen<T: Sendable>(
    passing: @escaping @Sendable (any Error) -> Bool = { _ in false },
    _ notifier: @escaping @Sendable (Signal<any Error>) throws -> Signal<T>
  ) -> Signal {
    notified(onError: true, passing: passing) {
      try notifier($0.map { $0.error ?? SignalError.noElements })
    }
  }

  /// Resubscribes when the notifier sends (RxJS 7's `repeatWhen`): at the source's first
  /// completion, `notifier` is given a signal of the source's completions (a `Void` each)
  /// and the signal it returns is subscribed; each of its values resubscribes the source.
  /// Completes once the notifier has completed and the source's last subscription has; the
  /// source's error or the notifier's is the error.
  public func repeatWhen<T: Sendable>(
    _ notifier: @escaping @Sendable (Signal<Void>) throws -> Signal<T>
  ) -> Signal {
    notified(onError: false) { try notifier($0.map { _ in () }) }
  }

  private func notified<T: Sendable>(
    onError: Bool, passing: @escaping @Sendable (any Error) -> Bool = { _ in false },
    _ notifier: @escaping @Sendable (Signal<Notice>) throws -> Signal<T>
  ) -> Signal {
    Signal { downstream in
      let run = NotifiedResubscription(
        self, downstream, onError: onError, passing: passing, notifier)
      downstream.add(run.current)
      downstream.add(run.notifications)
      run.attempt()
      return nil
    }
  }
}

/// What `retryWhen`'s and `repeatWhen`'s notifier is told: an attempt ended (with its
/// error, for `retryWhen`).
struct Notice: Sendable {
  let error: (any Error)?
}

/// One `retryWhen`/`repeatWhen` subscription: the running attempt, the notifier's
/// subscription and the subject feeding it. A resubscription asked for while an attempt
/// is still inside its subscribe call (a synchronous source and notifier) runs after that
/// call returns, in a loop: the stack does not grow with the attempts.
private final class NotifiedResubscription<Value: Sendable, T: Sendable>: Sendable {
  let source: Signal<Value>
  let downstream: Subscriber<Value>
  let onError: Bool
  /// Errors forwarded without a notice.
  let passing: @Sendable (any Error) -> Bool
  let notifier: @Sendable (Signal<Notice>) throws -> Signal<T>
  let current = SerialDisposable()
  let notifications = SerialDisposable()
  private struct State {
    var notices: Subject<Notice>? = nil
    var subscribing = false
    var again = false
    var attemptDone = false
    var notifierDone = false
  }
  private let state = Mutex(State())

  init(
    _ source: Signal<Value>, _ downstream: Subscriber<Value>, onError: Bool,
    passing: @escaping @Sendable (any Error) -> Bool,
    _ notifier: @escaping @Sendable (Signal<Notice>) throws -> Signal<T>
  ) {
    self.source = source
    self.downstream = downstream
    self.onError = onError
    self.passing = passing
    self.notifier = notifier
  }

  /// Subscribes the source, again for as long as resubscriptions were asked for during it.
  func attempt() {
    while !current.isDisposed {
      state.withLock {
        $0.subscribing = true
        $0.again = false
        $0.attemptDone = false
      }
      let subscriber = Subscriber<Value>(
        next: { [downstream] in downstream.sendNext($0) },
        error: { [self] error in
          if onError && !passing(error) {
            notify(Notice(error: error))
          } else {
            downstream.sendError(error)
          }
        },
        completed: { [self] in
          if onError { downstream.sendCompleted() } else { attemptCompleted() }
        })
      current.inner = subscriber
      source.subscribe(subscriber)
      let again = state.withLock { s -> Bool in
        s.subscribing = false
        return s.again
      }
      if !again { return }
    }
  }

  private func attemptCompleted() {
    let done = state.withLock { s -> Bool in
      s.attemptDone = true
      return s.notifierDone
    }
    if done { downstream.sendCompleted() } else { notify(Notice(error: nil)) }
  }

  private func notifierCompleted() {
    if onError {
      downstream.sendCompleted()
      return
    }
    let done = state.withLock { s -> Bool in
      s.notifierDone = true
      return s.attemptDone
    }
    if done { downstream.sendCompleted() }
  }

  private func resubscribe() {
    let now = state.withLock { s -> Bool in
      if s.subscribing {
        s.again = true
        return false
      }
      return true
    }
    if now { attempt() }
  }

  /// Tells the notifier; the first time, makes its signal and subscribes it.
  private func notify(_ notice: Notice) {
    let (notices, fresh) = state.withLock { s -> (Subject<Notice>, Bool) in
      if let notices = s.notices { return (notices, false) }
      let notices = Subject<Notice>()
      s.notices = notices
      return (notices, true)
    }
    if fresh {
      let made: Signal<T>
      do {
        made = try notifier(notices.signal)
      } catch {
        downstream.sendError(error)
        return
      }
      let subscriber = Subscriber<T>(
        next: { [self] _ in resubscribe() },
        error: { [downstream] in downstream.sendError($0) },
        completed: { [self] in notifierCompleted() })
      notifications.inner = subscriber
      made.subscribe(subscriber)
    }
    notices.sendNext(notice)
  }
}
