extension Signal {
  /// The values for which `predicate` is true (RAC `-filter:`).
  ///
  /// Equivalent to `flattenMap { predicate($0) ? .just($0) : .empty }`; this is the
  /// specialised path with the same behaviour.
  public func filter(_ predicate: @escaping @Sendable (Value) throws -> Bool) -> Signal {
    relay { downstream in
      Relay { value in
        let keep: Bool
        do { keep = try predicate(value) } catch {
          downstream.sendError(error)
          return
        }
        if keep { downstream.sendNext(value) }
      }
    }
  }

  /// Drops the values for which `matches` is true (RAC `-ignore:` with an equality test).
  public func ignore(where matches: @escaping @Sendable (Value) throws -> Bool) -> Signal {
    filter { try !matches($0) }
  }

  /// Only the terminal event (RAC `-ignoreValues`, LF4).
  public func ignoreValues<U: Sendable>(as type: U.Type = U.self) -> Signal<U> {
    relay { (_: Subscriber<U>) in Relay { _ in } }
  }
}

extension Signal where Value: Equatable {
  /// Drops values equal to `value` (RAC `-ignore:`).
  public func ignore(_ value: Value) -> Signal {
    filter { $0 != value }
  }
}
