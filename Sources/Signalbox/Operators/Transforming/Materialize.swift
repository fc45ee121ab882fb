extension Signal {
  /// Every event as a value; after the terminal one, completed (RAC `-materialize`, EV1).
  /// The result never fails.
  public func materialize() -> Signal<Event<Value>> {
    Signal<Event<Value>> { downstream in
      self.subscribe(
        Subscriber(
          next: { downstream.sendNext(.next($0)) },
          error: {
            downstream.sendNext(.error($0))
            downstream.sendCompleted()
          },
          completed: {
            downstream.sendNext(.completed)
            downstream.sendCompleted()
          }
        ), for: downstream)
    }
  }

  /// Event values back into events (RAC `-dematerialize`, EV2): a completed or error
  /// value ends the signal.
  public func dematerialize<U: Sendable>() -> Signal<U> where Value == Event<U> {
    Signal<U> { downstream in
      self.subscribe(
        Subscriber(
          next: { downstream.send($0) },
          error: { downstream.sendError($0) },
          completed: { downstream.sendCompleted() }
        ), for: downstream)
    }
  }
}
