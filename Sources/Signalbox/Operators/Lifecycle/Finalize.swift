import Synchronization

extension Signal {
  /// RxJS's `finalize`: runs `action` once the subscription has ended, however it ends —
  /// after the terminal event has gone downstream, or when the subscriber disposes it (an
  /// unsubscription, a `take` further down). RAC's `finally` (LF2) runs *before* the
  /// terminal event goes on, and not on disposal.
  ///
  /// A subscriber disposes its subscription *before* it runs its own terminal handler (as
  /// in RAC), so an action caused by disposal is queued on `scheduler` at the same instant:
  /// it runs once the event that caused the disposal (a `take`'s completion) is out.
  ///
  /// ```
  /// src: a-b|
  /// out: a-b|   then the action, once
  /// ```
  public func finalize(
    on scheduler: (any Scheduler)? = nil, _ action: @escaping @Sendable () -> Void
  )
    -> Signal
  {
    Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let state = Mutex((ran: false, ending: false))
      @Sendable func afterEnd() {
        if state.withLock({ s in
          defer { s.ran = true }
          return !s.ran
        }) {
          action()
        }
      }
      downstream.add(
        ActionDisposable {
          let queue = state.withLock { s in !s.ran && !s.ending }
          if queue { scheduler.schedule(afterEnd) }
        })
      let subscriber = Subscriber<Value>(
        next: { downstream.sendNext($0) },
        error: { error in
          state.withLock { $0.ending = true }
          downstream.sendError(error)
          afterEnd()
        },
        completed: {
          state.withLock { $0.ending = true }
          downstream.sendCompleted()
          afterEnd()
        })
      downstream.add(subscriber)
      self.subscribe(subscriber)
      return nil
    }
  }
}
