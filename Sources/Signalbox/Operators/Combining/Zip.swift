import DequeModule

extension Signal {
  /// The n-th value of `self` paired with the n-th value of `other` (RAC `-zipWith:`,
  /// Z1–Z3). Completes as soon as one side has completed with nothing left in its buffer;
  /// values still buffered on the other side are dropped.
  public func zipWith<U: Sendable>(_ other: Signal<U>) -> Signal<(Value, U)> {
    paired(with: other, ZipState<Value, U>())
  }

  /// n-ary zip into arrays (RAC `+zip:`, Z4): the n-th value of each input, the inputs
  /// subscribed in order; completes as soon as one input has completed with nothing left
  /// in its buffer. What RAC's nesting of `zipWith` sends, with one junction: a value costs
  /// O(K) for K inputs, not O(K²). `[]` completes at once; an input listed twice is
  /// subscribed twice.
  public static func zip(_ signals: [Signal]) -> Signal<[Value]> {
    joined(signals, ZipAllState<Value>(count: signals.count))
  }
}

/// A buffer per input, with how many are empty, and whether an input has completed with
/// nothing left in its buffer (no array can be made any more).
private struct ZipAllState<V: Sendable>: ArrayJoinState {
  var buffers: [Deque<V>]
  var completed: [Bool]
  var empty: Int
  var done = false

  init(count: Int) {
    buffers = Array(repeating: Deque(), count: count)
    completed = Array(repeating: false, count: count)
    empty = count
  }

  mutating func next(_ i: Int, _ value: V) -> Emission<[V]> {
    if buffers[i].isEmpty { empty -= 1 }
    buffers[i].append(value)
    guard empty == 0 else { return .nothing }
    var ready: [[V]] = []
    while empty == 0 {
      var array: [V] = []
      array.reserveCapacity(buffers.count)
      for k in buffers.indices {
        array.append(buffers[k].removeFirst())
        if buffers[k].isEmpty {
          empty += 1
          if completed[k] { done = true }
        }
      }
      ready.append(array)
    }
    return ready.count == 1 ? .one(ready[0], completes: done) : .many(ready, completes: done)
  }

  mutating func complete(_ i: Int) -> Emission<[V]> {
    completed[i] = true
    if buffers[i].isEmpty { done = true }
    return .value(nil, completes: done)
  }
}

private struct ZipState<A: Sendable, B: Sendable>: PairingState {
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
