import Synchronization

extension Signal {
  /// Follows only the latest inner signal (RAC `-switchToLatest`, S1–S5).
  ///
  /// Each inner signal from the outer becomes the active one: it is subscribed first, then
  /// the previous one is cut off. Completes when the outer has completed and the active
  /// inner (if any) has completed; errors of the outer and of the active inner pass.
  public func switchToLatest<U: Sendable>() -> Signal<U> where Value == Signal<U> {
    switching(cutOffFirst: false)
  }

  /// The switch of `switchToLatest` and `switchMap`: with `cutOffFirst`, the current inner
  /// signal is cut off before the next one is subscribed (Rx's order), else after (RAC's).
  func switching<U: Sendable>(cutOffFirst: Bool) -> Signal<U> where Value == Signal<U> {
    Signal<U> { downstream in
      let state = Mutex(SwitchState())
      let sink = SerializedSink(downstream)
      let current = SerialDisposable()
      let all = CompoundDisposable([current])

      let outer = Subscriber<Signal<U>>(
        next: { signal in
          let id = state.withLock { state -> Int in
            state.latest += 1
            state.innerActive = true
            return state.latest
          }
          let inner = Subscriber<U>(
            // Decided and sent in one gate turn: a value of a replaced inner signal
            // cannot arrive after the switch.
            next: { value in
              sink.run {
                if state.withLock({ $0.latest == id }) { sink.subscriber.sendNext(value) }
              }
            },
            error: { error in
              if state.withLock({ $0.latest == id }) {
                all.dispose()
                sink.sendError(error)
              }
            },
            completed: {
              let done = state.withLock { state -> Bool in
                guard state.latest == id else { return false }
                state.innerActive = false
                return state.outerDone
              }
              if done { sink.sendCompleted() }
            }
          )
          if cutOffFirst {
            let previous = state.withLock { state -> DisposableToken? in
              defer { state.currentToken = nil }
              return state.currentToken
            }
            if let previous { all.remove(previous) }
            current.swap(nil)?.dispose()
          }
          // Owned from before it runs (a synchronous inner stops when the switch is
          // disposed); it becomes `current` once subscribed, and only then is the previous
          // one cut off, as RAC does (with `cutOffFirst`, none is left by then).
          let token = all.add(inner)
          signal.subscribe(inner)
          let previous = state.withLock { state -> DisposableToken? in
            defer { state.currentToken = token }
            return state.currentToken
          }
          if let previous { all.remove(previous) }
          current.swap(inner)?.dispose()
        },
        error: { error in
          all.dispose()
          sink.sendError(error)
        },
        completed: {
          let done = state.withLock { state -> Bool in
            state.outerDone = true
            return !state.innerActive
          }
          if done { sink.sendCompleted() }
        }
      )
      all.add(outer)
      downstream.add(all)
      self.subscribe(outer)
      return nil
    }
  }
}

extension Signal {
  /// Rx's `switchMap`: each value's signal, following only the latest. A new value cuts
  /// off the current inner signal first, then subscribes its own (RxJS's order; RAC's
  /// `map(transform).switchToLatest()` subscribes the new one first). Completes when the
  /// source and the current inner signal have completed; errors of either pass.
  ///
  /// ```
  /// src: 1---2-----|
  /// switchMap { v in cold(v-v-v|) }
  /// out: 1-1-2-2-2-|
  /// ```
  public func switchMap<U: Sendable>(_ transform: @escaping @Sendable (Value) throws -> Signal<U>)
    -> Signal<U>
  {
    map(transform).switching(cutOffFirst: true)
  }
}

private struct SwitchState {
  var latest = 0
  var innerActive = false
  var outerDone = false
  /// Where `all` keeps the current inner subscription (forgotten when it is replaced).
  var currentToken: DisposableToken?
}
