extension Signal {
  /// Values until `trigger` sends a value or completes; then completed, disposing both
  /// (RAC `-takeUntil:`, TU1–TU4). The trigger is subscribed first: if it fires during its
  /// own subscription the source is never subscribed. Trigger errors are ignored.
  ///
  /// Every event of either side reaches downstream through one serial gate.
  public func takeUntil<T: Sendable>(_ trigger: Signal<T>) -> Signal {
    Signal { downstream in
      let sink = SerializedSink(downstream)
      let all = CompoundDisposable()
      let fire: @Sendable () -> Void = {
        all.dispose()
        sink.sendCompleted()
      }
      let triggerSubscriber = Subscriber<T>(next: { _ in fire() }, error: { _ in }, completed: fire)
      all.add(triggerSubscriber)
      downstream.add(all)
      trigger.subscribe(triggerSubscriber)
      if all.isDisposed { return nil }
      let source = Subscriber<Value>(
        next: { sink.sendNext($0) },
        error: { sink.sendError($0) },
        completed: fire
      )
      all.add(source)
      self.subscribe(source)
      return nil
    }
  }

  /// Source values and errors until `replacement` sends any event; from then on only the
  /// replacement's events (RAC `-takeUntilReplacement:`, TR1). The source's completion is
  /// never forwarded.
  public func takeUntilReplacement(_ replacement: Signal) -> Signal {
    Signal { downstream in
      let sink = SerializedSink(downstream)
      let sourceDisposable = SerialDisposable()
      downstream.add(sourceDisposable)
      let replacementSubscriber = Subscriber<Value>(
        next: {
          sourceDisposable.dispose()
          sink.sendNext($0)
        },
        error: {
          sourceDisposable.dispose()
          sink.sendError($0)
        },
        completed: {
          sourceDisposable.dispose()
          sink.sendCompleted()
        }
      )
      downstream.add(replacementSubscriber)
      replacement.subscribe(replacementSubscriber)
      if !sourceDisposable.isDisposed {
        let source = Subscriber<Value>(
          next: { sink.sendNext($0) },
          error: { sink.sendError($0) },
          completed: {}
        )
        sourceDisposable.inner = source
        self.subscribe(source)
      }
      return nil
    }
  }

  /// Ignores the source's values; when it completes, continues with the signal `next`
  /// builds, which is called only then (RAC `-then:`, LF3).
  public func then<U: Sendable>(_ next: @escaping @Sendable () throws -> Signal<U>) -> Signal<U> {
    ignoreValues(as: U.self).concat(.defer(next))
  }
}
