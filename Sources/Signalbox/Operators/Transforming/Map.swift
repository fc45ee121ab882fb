extension Signal {
  /// Each value replaced by `transform(value)` (RAC `-map:`).
  ///
  /// Equivalent to `flattenMap { .just(transform($0)) }`, the RAC derivation; this is the
  /// specialised path with the same behaviour (the tests check both). A thrown error ends
  /// the signal with that error.
  ///
  /// ```
  /// src: -1-2-3-|
  /// map { $0 * 10 }
  /// out: -10-20-30-|
  /// ```
  public func map<U: Sendable>(_ transform: @escaping @Sendable (Value) throws -> U) -> Signal<U> {
    if let value = scalar {
      // `just(v).map(f)`: f(v) sent and completed in one subscription, f still run at each
      // subscription (RAC C4) — the same events as the two-level form. OpenCombine fuses
      // `Just.map` too (it runs the transform at once and returns a `Just`).
      return Signal<U> { downstream in
        let mapped: U
        do { mapped = try transform(value) } catch {
          downstream.sendError(error)
          return nil
        }
        downstream.sendNext(mapped)
        downstream.sendCompleted()
        return nil
      }
    }
    return relay { downstream in
      Relay { value in
        let mapped: U
        do { mapped = try transform(value) } catch {
          downstream.sendError(error)
          return
        }
        downstream.sendNext(mapped)
      }
    }
  }

  /// Each value replaced by `replacement` (RAC `-mapReplace:`).
  public func mapReplace<U: Sendable>(_ replacement: U) -> Signal<U> {
    map { _ in replacement }
  }
}
