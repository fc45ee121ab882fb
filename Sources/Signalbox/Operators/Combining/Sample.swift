import Synchronization

extension Signal {
  /// The source's latest value each time `sampler` sends (RAC `-sample:`, SA1). The source
  /// is subscribed first. Completes (or fails) when either side completes (or fails).
  ///
  /// Both sides act inside one serial gate: a tick reads the latest value under the lock
  /// and sends it in the same gate turn, so a terminal event decided on the other side's
  /// thread cannot overtake it.
  public func sample<S: Sendable>(_ sampler: Signal<S>) -> Signal {
    Signal { downstream in
      let latest = Mutex<Value?>(nil)
      let sink = SerializedSink(downstream)
      let all = CompoundDisposable()
      let end: @Sendable (Event<Value>) -> Void = { event in
        all.dispose()
        sink.run { sink.subscriber.send(event) }
      }
      let source = Subscriber<Value>(
        next: { value in sink.run { latest.withLock { $0 = value } } },
        error: { end(.error($0)) },
        completed: { end(.completed) }
      )
      let ticks = Subscriber<S>(
        next: { _ in
          sink.run {
            if let value = latest.withLock({ $0 }) { sink.subscriber.sendNext(value) }
          }
        },
        error: { end(.error($0)) },
        completed: { end(.completed) }
      )
      all.add(source)
      all.add(ticks)
      downstream.add(all)
      self.subscribe(source)
      sampler.subscribe(ticks)
      return nil
    }
  }
}
