import DequeModule

extension Signal {
  /// Each value, and recursively each value of the signal `project` makes of it (RxJS 7's
  /// `expand`): a value is sent when it gets one of `limit` slots (0: no limit), then its
  /// signal is subscribed, and that signal's values are treated the same way; values that
  /// find every slot busy wait in order. Completes when the source and every signal made
  /// have completed and nothing waits; the first error (or a throw of `project`) ends it.
  ///
  /// A signal that sends synchronously is expanded depth-first, inside the turn that
  /// subscribed it (the junction's gate runs re-entrant work at once), as RxJS does.
  public func expand(
    limit: Int = 0, _ project: @escaping @Sendable (Value) throws -> Signal
  ) -> Signal {
    .junction(ExpandState<Value>(limit: max(0, limit))) { j in
      let run = ExpandRun(j, project)
      j.all.add(run.inners)
      j.input(
        self, next: { run.offer($0) },
        completed: {
          j.turn {
            $0.outerDone = true
            return $0.finished ? .completed : .nothing
          }
        })
    }
  }
}

/// The values waiting for a slot, the slots in use, and whether the source completed.
private struct ExpandState<Value: Sendable>: Sendable {
  let limit: Int
  var active = 0
  var waiting = Deque<Value>()
  var outerDone = false

  var finished: Bool { outerDone && active == 0 && waiting.isEmpty }
  var hasSlot: Bool { limit == 0 || active < limit }
}

/// One `expand` subscription's work: the junction, the projection and the running inner
/// subscriptions (each under a token it gives back when it completes, so a long expansion
/// holds only the running ones).
private final class ExpandRun<Value: Sendable>: Sendable {
  let j: Junction<ExpandState<Value>, Value>
  let project: @Sendable (Value) throws -> Signal<Value>
  let inners = CompoundDisposable()

  init(
    _ j: Junction<ExpandState<Value>, Value>,
    _ project: @escaping @Sendable (Value) throws -> Signal<Value>
  ) {
    self.j = j
    self.project = project
  }

  /// A value from the source or an inner signal: it takes a slot, or waits for one.
  func offer(_ value: Value) {
    j.turn(
      { state -> Bool in
        guard state.hasSlot else {
          state.waiting.append(value)
          return false
        }
        state.active += 1
        return true
      },
      act: { [self] go in if go { start(value) } })
  }

  /// Sends `value` (it has a slot) and subscribes the signal made of it.
  private func start(_ value: Value) {
    if j.isDisposed { return }
    j.downstream.sendNext(value)
    let inner: Signal<Value>
    do {
      inner = try project(value)
    } catch {
      j.fail(error)
      return
    }
    if j.isDisposed { return }
    let token = EventPathBox<DisposableToken?>(nil)
    let subscriber = Subscriber<Value>(
      next: { [self] in offer($0) },
      error: { [j] in j.fail($0) },
      completed: { [self] in completed(token.value) })
    token.value = inners.add(subscriber)
    inner.subscribe(subscriber)
  }

  /// An inner signal completed: its slot goes to the oldest waiting values.
  private func completed(_ token: DisposableToken?) {
    if let token { inners.remove(token) }
    j.turn(
      { state -> (ready: [Value], done: Bool) in
        state.active -= 1
        var ready: [Value] = []
        while state.hasSlot, let next = state.waiting.popFirst() {
          state.active += 1
          ready.append(next)
        }
        return (ready, state.finished)
      },
      act: { [self] decided in
        for value in decided.ready { start(value) }
        if decided.done { j.downstream.sendCompleted() }
      })
  }
}
