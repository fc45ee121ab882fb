extension Signal {
  /// The first `count` values, then completed right after the last one, disposing the
  /// source (RAC `-take:`, TK1–TK2). `take(0)` completes at subscription without
  /// subscribing to the source.
  public func take(_ count: Int) -> Signal {
    if count <= 0 { return .empty }
    return relay { downstream in
      let taken = EventPathBox(0)
      return Relay { value in
        if taken.value >= count { return }
        taken.value += 1
        downstream.sendNext(value)
        if taken.value == count { downstream.sendCompleted() }
      }
    }
  }

  /// Values until `predicate` is true; that value is not sent and the signal completes
  /// there (RAC `-takeUntilBlock:`, TK4).
  public func takeUntilBlock(_ predicate: @escaping @Sendable (Value) throws -> Bool) -> Signal {
    relay { downstream in
      Relay { value in
        let stop: Bool
        do { stop = try predicate(value) } catch {
          downstream.sendError(error)
          return
        }
        if stop { downstream.sendCompleted() } else { downstream.sendNext(value) }
      }
    }
  }

  /// Values while `predicate` is true (RAC `-takeWhileBlock:`): `takeUntilBlock(!predicate)`.
  public func takeWhileBlock(_ predicate: @escaping @Sendable (Value) throws -> Bool) -> Signal {
    takeUntilBlock { try !predicate($0) }
  }
}
