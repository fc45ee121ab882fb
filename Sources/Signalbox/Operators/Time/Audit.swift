extension Signal {
  /// RxJS 7's `audit(duration)`: a value that arrives while no duration runs subscribes
  /// `duration(value)`; its first value sends the latest source value. A duration that
  /// completes without a value sends nothing (the value stays held for the next one).
  /// Completion waits for a running duration and its value; an error drops the held value.
  /// `auditTime T` is `audit { timer T }`.
  public func audit<D: Sendable>(_ duration: @escaping @Sendable (Value) throws -> Signal<D>)
    -> Signal
  {
    .junction(DurationState<Value>()) { j in
      let running = SerialDisposable()
      j.all.add(running)
      @Sendable func end(_ generation: Int, fired: Bool) {
        j.turn { state -> Emission<Value> in
          guard state.running == generation else { return .nothing }
          state.running = nil
          guard fired else { return state.sourceDone ? .completed : .nothing }
          defer { state.held = nil }
          return .value(state.held, completes: state.sourceDone)
        } act: { emission in
          running.swap(nil)?.dispose()
          j.emit(emission)
        }
      }
      j.input(
        self,
        next: { value in
          j.turn { state -> Int? in
            state.held = value
            guard state.running == nil else { return nil }
            state.generation += 1
            state.running = state.generation
            return state.generation
          } act: { generation in
            guard let generation else { return }
            subscribeDuration(duration, value, generation, running, j) { end($0, fired: $1) }
          }
        },
        completed: {
          j.turn { state -> Emission<Value> in
            state.sourceDone = true
            return state.held == nil || state.running == nil ? .completed : .nothing
          }
        })
    }
  }

  /// RxJS 7's `debounce(duration)`: each value is held, and `duration(value)` subscribed (the
  /// previous duration unsubscribed); its first value sends the held value. A duration that
  /// completes without a value sends nothing. Completion sends the held value first; an
  /// error drops it. (`debounce T` is RAC's `throttle T`, RxJS's `debounceTime`.)
  public func debounce<D: Sendable>(
    _ duration: @escaping @Sendable (Value) throws -> Signal<D>
  ) -> Signal {
    .junction(DurationState<Value>()) { j in
      let running = SerialDisposable()
      j.all.add(running)
      j.input(
        self,
        next: { value in
          j.turn { state -> Int in
            state.held = value
            state.generation += 1
            state.running = state.generation
            return state.generation
          } act: { generation in
            running.swap(nil)?.dispose()
            subscribeDuration(duration, value, generation, running, j) { generation, fired in
              guard fired else { return }
              j.turn { state -> Emission<Value> in
                guard state.running == generation else { return .nothing }
                state.running = nil
                defer { state.held = nil }
                return .value(state.held)
              } act: { emission in
                running.swap(nil)?.dispose()
                j.emit(emission)
              }
            }
          }
        },
        completed: {
          j.turn { state -> Emission<Value> in
            state.running = nil
            defer { state.held = nil }
            return .value(state.held, completes: true)
          } act: { emission in
            running.swap(nil)?.dispose()
            j.emit(emission)
          }
        })
    }
  }
}

/// Subscribes the duration signal `duration(value)` as the running one (`generation`):
/// `ended(generation, true)` at its first value, `ended(generation, false)` when it
/// completes without one; its error fails the operator.
func subscribeDuration<Value: Sendable, D: Sendable, Output: Sendable, State: Sendable>(
  _ duration: @Sendable (Value) throws -> Signal<D>, _ value: Value, _ generation: Int,
  _ running: SerialDisposable, _ j: Junction<State, Output>,
  ended: @escaping @Sendable (Int, Bool) -> Void
) {
  let signal: Signal<D>
  do { signal = try duration(value) } catch { return j.fail(error) }
  let subscriber = Subscriber<D>(
    next: { _ in ended(generation, true) }, error: { j.fail($0) },
    completed: { ended(generation, false) })
  running.swap(subscriber)?.dispose()
  signal.subscribe(subscriber)
}

/// The held value and the running duration of `audit`, `debounce` and `throttle`.
struct DurationState<Value: Sendable>: Sendable {
  var held: Value?
  /// The generation of the running duration, nil when none runs.
  var running: Int?
  var generation = 0
  var sourceDone = false
}
