extension Signal {
  /// Rx's `distinct`: drops every value whose `key` was seen before in this subscription;
  /// the others pass. RAC's `distinctUntilChanged` compares with the previous value only.
  /// The keys seen are kept until the subscription ends. A thrown error from `key` is
  /// sent as the error.
  ///
  /// ```
  /// src: 1-2-1-3-2-|
  /// out: 1-2---3---|
  /// ```
  public func distinct<Key: Hashable & Sendable>(by key: @escaping @Sendable (Value) throws -> Key)
    -> Signal
  {
    relay { downstream in
      let seen = EventPathBox(Set<Key>())
      return Relay { value in
        let k: Key
        do { k = try key(value) } catch {
          downstream.sendError(error)
          return
        }
        if seen.value.insert(k).inserted { downstream.sendNext(value) }
      }
    }
  }
}

extension Signal where Value: Hashable {
  /// `distinct(by:)` of the values themselves.
  public func distinct() -> Signal {
    distinct { $0 }
  }
}
