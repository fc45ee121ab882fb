extension Signal {
  /// On error, continues with the signal `handler` returns for it (RAC `-catch:`, CA1).
  /// Its events, error included, are forwarded; disposal disposes it too.
  public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Signal) -> Signal {
    relay { downstream in
      Relay(
        next: { downstream.sendNext($0) },
        error: { error in
          do {
            try handler(error).subscribe(forwardingTo: downstream)
          } catch {
            downstream.sendError(error)
          }
        })
    }
  }

  /// On error, continues with `replacement` (RAC `-catchTo:`).
  public func catchTo(_ replacement: Signal) -> Signal {
    self.catch { _ in replacement }
  }

  /// Values pass while `check` does not throw; the first throw ends the signal with that
  /// error (RAC `-try:`).
  public func attempt(_ check: @escaping @Sendable (Value) throws -> Void) -> Signal {
    map { value in
      try check(value)
      return value
    }
  }

  /// Maps each value; the first throw ends the signal with that error (RAC `-tryMap:`).
  public func tryMap<U: Sendable>(_ transform: @escaping @Sendable (Value) throws -> U) -> Signal<U>
  {
    map(transform)
  }
}
