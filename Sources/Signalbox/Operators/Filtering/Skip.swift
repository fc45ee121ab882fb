extension Signal {
  /// Drops the first `count` values (RAC `-skip:`, TK3).
  public func skip(_ count: Int) -> Signal {
    if count <= 0 { return self }
    return Signal { downstream in
      let skipped = EventPathBox(0)
      return self.subscribe(
        Subscriber(
          next: { value in
            if skipped.value < count {
              skipped.value += 1
              return
            }
            downstream.sendNext(value)
          },
          error: { downstream.sendError($0) },
          completed: { downstream.sendCompleted() }
        ), for: downstream)
    }
  }

  /// Drops values until `predicate` is true; that value and all later ones pass, and the
  /// predicate is no longer called (RAC `-skipUntilBlock:`, TK4).
  public func skipUntilBlock(_ predicate: @escaping @Sendable (Value) throws -> Bool) -> Signal {
    Signal { downstream in
      let passing = EventPathBox(false)
      return self.subscribe(
        Subscriber(
          next: { value in
            if !passing.value {
              do { passing.value = try predicate(value) } catch {
                downstream.sendError(error)
                return
              }
              if !passing.value { return }
            }
            downstream.sendNext(value)
          },
          error: { downstream.sendError($0) },
          completed: { downstream.sendCompleted() }
        ), for: downstream)
    }
  }

  /// Drops values while `predicate` is true (RAC `-skipWhileBlock:`).
  public func skipWhileBlock(_ predicate: @escaping @Sendable (Value) throws -> Bool) -> Signal {
    skipUntilBlock { try !predicate($0) }
  }
}
