extension Signal {
  /// Fails with `SignalError.timedOut` if the signal has not completed or failed within
  /// `interval` seconds of subscription; values do not restart the timer (RAC
  /// `-timeout:onScheduler:`, TO1).
  public func timeout(_ interval: Double, on scheduler: (any Scheduler)? = nil) -> Signal {
    .junction { j in
      let scheduler = Signal.timeScheduler(scheduler)
      j.all.add(scheduler.schedule(afterDelay: interval) { j.fail(SignalError.timedOut) })
      j.input(self, next: { j.sendNext($0) }, completed: j.finish)
    }
  }
}
