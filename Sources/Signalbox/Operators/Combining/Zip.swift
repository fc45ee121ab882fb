import DequeModule

extension Signal {
  /// The n-th value of `self` paired with the n-th value of `other` (RAC `-zipWith:`,
  /// Z1–Z3). Completes as soon as one side has completed with nothing left in its buffer;
  /// values still buffered on the other side are dropped.
  public func zipWith<U: Sendable>(_ other: Signal<U>) -> Signal<(Value, U)> {
    .junction(ZipState<Value, U>()) { j in
      j.input(
        self, next: { value in j.turn(value) { $0.nextLeft($1) } },
        completed: { j.turn { $0.completeLeft() } })
      j.input(
        other, next: { value in j.turn(value) { $0.nextRight($1) } },
        completed: { j.turn { $0.completeRight() } })
    }
  }

  /// n-ary zip into arrays (RAC `+zip:`, Z4): nests `zipWith` left to right, as RAC's
  /// `join:block:` does. `[]` completes at once; an input listed twice is subscribed twice.
  public static func zip(_ signals: [Signal]) -> Signal<[Value]> {
    join(signals) { $0.zipWith($1).map { $0.0 + [$0.1] } }
  }

  /// Builds an n-ary combination by nesting a binary one (RAC `+join:block:`).
  static func join(
    _ signals: [Signal], _ combine: (Signal<[Value]>, Signal) -> Signal<[Value]>
  ) -> Signal<[Value]> {
    guard let first = signals.first else { return .empty }
    var current = first.map { [$0] }
    for signal in signals.dropFirst() { current = combine(current, signal) }
    return current
  }
}

private struct ZipState<A: Sendable, B: Sendable>: Sendable {
  var left = Deque<A>()
  var right = Deque<B>()
  var leftDone = false
  var rightDone = false

  mutating func nextLeft(_ value: A) -> Emission<(A, B)> {
    left.append(value)
    return pairs()
  }
  mutating func nextRight(_ value: B) -> Emission<(A, B)> {
    right.append(value)
    return pairs()
  }
  mutating func completeLeft() -> Emission<(A, B)> {
    leftDone = true
    return pairs()
  }
  mutating func completeRight() -> Emission<(A, B)> {
    rightDone = true
    return pairs()
  }

  /// The pairs ready, and whether a side has completed with nothing left to pair.
  private mutating func pairs() -> Emission<(A, B)> {
    var ready: [(A, B)] = []
    while !left.isEmpty && !right.isEmpty {
      let pair = (left.removeFirst(), right.removeFirst())
      // The usual case, one pair, needs no array.
      if ready.isEmpty && (left.isEmpty || right.isEmpty) {
        return .value(pair, completes: done)
      }
      ready.append(pair)
    }
    return ready.isEmpty ? .value(nil, completes: done) : .many(ready, completes: done)
  }

  private var done: Bool { (leftDone && left.isEmpty) || (rightDone && right.isEmpty) }
}
