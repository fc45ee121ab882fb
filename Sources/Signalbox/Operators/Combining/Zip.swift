import DequeModule
import Synchronization

extension Signal {
  /// The n-th value of `self` paired with the n-th value of `other` (RAC `-zipWith:`,
  /// Z1–Z3). Completes as soon as one side has completed with nothing left in its buffer;
  /// values still buffered on the other side are dropped.
  public func zipWith<U: Sendable>(_ other: Signal<U>) -> Signal<(Value, U)> {
    Signal<(Value, U)> { downstream in
      let state = Mutex(ZipState<Value, U>())
      let sink = SerializedSink(downstream)
      let all = CompoundDisposable()

      // Pairing and completion are decided under the lock and sent inside the gate, both
      // in one gate turn: two threads cannot reorder pairs, and a completion decided on one
      // thread cannot overtake a pair decided on the other.
      @Sendable func settle(_ step: @escaping @Sendable (inout ZipState<Value, U>) -> Void) {
        sink.run {
          let (pairs, complete) = state.withLock { state -> ([(Value, U)], Bool) in
            step(&state)
            var pairs: [(Value, U)] = []
            while !state.left.isEmpty && !state.right.isEmpty {
              pairs.append((state.left.removeFirst(), state.right.removeFirst()))
            }
            let done =
              (state.leftDone && state.left.isEmpty) || (state.rightDone && state.right.isEmpty)
            return (pairs, done)
          }
          for pair in pairs { sink.subscriber.sendNext(pair) }
          if complete { sink.subscriber.sendCompleted() }
        }
      }

      let left = Subscriber<Value>(
        next: { value in settle { $0.left.append(value) } },
        error: { sink.sendError($0) },
        completed: { settle { $0.leftDone = true } }
      )
      let right = Subscriber<U>(
        next: { value in settle { $0.right.append(value) } },
        error: { sink.sendError($0) },
        completed: { settle { $0.rightDone = true } }
      )
      all.add(left)
      all.add(right)
      downstream.add(all)
      self.subscribe(left)
      other.subscribe(right)
      return nil
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

private struct ZipState<A, B> {
  var left = Deque<A>()
  var right = Deque<B>()
  var leftDone = false
  var rightDone = false
}
