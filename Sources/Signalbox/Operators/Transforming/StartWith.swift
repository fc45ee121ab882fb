extension Signal {
  /// `value` first, at subscription, then the source (RAC `-startWith:`, SW1):
  /// `just(value).concat(self)`.
  public func startWith(_ value: Value) -> Signal {
    Signal.just(value).concat(self)
  }

  /// Like `startWith(_:)`, with the value computed at each subscription.
  public func startWith(_ value: @escaping @Sendable () throws -> Value) -> Signal {
    Signal.defer { .just(try value()) }.concat(self)
  }
}
