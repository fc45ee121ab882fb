import DequeModule

extension Signal {
  /// Whether `self` and `other` send equal values in the same order and complete alike
  /// (RxJS 7's `sequenceEqual`): both are subscribed (`self` first) and their values paired
  /// as they come; `false` is sent, then completion, at the first pair that differs or
  /// when one side sends a value the other, already completed, has no partner for; `true`
  /// when both have completed with every value paired. Either side's error is the error.
  public func sequenceEqual(
    _ other: Signal, by equal: @escaping @Sendable (Value, Value) -> Bool
  ) -> Signal<Bool> {
    .junction(SequenceEqualState<Value>()) { j in
      j.input(
        self, next: { value in j.turn { $0.next(value, side: 0, equal) } },
        completed: { j.turn { $0.complete(side: 0) } })
      if j.isDisposed { return }
      j.input(
        other, next: { value in j.turn { $0.next(value, side: 1, equal) } },
        completed: { j.turn { $0.complete(side: 1) } })
    }
  }
}

extension Signal where Value: Equatable {
  /// `sequenceEqual(_:by:)` with `==`.
  public func sequenceEqual(_ other: Signal) -> Signal<Bool> { sequenceEqual(other, by: ==) }
}

/// Each side's values not yet paired, and whether it has completed. Only one side ever
/// holds values: a value finds its partner in the other side's buffer or waits in its own.
private struct SequenceEqualState<Value: Sendable>: Sendable {
  var buffers = [Deque<Value>(), Deque<Value>()]
  var done = [false, false]

  mutating func next(
    _ value: Value, side: Int, _ equal: @Sendable (Value, Value) -> Bool
  ) -> Emission<Bool> {
    let other = 1 - side
    guard let partner = buffers[other].popFirst() else {
      if done[other] { return .one(false, completes: true) }
      buffers[side].append(value)
      return .nothing
    }
    let same = side == 0 ? equal(value, partner) : equal(partner, value)
    return same ? .nothing : .one(false, completes: true)
  }

  mutating func complete(side: Int) -> Emission<Bool> {
    done[side] = true
    let other = 1 - side
    guard done[other] else { return .nothing }
    return .one(buffers[other].isEmpty && buffers[side].isEmpty, completes: true)
  }
}
