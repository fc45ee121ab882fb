extension Signal {
  /// Drops a value equal to the one before it; the first value always passes (RAC
  /// `-distinctUntilChanged`, DU1).
  public func distinctUntilChanged(by equal: @escaping @Sendable (Value, Value) throws -> Bool)
    -> Signal
  {
    relay { downstream in
      let previous = EventPathBox<Value?>(nil)
      return Relay { value in
        if let last = previous.value {
          let same: Bool
          do { same = try equal(last, value) } catch {
            downstream.sendError(error)
            return
          }
          if same { return }
        }
        previous.value = value
        downstream.sendNext(value)
      }
    }
  }
}

extension Signal where Value: Equatable {
  /// `distinctUntilChanged(by: ==)`.
  public func distinctUntilChanged() -> Signal {
    distinctUntilChanged(by: ==)
  }
}
