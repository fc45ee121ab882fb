import Synchronization

extension Signal {
  /// The source's latest value each time `sampler` sends (RAC `-sample:`, SA1). The source
  /// is subscribed first. Completes (or fails) when either side completes (or fails).
  public func sample<S: Sendable>(_ sampler: Signal<S>) -> Signal {
    Signal { downstream in
      let latest = Mutex<Value?>(nil)
      let sink = SerializedSink(downstream)
      let all = CompoundDisposable()
      let source = Subscriber<Value>(
        next: { value in latest.withLock { $0 = value } },
        error: { all.dispose(); sink.sendError($0) },
        completed: { all.dispose(); sink.sendCompleted() }
      )
      let ticks = Subscriber<S>(
        next: { _ in
          if let value = latest.withLock({ $0 }) { sink.sendNext(value) }
        },
        error: { all.dispose(); sink.sendError($0) },
        completed: { all.dispose(); sink.sendCompleted() }
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
