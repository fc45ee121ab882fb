import DequeModule

extension Signal {
  /// The final accumulator when the source completes, or `start` if it sent nothing (RAC
  /// `-aggregateWithStart:reduce:`, AG1: `scan(start, f).startWith(start).takeLast(1)`).
  /// An error is forwarded with no value. The fold is `scan`'s own relay, sending only its
  /// last value.
  public func aggregate<A: Sendable>(
    _ start: A, _ reduce: @escaping @Sendable (A, Value) throws -> A
  ) -> Signal<A> {
    aggregate(start) { running, value, _ in try reduce(running, value) }
  }

  /// `aggregate` with the zero-based index of each value.
  public func aggregate<A: Sendable>(
    _ start: A, _ reduce: @escaping @Sendable (A, Value, Int) throws -> A
  ) -> Signal<A> {
    fold(start, reduce, sendsEach: false)
  }

  /// One array of every value when the source completes; `[]` when it was empty (RAC
  /// `-collect`, AG2). A fresh array per subscription.
  /// Values are appended in place (amortised constant time each): a fold through
  /// `aggregate` would copy the array at every value, as its accumulator is still held.
  public func collect() -> Signal<[Value]> {
    collect(atMost: Int.max) { fatalError("unreachable: no array reaches Int.max values") }
  }

  /// `collect` that fails with `tooMany()` when value `limit + 1` arrives (the values kept
  /// so far are dropped, and the source disposed), so that no array grows past `limit`.
  public func collect(atMost limit: Int, _ tooMany: @escaping @Sendable () -> any Error)
    -> Signal<[Value]>
  {
    collect(
      atMost: limit, weight: { _ in 0 }, budget: .max, tooMany,
      tooBig: { fatalError("unreachable: no value weighs more than nothing") })
  }

  /// `collect(atMost:)` that also weighs each value before keeping it: when the weights of
  /// the values kept would pass `budget`, it fails with `tooBig()` (the values kept so far
  /// are dropped, and the source disposed), so that what the array holds stays within a
  /// budget of memory however many elements each value has.
  public func collect(
    atMost limit: Int, weight: @escaping @Sendable (Value) -> Int, budget: Int,
    _ tooMany: @escaping @Sendable () -> any Error,
    tooBig: @escaping @Sendable () -> any Error
  ) -> Signal<[Value]> {
    relay { (downstream: Subscriber<[Value]>) -> Relay<Value> in
      let kept = EventPathBox((values: [Value](), weight: 0))
      return Relay(
        next: { value in
          guard kept.value.values.count < limit else {
            kept.value = ([], 0)
            downstream.sendError(tooMany())
            return
          }
          let total = kept.value.weight + weight(value)
          guard total <= budget else {
            kept.value = ([], 0)
            downstream.sendError(tooBig())
            return
          }
          kept.value.weight = total
          kept.value.values.append(value)
        },
        completed: {
          let values = kept.value.values
          kept.value = ([], 0)
          downstream.sendNext(values)
          downstream.sendCompleted()
        })
    }
  }

  /// The number of values, when the source completes.
  public func count() -> Signal<Int> {
    aggregate(0) { count, _ in count + 1 }
  }

  /// The last `count` values, sent in order when the source completes (RAC `-takeLast:`,
  /// TL1). An error is forwarded alone; `takeLast(0)` only completes.
  public func takeLast(_ count: Int) -> Signal {
    relay { downstream in
      let kept = EventPathBox(Deque<Value>())
      return Relay(
        next: { value in
          guard count > 0 else { return }
          kept.value.append(value)
          if kept.value.count > count { kept.value.removeFirst() }
        },
        completed: {
          for value in kept.value { downstream.sendNext(value) }
          downstream.sendCompleted()
        })
    }
  }

  /// The first value then completed, or `fallback()` when the source completes empty.
  /// Errors are forwarded.
  public func first(or fallback: @escaping @Sendable () -> Value) -> Signal {
    relay { downstream in
      Relay(
        next: { value in
          downstream.sendNext(value)
          downstream.sendCompleted()
        },
        completed: {
          downstream.sendNext(fallback())
          downstream.sendCompleted()
        })
    }
  }
}
