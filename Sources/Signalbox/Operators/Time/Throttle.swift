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
    Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let sink = SerializedSink(downstream)
      let state = Mutex(ThrottleState<Value>())
      let timer = SerialDisposable()
      let all = CompoundDisposable([timer])

      /// Takes the held value and cancels its timer; from a timer (`generation` given),
      /// only if no newer value has replaced the one it was started for.
      @Sendable func take(generation: Int?) -> Value? {
        let (current, held) = state.withLock { state -> (Bool, Value?) in
          if let generation, generation != state.generation { return (false, nil) }
          defer { state.held = nil }
          return (true, state.held)
        }
        if current { timer.swap(nil)?.dispose() }
        return held
      }

      let source = Subscriber<Value>(
        next: { value in
          let shouldThrottle: Bool
          do { shouldThrottle = try predicate(value) } catch {
            all.dispose()
            sink.sendError(error)
            return
          }
          sink.run {
            _ = take(generation: nil)
            if !shouldThrottle {
              sink.subscriber.sendNext(value)
              return
            }
            let generation = state.withLock { state -> Int in
              state.held = value
              state.generation += 1
              return state.generation
            }
            timer.inner = scheduler.schedule(afterDelay: interval) {
              sink.run {
                if let value = take(generation: generation) { sink.subscriber.sendNext(value) }
              }
            }
          }
        },
        error: { error in
          all.dispose()
          sink.sendError(error)
        },
        completed: {
          sink.run {
            if let value = take(generation: nil) { sink.subscriber.sendNext(value) }
            sink.subscriber.sendCompleted()
          }
        }
      )
      all.add(source)
      downstream.add(all)
      self.subscribe(source)
      return nil
    }
  }
}

private struct ThrottleState<Value> {
  var held: Value?
  /// Bumped for each held value; a timer sends only if it is still the current one.
  var generation = 0
}
