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
      let block = factory()
      let sink = SerializedSink(downstream)
      let all = CompoundDisposable()
      let active = Mutex(1)  // the source side counts as one
      let sourceDisposable = SerialDisposable()
      all.add(sourceDisposable)

      @Sendable func completeOne(_ disposable: (any Disposable)?) {
        if let disposable { all.remove(disposable) }
        let last = active.withLock { count -> Bool in
          count -= 1
          return count == 0
        }
        if last { sink.sendCompleted() }
      }

      @Sendable func addSignal(_ signal: Signal<U>) {
        active.withLock { $0 += 1 }
        let holder = SerialDisposable()
        let inner = Subscriber<U>(
          next: { sink.sendNext($0) },
          error: { error in
            all.dispose()
            sink.sendError(error)
          },
          completed: { completeOne(holder) }
        )
        holder.inner = inner.disposable
        all.add(holder)
        signal.subscribe(inner)
      }

      let source = Subscriber<Value>(
        next: { value in
          if all.isDisposed { return }
          var stop = false
          let signal: Signal<U>?
          do {
            signal = try block(value, &stop)
          } catch {
            all.dispose()
            sink.sendError(error)
            return
          }
          if let signal { addSignal(signal) }
          if signal == nil || stop {
            sourceDisposable.dispose()
            completeOne(sourceDisposable)
          }
        },
        error: { error in
          all.dispose()
          sink.sendError(error)
        },
        completed: { completeOne(sourceDisposable) }
      )
      sourceDisposable.inner = source.disposable
      self.subscribe(source)
      return all
    }
  }
}
