import DequeModule
import Synchronization

/// How many inner signals a flatten keeps subscribed at once.
public enum FlattenStrategy: Sendable, Equatable {
  /// Every inner signal at once (merge; RAC `flatten`, `flatten:0`).
  case merge
  /// One at a time, in order (concat; RAC `flatten:1`).
  case concat
  /// At most `n` at once, the rest queued in order (RAC `flatten:n`).
  case concurrent(Int)

  var limit: Int {
    switch self {
    case .merge: return 0
    case .concat: return 1
    case .concurrent(let n): return max(0, n)
    }
  }
}

extension Signal {
  /// Flattens a signal of signals with a concurrency limit (RAC `-flatten:`, F1–F5).
  ///
  /// Each inner signal is subscribed at once while fewer than the limit are active,
  /// otherwise queued in order; a completed inner signal makes room for the oldest queued
  /// one. Completes when the outer and every inner signal have completed; the first error
  /// wins and queued signals are never subscribed. Inner signals that complete
  /// synchronously are subscribed in a loop, not recursively, so 100 000 of them do not
  /// grow the stack.
  public func flatten<U: Sendable>(_ strategy: FlattenStrategy) -> Signal<U> where Value == Signal<U> {
    let limit = strategy.limit
    return Signal<U> { downstream in
      let flattening = Flattening<U>(downstream: downstream, limit: limit)
      let outer = Subscriber<Signal<U>>(
        next: { flattening.offer($0) },
        error: { flattening.fail($0) },
        completed: { flattening.outerCompleted() }
      )
      flattening.all.add(outer.disposable)
      downstream.disposable.add(flattening.all)
      self.subscribe(outer)
      return nil
    }
  }

  /// Merges a signal of signals (RAC `-flatten`): every inner signal at once.
  public func flatten<U: Sendable>() -> Signal<U> where Value == Signal<U> {
    flatten(.merge)
  }

  /// Concatenates a signal of signals (RAC `-concat` on a signal of signals): `flatten(1)`.
  public func concat<U: Sendable>() -> Signal<U> where Value == Signal<U> {
    flatten(.concat)
  }
}

/// The state of one flatten subscription. Decisions are taken under `state`'s lock; inner
/// subscriptions and downstream sends happen outside it.
private final class Flattening<U: Sendable>: Sendable {
  private struct State {
    var active = 0
    var queued = Deque<Signal<U>>()
    var ready = Deque<Signal<U>>()
    var subscribing = false
    var outerDone = false
    var finished = false
  }
  private let state = Mutex(State())
  let all = CompoundDisposable()
  let sink: SerializedSink<U>
  let limit: Int

  init(downstream: Subscriber<U>, limit: Int) {
    sink = SerializedSink(downstream)
    self.limit = limit
  }

  func offer(_ signal: Signal<U>) {
    let start = state.withLock { state -> Bool in
      if limit > 0 && state.active >= limit {
        state.queued.append(signal)
        return false
      }
      state.active += 1
      state.ready.append(signal)
      return claimLoop(&state)
    }
    if start { subscribeReady() }
  }

  func fail(_ error: any Error) {
    all.dispose()
    sink.sendError(error)
  }

  func outerCompleted() {
    let done = state.withLock { state -> Bool in
      state.outerDone = true
      return finishIfDone(&state)
    }
    if done { sink.sendCompleted() }
  }

  private func innerCompleted(_ holder: any Disposable) {
    all.remove(holder)
    holder.dispose()  // breaks holder -> inner subscriber -> completed handler -> holder
    let next = state.withLock { state -> FlattenStep in
      state.active -= 1
      if let signal = state.queued.popFirst() {
        state.active += 1
        state.ready.append(signal)
        return claimLoop(&state) ? .loop : .nothing
      }
      return finishIfDone(&state) ? .complete : .nothing
    }
    switch next {
    case .nothing: break
    case .complete: sink.sendCompleted()
    case .loop: subscribeReady()
    }
  }

  private func claimLoop(_ state: inout State) -> Bool {
    if state.subscribing { return false }
    state.subscribing = true
    return true
  }

  private func finishIfDone(_ state: inout State) -> Bool {
    if state.outerDone && state.active == 0 && state.queued.isEmpty && state.ready.isEmpty && !state.finished {
      state.finished = true
      return true
    }
    return false
  }

  /// Subscribes every signal that was given a slot, one after another (the trampoline).
  private func subscribeReady() {
    while let signal = state.withLock({ state -> Signal<U>? in
      if let next = state.ready.popFirst() { return next }
      state.subscribing = false
      return nil
    }) {
      if all.isDisposed { continue }
      let holder = SerialDisposable()
      let inner = Subscriber<U>(
        next: { [sink] in sink.sendNext($0) },
        error: { [self] in fail($0) },
        completed: { [self] in innerCompleted(holder) }
      )
      holder.inner = inner.disposable
      all.add(holder)
      signal.subscribe(inner)
    }
    let done = state.withLock { finishIfDone(&$0) }
    if done { sink.sendCompleted() }
  }
}

private enum FlattenStep { case nothing, complete, loop }
