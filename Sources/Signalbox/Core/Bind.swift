import Synchronization

extension Signal {
  /// The block `bind` calls for each value: it returns the stream to splice in (or `nil`)
  /// and may set `stop` to end the source side after this value.
  public typealias BindBlock<U: Sendable> = @Sendable (Value, inout Bool) throws -> Signal<U>?

  /// The primitive every stream operator can be derived from (RAC `-bind:`).
  ///
  /// Rules (RAC B1–B7):
  /// - `factory` runs once per subscription, so the block it returns may close over fresh
  ///   state; then the source is subscribed.
  /// - Each source value goes through the block; a returned signal is subscribed at once and
  ///   its values are forwarded as they arrive, concurrently with the source and earlier
  ///   inner signals (merge).
  /// - `nil` from the block disposes the source and counts it as completed; `stop = true`
  ///   subscribes the returned signal first, then does the same.
  /// - Completes once the source side and every inner signal have completed.
  /// - The first error (source, inner, or thrown by the block) is forwarded and disposes
  ///   everything; after that no value reaches the block.
  ///
  /// ```swift
  /// // flattenMap, from bind:
  /// source.bind { { value, _ in f(value) } }
  /// ```
  public func bind<U: Sendable>(_ factory: @escaping @Sendable () -> BindBlock<U>) -> Signal<U> {
    Signal<U> { downstream in
      let binding = Binding(block: factory(), downstream: downstream)
      let source = Subscriber<Value>(
        next: { binding.sourceNext($0) },
        error: { binding.fail($0) },
        completed: { binding.completeOne() }
      )
      binding.source.inner = source.disposable
      downstream.disposable.add(binding.all)
      self.subscribe(source)
      return nil
    }
  }
}

/// The state of one `bind` subscription, shared by the closures of its source and inner
/// subscribers (each captures only this object, so a subscriber's closures cost no
/// allocation of their own).
private final class Binding<Value: Sendable, U: Sendable>: Sendable {
  let block: Signal<Value>.BindBlock<U>
  let sink: SerializedSink<U>
  let all = CompoundDisposable()
  /// Subscriptions not yet completed: the source side counts as one.
  let active = Atomic<Int>(1)
  /// The source subscription, disposed early when the block returns `nil` or stops.
  let source = SerialDisposable()

  init(block: @escaping Signal<Value>.BindBlock<U>, downstream: Subscriber<U>) {
    self.block = block
    self.sink = SerializedSink(downstream)
    all.add(source)
  }

  func sourceNext(_ value: Value) {
    if all.isDisposed { return }
    var stop = false
    let signal: Signal<U>?
    do {
      signal = try block(value, &stop)
    } catch {
      fail(error)
      return
    }
    if let signal { subscribeInner(signal) }
    if signal == nil || stop {
      source.dispose()
      completeOne()
    }
  }

  func fail(_ error: any Error) {
    all.dispose()
    sink.sendError(error)
  }

  func completeOne() {
    if active.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { sink.sendCompleted() }
  }

  /// Subscribes an inner signal, owned by `all` from before it runs, so that disposing
  /// the bind — also from inside the inner's own synchronous loop, by a `take` downstream —
  /// stops it at once. A `just` (one value, nothing to stop) is the exception: it is never
  /// added, which keeps `flattenMap { just … }` at one allocation per value.
  private func subscribeInner(_ signal: Signal<U>) {
    active.add(1, ordering: .acquiringAndReleasing)
    let inner = Subscriber<U>(
      next: { self.sink.sendNext($0) },
      error: { self.fail($0) },
      completed: { self.completeOne() }
    )
    if signal.scalar == nil { all.addOwned(inner) }
    signal.subscribe(inner)
  }
}
