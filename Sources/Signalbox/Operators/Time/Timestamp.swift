extension Signal {
  /// Each value with the scheduler's time at which it arrived.
  public func timestamp(on scheduler: (any Scheduler)? = nil) -> Signal<
    (time: Double, value: Value)
  > {
    Signal<(time: Double, value: Value)>.defer {
      let scheduler = Signal.timeScheduler(scheduler)
      return self.map { (time: scheduler.now, value: $0) }
    }
  }
}
