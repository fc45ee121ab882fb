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
    .junction(Value?.none) { j in
      let scheduler = Signal.timeScheduler(scheduler)
      j.input(self, next: { value in j.update { $0 = value } }, completed: j.finish)
      if j.isDisposed { return }
      j.all.add(
        scheduler.schedule(at: scheduler.now + period, repeatingEvery: period) {
          j.turn { latest in
            defer { latest = nil }
            return .value(latest)
          }
        })
    }
  }
}
