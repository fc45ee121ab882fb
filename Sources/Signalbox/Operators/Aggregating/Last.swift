extension Signal {
  /// Rx's `last`: the last value when the source completes; an empty source fails with
  /// `failure()` (RxJS's `EmptyError`, "no elements in sequence"). RAC's `takeLast(1)`
  /// completes empty instead. Errors are forwarded.
  ///
  /// ```
  /// src: 1-2-3-|        src: ---|
  /// out: ------(3|)     out: ---#     no elements in sequence
  /// ```
  public func last(orFail failure: @escaping @Sendable () -> any Error = { SignalError.noElements })
    -> Signal
  {
    relay { downstream in
      let last = EventPathBox<Value?>(nil)
      return Relay(
        next: { last.value = $0 },
        completed: {
          guard let value = last.value else { return downstream.sendError(failure()) }
          downstream.sendNext(value)
          downstream.sendCompleted()
        })
    }
  }

  /// Rx's `reduce` without a seed: the first value is the first accumulator, each later
  /// one is folded in with its zero-based index (the first value's is 0); the result is
  /// sent at completion. An empty source only completes. (With a seed, Rx's `reduce` is
  /// RAC's `aggregate`.)
  ///
  /// ```
  /// src: 1-2-3-|      reduce { acc, v, _ in acc + v }
  /// out: ------(6|)
  /// ```
  public func reduce(_ combine: @escaping @Sendable (Value, Value, Int) throws -> Value) -> Signal {
    relay { downstream in
      let accumulator = EventPathBox<Value?>(nil)
      let index = EventPathBox(0)
      return Relay(
        next: { value in
          let i = index.value
          index.value += 1
          guard let acc = accumulator.value else {
            accumulator.value = value
            return
          }
          do { accumulator.value = try combine(acc, value, i) } catch {
            downstream.sendError(error)
          }
        },
        completed: {
          if let acc = accumulator.value { downstream.sendNext(acc) }
          downstream.sendCompleted()
        })
    }
  }
}
