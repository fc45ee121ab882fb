extension Signal {
  /// RxJS 7's `throttle(duration, {leading, trailing})` (defaults `true`, `false`): a value
  /// that arrives while no duration runs is sent (`leading`) and `duration(value)`
  /// subscribed; the values until its first value are dropped, except that with
  /// `trailing` the latest of them is sent then, and starts a duration of its own. With
  /// `leading: false` the first value only starts the duration. A duration completing
  /// without a value ends the throttling and sends nothing. Completion waits for a running
  /// duration only when `trailing` has a value to send. (RAC's `throttle T` is RxJS's
  /// `debounceTime`; `throttleTime T` is `throttle { timer T }`.)
  public func throttle<D: Sendable>(
    leading: Bool = true, trailing: Bool = false,
    _ duration: @escaping @Sendable (Value) throws -> Signal<D>
  ) -> Signal {
    .junction(DurationState<Value>()) { j in
      let running = SerialDisposable()
      j.all.add(running)
      /// Acts on a step: sends its value, starts its duration, completes.
      @Sendable func perform(_ step: ThrottleStep<Value>) {
        if step.stops { running.swap(nil)?.dispose() }
        if let value = step.send { j.downstream.sendNext(value) }
        if let (value, generation) = step.start {
          subscribeDuration(duration, value, generation, running, j) { generation, fired in
            j.turn {
              $0.end(generation, fired: fired, trailing: trailing)
            } act: {
              perform($0)
            }
          }
        }
        if step.completes { j.downstream.sendCompleted() }
      }
      j.input(
        self,
        next: { value in
          j.turn { state -> ThrottleStep<Value> in
            state.held = value
            guard state.running == nil else { return ThrottleStep() }
            return leading ? state.send() : state.start(value)
          } act: {
            perform($0)
          }
        },
        completed: {
          j.turn { state -> ThrottleStep<Value> in
            state.sourceDone = true
            var step = ThrottleStep<Value>()
            step.completes = !(trailing && state.held != nil && state.running != nil)
            return step
          } act: {
            perform($0)
          }
        })
    }
  }
}

/// What one turn of `throttle` decided.
struct ThrottleStep<Value: Sendable>: Sendable {
  /// Whether the running duration is to be unsubscribed.
  var stops = false
  var send: Value? = nil
  var start: (Value, Int)? = nil
  var completes = false
}

extension DurationState {
  /// Sends the held value, starting a duration for it unless the source is done.
  mutating func send() -> ThrottleStep<Value> {
    var step = ThrottleStep<Value>()
    guard let value = held else { return step }
    held = nil
    step.send = value
    if !sourceDone { step.start = start(value).start }
    return step
  }

  /// Starts a duration for `value`.
  mutating func start(_ value: Value) -> ThrottleStep<Value> {
    generation += 1
    running = generation
    var step = ThrottleStep<Value>()
    step.start = (value, generation)
    return step
  }

  /// The duration `generation` sent its first value (`fired`) or completed without one.
  mutating func end(_ generation: Int, fired: Bool, trailing: Bool) -> ThrottleStep<Value> {
    guard running == generation else { return ThrottleStep() }
    running = nil
    var step = ThrottleStep<Value>()
    if fired && trailing {
      step = send()
      step.completes = sourceDone
    } else if !fired {
      step.completes = sourceDone
    }
    step.stops = true
    return step
  }
}
