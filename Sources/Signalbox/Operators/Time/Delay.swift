extension Signal {
  /// Each value and the completion re-sent `interval` seconds after they arrived; an error
  /// at once, dropping what is still waiting (RAC `-delay:`, D1–D3). `delay(0)` still
  /// defers each event to a later scheduler action.
  public func delay(_ interval: Double, on scheduler: (any Scheduler)? = nil) -> Signal {
    .junction { j in
      let scheduler = Signal.timeScheduler(scheduler)

      /// Runs `work` in a gate turn `interval` from now; the timer is owned until it fires.
      @Sendable func later(_ work: @escaping @Sendable () -> Void) {
        let holder = SerialDisposable()
        guard let token = j.all.add(holder) else { return }
        holder.inner = scheduler.schedule(afterDelay: interval) {
          j.all.remove(token)
          holder.dispose()  // breaks holder -> action -> holder: nothing kept per event
          j.inTurn(work)
        }
      }

      j.input(
        self, next: { value in later { j.downstream.sendNext(value) } },
        completed: { later { j.downstream.sendCompleted() } })
    }
  }
}
