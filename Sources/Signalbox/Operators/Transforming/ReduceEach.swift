extension Signal {
  /// Each two-element tuple passed to `reduce` as separate arguments (RAC `-reduceEach:`).
  public func reduceEach<A: Sendable, B: Sendable, U: Sendable>(
    _ reduce: @escaping @Sendable (A, B) throws -> U
  ) -> Signal<U> where Value == (A, B) {
    map { try reduce($0.0, $0.1) }
  }

  /// Each three-element tuple passed to `reduce` as separate arguments.
  public func reduceEach<A: Sendable, B: Sendable, C: Sendable, U: Sendable>(
    _ reduce: @escaping @Sendable (A, B, C) throws -> U
  ) -> Signal<U> where Value == (A, B, C) {
    map { try reduce($0.0, $0.1, $0.2) }
  }
}
