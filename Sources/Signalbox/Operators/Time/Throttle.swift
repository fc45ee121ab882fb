import Synchronization

extension Signal {
  /// RAC's throttle, which Rx calls debounce (TH1–TH5): each value replaces the held one
  /// and restarts an `interval` timer; when the timer fires the held value is sent.
  /// Completion sends the held value first; an error drops it.
  ///
  /// With `predicate`, only values passing it are held; the others are sent at once and
  /// silently discard any held value.
  ///
  /// Each event enters the serial gate once; in its turn the held value and the timer's
  /// generation are decided under the lock and the send happens outside it. A timer that
  /// fires after a newer value replaced its own (on another thread) finds a newer
  /// generation and sends nothing.
  ///
  /// ```
  /// src: a-b------c-|     (interval = 4 frames)
  /// out: -------b---c|
  /// ```
  public func throttle(
    _ interval: Double, on scheduler: (any Scheduler)? = nil,
    valuesPassing predicate: @escaping @Sendable (Value) throws -> Bool = { _ in true }
  ) -> Signal {
    .junction(ThrottleState<Value>()) { j in
      let scheduler = Signal.timeScheduler(scheduler)
      let timer = SerialDisposable()
      j.all.add(timer)

      /// Sends what a turn decided: the value held before (its timer cancelled), then
      /// either the new value at once or, held, a timer for it.
      @Sendable func act(_ step: ThrottleState<Value>.Step) {
        if step.cancelsTimer { timer.swap(nil)?.dispose() }
        if let value = step.send { j.downstream.sendNext(value) }
        if let generation = step.timerFor {
          timer.inner = scheduler.schedule(afterDelay: interval) {
            j.inTurn { act(j.withState { $0.fire(generation) }) }
          }
        }
        if step.completes { j.downstream.sendCompleted() }
      }

      j.input(
        self,
        next: { value in
          let shouldThrottle: Bool
          do { shouldThrottle = try predicate(value) } catch {
            j.fail(error)
            return
          }
          // One closure per value: decided under the lock, acted on in the same turn.
          j.inTurn { act(j.withState { $0.next(value, held: shouldThrottle) }) }
        },
        completed: { j.inTurn { act(j.withState { $0.complete() }) } })
    }
  }
}

private struct ThrottleState<Value: Sendable>: Sendable {
  var held: Value?
  /// Bumped for each held value; a timer sends only if it is still the current one.
  var generation = 0

  /// What a turn does, in order.
  struct Step {
    var cancelsTimer = false
    var send: Value?
    /// Start a timer for the value held under this generation.
    var timerFor: Int?
    var completes = false
  }

  /// A value: the held one is dropped (a value not throttled is sent at once), or the new
  /// one is held under a new generation.
  mutating func next(_ value: Value, held throttled: Bool) -> Step {
    held = nil
    guard throttled else { return Step(cancelsTimer: true, send: value) }
    held = value
    generation += 1
    return Step(cancelsTimer: true, timerFor: generation)
  }

  /// The timer started for `generation`: sends its value, unless a newer one replaced it.
  mutating func fire(_ generation: Int) -> Step {
    guard generation == self.generation else { return Step() }
    defer { held = nil }
    return Step(cancelsTimer: true, send: held)
  }

  mutating func complete() -> Step {
    defer { held = nil }
    return Step(cancelsTimer: true, send: held, completes: true)
  }
}
