import Synchronization

extension Signal {
  /// Rx's `withLatestFrom`: each source value paired with `other`'s latest value; source
  /// values that come before `other` has sent anything are dropped. `other` is subscribed
  /// first (RxJS's order); its completion is ignored (its last value stays in use), its
  /// error ends everything. Completes when the source completes.
  ///
  /// RAC's `combineLatestWith` also sends when `other` sends; `sample` sends the source's
  /// latest value when the *sampler* sends.
  ///
  /// Both sides act inside one serial gate: a source value reads `other`'s latest under
  /// the lock and is sent in the same gate turn, so a terminal event decided on the other
  /// side's thread cannot overtake it, nor a newer `other` value slip in between.
  ///
  /// ```
  /// src:   -a--b---c|
  /// other: --1---2---
  /// out:   ----(b1)-(c2)|
  /// ```
  public func withLatestFrom<U: Sendable>(_ other: Signal<U>) -> Signal<(Value, U)> {
    Signal<(Value, U)> { downstream in
      let latest = Mutex<U?>(nil)
      let sink = SerializedSink(downstream)
      let all = CompoundDisposable()
      let end: @Sendable (Event<(Value, U)>) -> Void = { event in
        all.dispose()
        sink.run { sink.subscriber.send(event) }
      }
      let others = Subscriber<U>(
        next: { value in sink.run { latest.withLock { $0 = value } } },
        error: { end(.error($0)) },
        completed: {}
      )
      let source = Subscriber<Value>(
        next: { value in
          sink.run {
            if let paired = latest.withLock({ $0 }) { sink.subscriber.sendNext((value, paired)) }
          }
        },
        error: { end(.error($0)) },
        completed: { end(.completed) }
      )
      all.add(others)
      all.add(source)
      downstream.add(all)
      other.subscribe(others)
      if !all.isDisposed { self.subscribe(source) }
      return nil
    }
  }
}
