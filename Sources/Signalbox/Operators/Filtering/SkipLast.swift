import DequeModule

extension Signal {
  /// Rx's `skipLast`: all but the last `count` values. Each value is held until `count`
  /// newer ones have arrived, then sent; the ones still held at completion are dropped.
  /// `skipLast(0)` is the source itself. (RAC has no such operator; `takeLast` is its
  /// opposite.)
  ///
  /// ```
  /// src: 1-2-3-4-|     (count = 2)
  /// out: ----1-2-|
  /// ```
  public func skipLast(_ count: Int) -> Signal {
    if count <= 0 { return self }
    return relay { downstream in
      let held = EventPathBox(Deque<Value>())
      return Relay { value in
        held.value.append(value)
        if held.value.count > count, let oldest = held.value.popFirst() {
          downstream.sendNext(oldest)
        }
      }
    }
  }
}
