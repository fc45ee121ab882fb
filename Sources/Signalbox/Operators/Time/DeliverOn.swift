extension Signal {
  /// Every event, the error included, re-sent from an action scheduled on `scheduler`, in
  /// order behind the values still waiting; the source's side effects stay where they were
  /// (RAC `-deliverOn:`, DO1). On an immediate scheduler the action runs at once.
  ///
  /// ```
  /// src:        a-b-#
  /// deliverOn:  a-b-#   each one scheduler turn later (same instant on the virtual clock)
  /// ```
  public func deliverOn(_ scheduler: any Scheduler) -> Signal {
    .junction { j in
      j.forward(self, errors: true) { work in j.later({ scheduler.schedule($0) }, work) }
    }
  }

  /// `deliverOn(scheduler)`, but an event that finds none of this subscription's events
  /// waiting is sent at once (RAC `-deliverOnMainThread` on the main thread, where a
  /// playground's session runs: `scheduler` is its main scheduler).
  public func deliverOnMainThread(_ scheduler: any Scheduler) -> Signal {
    .junction(0) { j in
      @Sendable func send(_ work: @escaping @Sendable () -> Void) {
        let waiting = j.withState { waiting in
          waiting += 1
          return waiting > 1
        }
        let done: @Sendable () -> Void = {
          j.withState { $0 -= 1 }
          work()
        }
        guard waiting else { return j.inTurn(done) }
        j.later({ scheduler.schedule($0) }, done)
      }
      j.forward(self, errors: true, through: send)
    }
  }

  /// The subscription itself, and so the source's side effects, made from an action
  /// scheduled on `scheduler`; disposing before it runs cancels it (RAC `-subscribeOn:`,
  /// DO1). Events are delivered where the source sends them.
  public func subscribeOn(_ scheduler: any Scheduler) -> Signal {
    let source = self
    return Signal { downstream in
      let subscription = SerialDisposable()
      downstream.add(subscription)
      subscription.inner = scheduler.schedule {
        subscription.inner = source.subscribe(forwardingTo: downstream)
      }
      return subscription
    }
  }
}
