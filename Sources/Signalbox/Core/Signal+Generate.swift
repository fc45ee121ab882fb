extension Signal {
  /// `initial`, then each state `iterate` makes of the one before, for as long as
  /// `condition` holds, each sent as `result` makes it, synchronously (RxJS 7's
  /// `generate`). Stops as soon as the subscription is disposed; a throw is the error.
  public static func generate<State: Sendable>(
    initial: State, condition: @escaping @Sendable (State) throws -> Bool,
    iterate: @escaping @Sendable (State) throws -> State,
    result: @escaping @Sendable (State) throws -> Value
  ) -> Signal {
    Signal { subscriber in
      do {
        var state = initial
        while try condition(state) {
          if subscriber.isDisposed { return nil }
          subscriber.sendNext(try result(state))
          if subscriber.isDisposed { return nil }
          state = try iterate(state)
        }
        subscriber.sendCompleted()
      } catch {
        subscriber.sendError(error)
      }
      return nil
    }
  }
}
