extension Signal {
  /// Pairs of the latest values of `self` and `other` (RAC `-combineLatestWith:`, CL1–CL4).
  ///
  /// `self` is subscribed first. Nothing is sent until both have sent a value; then every
  /// value from either side sends a pair. Completes when both have completed; any error is
  /// forwarded at once.
  public func combineLatestWith<U: Sendable>(_ other: Signal<U>) -> Signal<(Value, U)> {
    .junction(CombineState<Value, U>()) { j in
      j.input(
        self, next: { value in j.turn(value) { $0.nextLeft($1) } },
        completed: { j.turn { $0.completeLeft() } })
      j.input(
        other, next: { value in j.turn(value) { $0.nextRight($1) } },
        completed: { j.turn { $0.completeRight() } })
    }
  }

  /// n-ary combineLatest into arrays (RAC `+combineLatest:`, CL5–CL6), nesting the binary
  /// operator as RAC does: an input listed twice is subscribed twice and produces the
  /// intermediate arrays RAC produces. `[]` completes at once.
  public static func combineLatest(_ signals: [Signal]) -> Signal<[Value]> {
    join(signals) { $0.combineLatestWith($1).map { $0.0 + [$0.1] } }
  }
}

private struct CombineState<A: Sendable, B: Sendable>: Sendable {
  var left: A?
  var right: B?
  var leftDone = false
  var rightDone = false

  mutating func nextLeft(_ value: A) -> Emission<(A, B)> {
    left = value
    return pair()
  }
  mutating func nextRight(_ value: B) -> Emission<(A, B)> {
    right = value
    return pair()
  }
  mutating func completeLeft() -> Emission<(A, B)> {
    leftDone = true
    return .value(nil, completes: rightDone)
  }
  mutating func completeRight() -> Emission<(A, B)> {
    rightDone = true
    return .value(nil, completes: leftDone)
  }

  /// Both latest values, once each side has sent one.
  private func pair() -> Emission<(A, B)> {
    guard let left, let right else { return .nothing }
    return .value((left, right))
  }
}
