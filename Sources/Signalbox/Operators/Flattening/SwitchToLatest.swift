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
    .junction(SwitchState()) { j in
      let current = SerialDisposable()
      j.all.add(current)

      /// Forgets the current inner subscription's place in `all` (it is being replaced).
      @Sendable func forget(replacingWith token: DisposableToken?) {
        let previous = j.withState { state -> DisposableToken? in
          defer { state.currentToken = token }
          return state.currentToken
        }
        if let previous { j.all.remove(previous) }
      }

      j.input(
        self,
        next: { signal in
          let id = j.withState { $0.next() }
          let inner = Subscriber<U>(
            // Decided and sent in one gate turn: a value of a replaced inner signal
            // cannot arrive after the switch.
            next: { value in j.turn { .value($0.latest == id ? value : nil) } },
            error: { error in if j.withState({ $0.latest == id }) { j.fail(error) } },
            completed: {
              if j.withState({ $0.completeInner(id) }) { j.finish() }
            }
          )
          if cutOffFirst {
            forget(replacingWith: nil)
            current.swap(nil)?.dispose()
          }
          // Owned from before it runs (a synchronous inner stops when the switch is
          // disposed); it becomes `current` once subscribed, and only then is the previous
          // one cut off, as RAC does (with `cutOffFirst`, none is left by then).
          let token = j.all.add(inner)
          signal.subscribe(inner)
          forget(replacingWith: token)
          current.swap(inner)?.dispose()
        },
        completed: {
          if j.withState({ $0.completeOuter() }) { j.finish() }
        })
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

  /// A new inner signal becomes the latest; answers its id.
  mutating func next() -> Int {
    latest += 1
    innerActive = true
    return latest
  }

  /// Inner signal `id` completed: whether that completes the switch.
  mutating func completeInner(_ id: Int) -> Bool {
    guard latest == id else { return false }
    innerActive = false
    return outerDone
  }

  mutating func completeOuter() -> Bool {
    outerDone = true
    return !innerActive
  }
}
