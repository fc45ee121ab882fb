import DequeModule
import Synchronization

/// The one engine behind `bind` (and so `flattenMap`), `flatten`, `merge` and `concat`:
/// it turns each outer value into an inner signal and merges the inner signals' values
/// into one downstream.
///
/// - `limit` inner signals run at once (0: no limit); the others wait in order and start
///   as running ones complete. With a limit, inner signals that were given a slot are
///   subscribed in a loop (a trampoline), so 100 000 inner signals that complete
///   synchronously do not grow the stack.
/// - `pending` counts the outer side (1) and every inner signal not yet completed, waiting
///   ones included: the merge completes when it reaches 0.
/// - The first error (outer, inner, or thrown by the block) disposes everything and is
///   sent; downstream sends go through one serial gate, since inner signals may send from
///   several threads at once.
/// - Inner subscriptions are owned by `inners` from before they run, each under a token it
///   gives back when it ends, so a long merge holds only the running ones. A `just` (one
///   value, nothing to stop) is never added: `flattenMap { just … }` costs one allocation
///   per value.
final class MergeEngine<Value: Sendable, U: Sendable>: Sendable {
  let block: Signal<Value>.BindBlock<U>
  let limit: Int
  let sink: SerializedSink<U>
  /// The outer subscription, disposed early when the block returns `nil` or stops.
  let source = SerialDisposable()
  let inners = CompoundDisposable()
  private let pending = Atomic<Int>(1)
  private struct Slots {
    var running = 0
    var waiting = Deque<Signal<U>>()
    var ready = Deque<Signal<U>>()
    var subscribing = false
  }
  /// Used only with a limit.
  private let slots = Mutex(Slots())

  init(_ downstream: Subscriber<U>, limit: Int, _ block: @escaping Signal<Value>.BindBlock<U>) {
    self.block = block
    self.limit = limit
    self.sink = SerializedSink(downstream)
  }

  /// A signal that merges what `factory`'s block makes of `source`'s values.
  static func signal(
    _ outer: Signal<Value>, limit: Int,
    _ factory: @escaping @Sendable () -> Signal<Value>.BindBlock<U>
  ) -> Signal<U> {
    Signal<U> { downstream in
      let engine = MergeEngine(downstream, limit: limit, factory())
      let subscriber = Subscriber<Value>(
        next: { engine.receive($0) },
        error: { engine.fail($0) },
        completed: { engine.completeOne() }
      )
      engine.source.inner = subscriber
      // Disposed in this order: the outer side first, then the inner subscriptions.
      downstream.add(engine.source)
      downstream.add(engine.inners)
      outer.subscribe(subscriber)
      return nil
    }
  }

  func receive(_ value: Value) {
    if inners.isDisposed { return }
    var stop = false
    let signal: Signal<U>?
    do {
      signal = try block(value, &stop)
    } catch {
      fail(error)
      return
    }
    if let signal {
      pending.add(1, ordering: .acquiringAndReleasing)
      if limit == 0 { subscribeInner(signal) } else { offer(signal) }
    }
    if signal == nil || stop {
      source.dispose()
      completeOne()
    }
  }

  func fail(_ error: any Error) {
    source.dispose()
    inners.dispose()
    sink.sendError(error)
  }

  func completeOne() {
    if pending.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { sink.sendCompleted() }
  }

  /// An inner subscription completed: forget it, give its slot to the oldest waiting
  /// signal, and count it done.
  func innerCompleted(_ token: DisposableToken?) {
    if let token { inners.remove(token) }
    if limit > 0 {
      let loop = slots.withLock { slots -> Bool in
        guard let next = slots.waiting.popFirst() else {
          slots.running -= 1
          return false
        }
        slots.ready.append(next)
        return claimLoop(&slots)
      }
      if loop { subscribeReady() }
    }
    completeOne()
  }

  private func offer(_ signal: Signal<U>) {
    let loop = slots.withLock { slots -> Bool in
      if slots.running >= limit {
        slots.waiting.append(signal)
        return false
      }
      slots.running += 1
      slots.ready.append(signal)
      return claimLoop(&slots)
    }
    if loop { subscribeReady() }
  }

  private func claimLoop(_ slots: inout Slots) -> Bool {
    if slots.subscribing { return false }
    slots.subscribing = true
    return true
  }

  /// Subscribes every signal that was given a slot, one after another (the trampoline).
  private func subscribeReady() {
    while let signal = slots.withLock({ slots -> Signal<U>? in
      if let next = slots.ready.popFirst() { return next }
      slots.subscribing = false
      return nil
    }) {
      subscribeInner(signal)
    }
  }

  private func subscribeInner(_ signal: Signal<U>) {
    if inners.isDisposed { return }
    if signal.scalar != nil {
      // Each closure captures only the engine: no allocation beyond the subscriber.
      signal.subscribe(
        Subscriber<U>(
          next: { [self] in sink.sendNext($0) },
          error: { [self] in fail($0) },
          completed: { [self] in innerCompleted(nil) }
        ))
      return
    }
    let token = EventPathBox<DisposableToken?>(nil)
    let inner = Subscriber<U>(
      next: { [self] in sink.sendNext($0) },
      error: { [self] in fail($0) },
      completed: { [self] in innerCompleted(token.value) }
    )
    token.value = inners.add(inner)
    signal.subscribe(inner)
  }
}
