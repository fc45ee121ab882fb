extension Signal {
  /// Drops the first `count` values (RAC `-skip:`, TK3).
  public func skip(_ count: Int) -> Signal {
    if count <= 0 { return self }
    return relay { downstream in
      let skipped = EventPathBox(0)
      return Relay { value in
        if skipped.value < count {
          skipped.value += 1
          return
        }
        downstream.sendNext(value)
      }
    }
  }

  /// Drops values until `predicate` is true; that value and all later ones pass, and the
  /// predicate is no longer called (RAC `-skipUntilBlock:`, TK4).
  public func skipUntilBlock(_ predicate: @escaping @Sendable (Value) throws -> Bool) -> Signal {
    relay { downstream in
      let passing = EventPathBox(false)
      return Relay { value in
        if !passing.value {
          do { passing.value = try predicate(value) } catch {
            downstream.sendError(error)
            return
          }
          if !passing.value { return }
        }
        downstream.sendNext(value)
      }
    }
  }

  /// Drops values while `predicate` is true (RAC `-skipWhileBlock:`).
  public func skipWhileBlock(_ predicate: @escaping @Sendable (Value) throws -> Bool) -> Signal {
    skipUntilBlock { try !predicate($0) }
  }
}
