extension Signal {
  /// Each value and the completion re-sent `interval` seconds after they arrived; an error
  /// at once, dropping what is still waiting (RAC `-delay:`, D1–D3). `delay(0)` still
  /// defers each event to a later scheduler action.
  public func delay(_ interval: Double, on scheduler: (any Scheduler)? = nil) -> Signal {
    .junction { j in
      let scheduler = Signal.timeScheduler(scheduler)
      // Each value and the completion in a gate turn `interval` from now; an error at once.
      j.forward(self, errors: false) { work in
        j.later({ scheduler.schedule(afterDelay: interval, $0) }, work)
      }
    }
  }
}
