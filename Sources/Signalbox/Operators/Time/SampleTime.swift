import Synchronization

extension Signal {
  /// Rx's `sampleTime`: every `period` seconds from the subscription, the latest value —
  /// only if one arrived since the last tick (each value is sent at most once).
  /// Completion and errors pass at once; a value still held at completion is dropped.
  ///
  /// RAC's `sample` ticks with another signal and sends the latest value again at every
  /// tick, even when no new one came.
  ///
  /// The source is subscribed first, then the ticks are scheduled (RxJS's order: a value
  /// sent at the very time of a tick, by a source scheduled earlier, is in that tick).
  /// Values and ticks take the serial gate; a tick takes the held value under the lock
  /// and sends it in the same turn.
  ///
  /// ```
  /// src: ab---c-------|     (period = 3 frames)
  /// out: ---b-----c---|
  /// ```
  public func sampleTime(_ period: Double, on scheduler: (any Scheduler)? = nil) -> Signal {
    Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let sink = SerializedSink(downstream)
      let latest = Mutex<Value?>(nil)
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
      all.add(source)
      downstream.add(all)
      self.subscribe(source)
      if all.isDisposed { return nil }
      all.add(
        scheduler.schedule(at: scheduler.now + period, repeatingEvery: period) {
          sink.run {
            let value = latest.withLock { latest -> Value? in
              defer { latest = nil }
              return latest
            }
            if let value { sink.subscriber.sendNext(value) }
          }
        })
      return nil
    }
  }
}
