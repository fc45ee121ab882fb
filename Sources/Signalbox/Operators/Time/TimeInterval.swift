extension Signal {
  /// Each value with the time since the value before it, or since the subscription for the
  /// first (RxJS 7's `timeInterval`), on the scheduler's clock.
  public func timeInterval(on scheduler: (any Scheduler)? = nil) -> Signal<
    (interval: Double, value: Value)
  > {
    Signal<(interval: Double, value: Value)>.defer {
      let scheduler = Signal.timeScheduler(scheduler)
      let last = EventPathBox(scheduler.now)
      return self.map { value in
        let now = scheduler.now
        defer { last.value = now }
        return (interval: now - last.value, value: value)
      }
    }
  }
}
