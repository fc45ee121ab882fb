extension Signal {
  /// Every event as a value; after the terminal one, completed (RAC `-materialize`, EV1).
  /// The result never fails.
  public func materialize() -> Signal<Event<Value>> {
    relay { downstream in
      Relay(
        next: { downstream.sendNext(.next($0)) },
        error: {
          downstream.sendNext(.error($0))
          downstream.sendCompleted()
        },
        completed: {
          downstream.sendNext(.completed)
          downstream.sendCompleted()
        })
    }
  }

  /// Event values back into events (RAC `-dematerialize`, EV2): a completed or error
  /// value ends the signal.
  public func dematerialize<U: Sendable>() -> Signal<U> where Value == Event<U> {
    relay { (downstream: Subscriber<U>) in Relay { downstream.send($0) } }
  }
}
