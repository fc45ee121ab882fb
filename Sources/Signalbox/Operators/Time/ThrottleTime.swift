extension Signal {
  /// Rx's leading `throttleTime` (RxJS's defaults, `leading: true, trailing: false`): a
  /// value passes and opens a window of `window` seconds; the values that arrive inside
  /// it are dropped; the first value at or after its end passes and opens the next.
  /// Nothing is held, so completion and errors pass at once.
  ///
  /// Not RAC's `throttle`, which holds the *latest* value until the source is quiet (Rx's
  /// `debounceTime`). The window is half-open: a value exactly `window` after the one that
  /// opened it passes (RxSwift's rule; RxJS's depends on which of two timers at the same
  /// instant runs first). It is kept as the time the window ends, read from the
  /// scheduler's clock at each value: no timer, nothing pending.
  ///
  /// ```
  /// src: a-bc-d--e-|     (window = 3 frames)
  /// out: a----d--e-|
  /// ```
  public func throttleTime(_ window: Double, on scheduler: (any Scheduler)? = nil) -> Signal {
    relay { downstream in
      let clock = Signal.timeScheduler(scheduler)
      let closesAt = EventPathBox<Double?>(nil)
      return Relay { value in
        let now = clock.now
        if let end = closesAt.value, now < end { return }
        closesAt.value = now + window
        downstream.sendNext(value)
      }
    }
  }
}
