import Synchronization

extension Signal {
  /// Rx's `exhaustMap`: each value's signal, but only while no inner signal is running; a
  /// value that arrives meanwhile is dropped (`transform` is not called for it). Completes
  /// when the source has completed and no inner signal runs; the first error (the
  /// source's, the running inner signal's, or one `transform` throws) ends everything.
  ///
  /// Whether a value starts an inner signal is decided under the lock; the completions of
  /// the source and of the inner signal are decided and sent in one gate turn, so a
  /// completion cannot overtake the inner signal's last value.
  ///
  /// ```
  /// src: 1-2---3--|
  /// exhaustMap { v in cold(v--v|) }
  /// out: 1--1--3--3|
  /// ```
  public func exhaustMap<U: Sendable>(_ transform: @escaping @Sendable (Value) throws -> Signal<U>)
    -> Signal<U>
  {
    Signal<U> { downstream in
      let state = Mutex(ExhaustState())
      let sink = SerializedSink(downstream)
      let current = SerialDisposable()
      let all = CompoundDisposable([current])
      let fail: @Sendable (any Error) -> Void = { error in
        all.dispose()
        sink.sendError(error)
      }

      let outer = Subscriber<Value>(
        next: { value in
          let starts = state.withLock { state -> Bool in
            if state.innerActive { return false }
            state.innerActive = true
            return true
          }
          guard starts else { return }
          let signal: Signal<U>
          do { signal = try transform(value) } catch {
            fail(error)
            return
          }
          let inner = Subscriber<U>(
            next: { sink.sendNext($0) },
            error: fail,
            completed: {
              sink.run {
                let done = state.withLock { state -> Bool in
                  state.innerActive = false
                  return state.outerDone
                }
                if done { sink.subscriber.sendCompleted() }
              }
            }
          )
          // Owned before it runs, so a synchronous inner signal stops when this is disposed;
          // the one it replaces has completed already.
          current.inner = inner
          signal.subscribe(inner)
        },
        error: fail,
        completed: {
          sink.run {
            let done = state.withLock { state -> Bool in
              state.outerDone = true
              return !state.innerActive
            }
            if done { sink.subscriber.sendCompleted() }
          }
        }
      )
      all.add(outer)
      downstream.add(all)
      self.subscribe(outer)
      return nil
    }
  }
}

private struct ExhaustState {
  var innerActive = false
  var outerDone = false
}
