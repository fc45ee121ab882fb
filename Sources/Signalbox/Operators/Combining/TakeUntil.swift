extension Signal {
  /// Values until `trigger` sends a value or completes; then completed, disposing both
  /// (RAC `-takeUntil:`, TU1–TU4). The trigger is subscribed first: if it fires during its
  /// own subscription the source is never subscribed. Trigger errors are ignored.
  ///
  /// Every event of either side reaches downstream through one serial gate.
  public func takeUntil<T: Sendable>(_ trigger: Signal<T>) -> Signal {
    .junction { j in
      j.input(trigger, next: { _ in j.finish() }, error: { _ in }, completed: j.finish)
      if j.isDisposed { return }
      j.input(self, next: { j.sendNext($0) }, completed: j.finish)
    }
  }

  /// Source values and errors until `replacement` sends any event; from then on only the
  /// replacement's events (RAC `-takeUntilReplacement:`, TR1). The source's completion is
  /// never forwarded.
  public func takeUntilReplacement(_ replacement: Signal) -> Signal {
    .junction { j in
      let source = SerialDisposable()
      j.all.add(source)
      j.input(
        replacement,
        next: {
          source.dispose()
          j.sendNext($0)
        },
        error: {
          source.dispose()
          j.fail($0)
        },
        completed: {
          source.dispose()
          j.finish()
        })
      if source.isDisposed { return }
      let subscriber: Subscriber<Value> = j.subscriber(next: { j.sendNext($0) }, completed: {})
      source.inner = subscriber
      self.subscribe(subscriber)
    }
  }

  /// Ignores the source's values; when it completes, continues with the signal `next`
  /// builds, which is called only then (RAC `-then:`, LF3).
  public func then<U: Sendable>(_ next: @escaping @Sendable () throws -> Signal<U>) -> Signal<U> {
    ignoreValues(as: U.self).concat(.defer(next))
  }
}
