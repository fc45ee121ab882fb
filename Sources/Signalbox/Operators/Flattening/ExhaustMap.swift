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
    .junction(ExhaustState()) { j in
      let current = SerialDisposable()
      j.all.add(current)
      j.input(
        self,
        next: { value in
          guard j.withState({ $0.start() }) else { return }
          let signal: Signal<U>
          do { signal = try transform(value) } catch {
            j.fail(error)
            return
          }
          let inner = Subscriber<U>(
            next: { j.sendNext($0) }, error: j.fail, completed: { j.turn { $0.completeInner() } })
          // Owned before it runs, so a synchronous inner signal stops when this is disposed;
          // the one it replaces has completed already.
          current.inner = inner
          signal.subscribe(inner)
        },
        completed: { j.turn { $0.completeOuter() } })
    }
  }
}

private struct ExhaustState {
  var innerActive = false
  var outerDone = false

  /// Whether a value starts an inner signal: only while none runs.
  mutating func start() -> Bool {
    if innerActive { return false }
    innerActive = true
    return true
  }

  mutating func completeInner<U>() -> Emission<U> {
    innerActive = false
    return outerDone ? .completed : .nothing
  }

  mutating func completeOuter<U>() -> Emission<U> {
    outerDone = true
    return innerActive ? .nothing : .completed
  }
}
