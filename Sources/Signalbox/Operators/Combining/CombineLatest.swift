import Synchronization

extension Signal {
  /// Pairs of the latest values of `self` and `other` (RAC `-combineLatestWith:`, CL1–CL4).
  ///
  /// `self` is subscribed first. Nothing is sent until both have sent a value; then every
  /// value from either side sends a pair. Completes when both have completed; any error is
  /// forwarded at once.
  public func combineLatestWith<U: Sendable>(_ other: Signal<U>) -> Signal<(Value, U)> {
    Signal<(Value, U)> { downstream in
      let state = Mutex(CombineState<Value, U>())
      let sink = SerializedSink(downstream)
      let all = CompoundDisposable()

      @Sendable func update(_ step: @escaping @Sendable (inout CombineState<Value, U>) -> Void) {
        sink.run {
          let (pair, complete) = state.withLock { state -> ((Value, U)?, Bool) in
            step(&state)
            if state.justCompleted {
              state.justCompleted = false
              return (nil, state.leftDone && state.rightDone)
            }
            guard let left = state.left, let right = state.right else { return (nil, false) }
            return ((left, right), false)
          }
          if let pair { sink.subscriber.sendNext(pair) }
          if complete { sink.subscriber.sendCompleted() }
        }
      }

      let left = Subscriber<Value>(
        next: { value in update { $0.left = value } },
        error: { sink.sendError($0) },
        completed: {
          update {
            $0.leftDone = true
            $0.justCompleted = true
          }
        }
      )
      let right = Subscriber<U>(
        next: { value in update { $0.right = value } },
        error: { sink.sendError($0) },
        completed: {
          update {
            $0.rightDone = true
            $0.justCompleted = true
          }
        }
      )
      all.add(left)
      all.add(right)
      downstream.add(all)
      self.subscribe(left)
      other.subscribe(right)
      return nil
    }
  }

  /// n-ary combineLatest into arrays (RAC `+combineLatest:`, CL5–CL6), nesting the binary
  /// operator as RAC does: an input listed twice is subscribed twice and produces the
  /// intermediate arrays RAC produces. `[]` completes at once.
  public static func combineLatest(_ signals: [Signal]) -> Signal<[Value]> {
    join(signals) { $0.combineLatestWith($1).map { $0.0 + [$0.1] } }
  }
}

private struct CombineState<A, B> {
  var left: A?
  var right: B?
  var leftDone = false
  var rightDone = false
  var justCompleted = false
}
