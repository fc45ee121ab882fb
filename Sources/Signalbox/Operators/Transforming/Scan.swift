extension Signal {
  /// Every running value of the fold, not `start` itself (RAC `-scanWithStart:reduce:`,
  /// SC1). State restarts per subscription.
  ///
  /// ```
  /// src: 1 2 3 4 |
  /// scan(0, +)
  /// out: 1 3 6 10 |
  /// ```
  public func scan<A: Sendable>(
    _ start: A, _ reduce: @escaping @Sendable (A, Value) throws -> A
  ) -> Signal<A> {
    scan(start) { running, value, _ in try reduce(running, value) }
  }

  /// `scan` with the zero-based index of each value (RAC `reduceWithIndex:`).
  public func scan<A: Sendable>(
    _ start: A, _ reduce: @escaping @Sendable (A, Value, Int) throws -> A
  ) -> Signal<A> {
    fold(start, reduce, sendsEach: true)
  }

  /// `scan` whose step updates the running value in place (`update(&running, value,
  /// index)`): the running value is not held elsewhere while it runs, so an array or
  /// string that it appends to grows in amortised constant time, not by a copy per value.
  public func scan<A: Sendable>(
    into start: A, _ update: @escaping @Sendable (inout A, Value, Int) throws -> Void
  ) -> Signal<A> {
    foldInPlace(start, update, sendsEach: true)
  }

  /// `aggregate` with an in-place step, as `scan(into:_:)`.
  public func aggregate<A: Sendable>(
    into start: A, _ update: @escaping @Sendable (inout A, Value, Int) throws -> Void
  ) -> Signal<A> {
    foldInPlace(start, update, sendsEach: false)
  }

  /// `combine(previous, current)` for each value, `start` standing in for the previous of
  /// the first (RAC `-combinePreviousWithStart:reduce:`). The result is not fed back.
  public func combinePrevious<U: Sendable>(
    _ start: Value, _ combine: @escaping @Sendable (Value, Value) throws -> U
  ) -> Signal<U> {
    relay { downstream in
      let previous = EventPathBox(start)
      return Relay { value in
        let out: U
        do { out = try combine(previous.value, value) } catch {
          downstream.sendError(error)
          return
        }
        previous.value = value
        downstream.sendNext(out)
      }
    }
  }

  /// The running fold, shared by `scan` (which sends every running value) and `aggregate`
  /// (which sends only the last, when the source completes: RAC's `scan` then
  /// `takeLast(1)`, with `start` when nothing came). A throwing `reduce` fails the signal.
  func fold<A: Sendable>(
    _ start: A, _ reduce: @escaping @Sendable (A, Value, Int) throws -> A, sendsEach: Bool
  ) -> Signal<A> {
    foldInPlace(
      start, { running, value, index in running = try reduce(running, value, index) },
      sendsEach: sendsEach)
  }

  /// The running fold with an in-place step (the state of `scan`, `aggregate` and their
  /// `into:` forms).
  func foldInPlace<A: Sendable>(
    _ start: A, _ update: @escaping @Sendable (inout A, Value, Int) throws -> Void,
    sendsEach: Bool
  ) -> Signal<A> {
    relay { (downstream: Subscriber<A>) -> Relay<Value> in
      let state = EventPathBox((running: start, index: 0))
      var sendLast: (@Sendable () -> Void)?
      if !sendsEach {
        sendLast = {
          downstream.sendNext(state.value.running)
          downstream.sendCompleted()
        }
      }
      return Relay(
        next: { value in
          do {
            try update(&state.value.running, value, state.value.index)
          } catch {
            downstream.sendError(error)
            return
          }
          state.value.index += 1
          if sendsEach { downstream.sendNext(state.value.running) }
        },
        completed: sendLast)
    }
  }
}
