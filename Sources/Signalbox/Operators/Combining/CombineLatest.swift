extension Signal {
  /// Pairs of the latest values of `self` and `other` (RAC `-combineLatestWith:`, CL1–CL4).
  ///
  /// `self` is subscribed first. Nothing is sent until both have sent a value; then every
  /// value from either side sends a pair. Completes when both have completed; any error is
  /// forwarded at once.
  public func combineLatestWith<U: Sendable>(_ other: Signal<U>) -> Signal<(Value, U)> {
    paired(with: other, CombineState<Value, U>())
  }

  /// n-ary combineLatest into arrays (RAC `+combineLatest:`, CL5–CL6): the inputs are
  /// subscribed in order, nothing is sent until each has sent a value, then every value
  /// sends the array of the latest ones; completes when all have completed. What RAC's
  /// nesting of the binary operator sends, an input listed twice included (it is subscribed
  /// twice), with one junction: a value costs O(K) for K inputs, not O(K²). `[]` completes
  /// at once.
  public static func combineLatest(_ signals: [Signal]) -> Signal<[Value]> {
    joined(signals, CombineAllState<Value>(count: signals.count))
  }
}

/// The latest value of each of K inputs, with how many have none yet and how many run.
private struct CombineAllState<V: Sendable>: ArrayJoinState {
  var latest: [V?]
  var missing: Int
  var running: Int

  init(count: Int) {
    latest = Array(repeating: nil, count: count)
    missing = count
    running = count
  }

  mutating func next(_ i: Int, _ value: V) -> Emission<[V]> {
    if latest[i] == nil { missing -= 1 }
    latest[i] = value
    guard missing == 0 else { return .nothing }
    return .value(latest.map { $0! })
  }

  mutating func complete(_ i: Int) -> Emission<[V]> {
    running -= 1
    return .value(nil, completes: running == 0)
  }
}

private struct CombineState<A: Sendable, B: Sendable>: PairingState {
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
