extension Signal {
  /// Rx's `pairwise`: `(previous, value)` for every value but the first. RAC's
  /// `combinePrevious` starts from a given value instead, so it sends for the first too.
  ///
  /// ```
  /// src: 1-2-4-|
  /// out: --a-b-|      a = (1, 2), b = (2, 4)
  /// ```
  public func pairwise() -> Signal<(Value, Value)> {
    relay { downstream in
      let previous = EventPathBox<Value?>(nil)
      return Relay { value in
        let before = previous.value
        previous.value = value
        if let before { downstream.sendNext((before, value)) }
      }
    }
  }
}
