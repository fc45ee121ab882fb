import DequeModule

extension Signal {
  /// Whether `self` and `other` send equal values in the same order and complete alike
  /// (RxJS 7's `sequenceEqual`): both are subscribed (`self` first) and their values paired
  /// as they come; `false` is sent, then completion, at the first pair that differs or
  /// when one side sends a value the other, already completed, has no partner for; `true`
  /// when both have completed with every value paired. Either side's error is the error,
  /// and so is a throw of `equal`, which is given `self`'s value first and runs outside the
  /// lock, in the turn of the value that completed the pair.
  public func sequenceEqual(
    _ other: Signal, by equal: @escaping @Sendable (Value, Value) throws -> Bool
  ) -> Signal<Bool> {
    .junction(SequenceEqualState<Value>()) { j in
      let receive: @Sendable (Value, Int) -> Void = { value, side in
        j.turn(
          { $0.next(value, side: side) },
          act: { step in
            switch step {
            case .send(let emission): j.emit(emission)
            case .compare(let a, let b):
              do {
                if try !equal(a, b) { j.emit(.one(false, completes: true)) }
              } catch {
                j.fail(error)
              }
            }
          })
      }
      j.input(
        self, next: { receive($0, 0) }, completed: { j.turn { $0.complete(side: 0) } })
      if j.isDisposed { return }
      j.input(
        other, next: { receive($0, 1) }, completed: { j.turn { $0.complete(side: 1) } })
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

  /// What a value leads to: a pair to compare (`self`'s value first), or what to send.
  enum Step: Sendable {
    case compare(Value, Value)
    case send(Emission<Bool>)
  }

  mutating func next(_ value: Value, side: Int) -> Step {
    let other = 1 - side
    guard let partner = buffers[other].popFirst() else {
      if done[other] { return .send(.one(false, completes: true)) }
      buffers[side].append(value)
      return .send(.nothing)
    }
    return side == 0 ? .compare(value, partner) : .compare(partner, value)
  }

  mutating func complete(side: Int) -> Emission<Bool> {
    done[side] = true
    let other = 1 - side
    guard done[other] else { return .nothing }
    return .one(buffers[other].isEmpty && buffers[side].isEmpty, completes: true)
  }
}
