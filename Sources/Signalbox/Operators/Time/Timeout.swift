extension Signal {
  /// Fails with `SignalError.timedOut` if the signal has not completed or failed within
  /// `interval` seconds of subscription; values do not restart the timer (RAC
  /// `-timeout:onScheduler:`, TO1).
  public func timeout(_ interval: Double, on scheduler: (any Scheduler)? = nil) -> Signal {
    Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let sink = SerializedSink(downstream)
      let all = CompoundDisposable()
      all.add(
        scheduler.schedule(afterDelay: interval) {
          all.dispose()
          sink.sendError(SignalError.timedOut)
        })
      let source = Subscriber<Value>(
        next: { sink.sendNext($0) },
        error: {
          all.dispose()
          sink.sendError($0)
        },
        completed: {
          all.dispose()
          sink.sendCompleted()
        }
      )
      all.add(source)
      downstream.add(all)
      self.subscribe(source)
      return nil
    }
  }
}
