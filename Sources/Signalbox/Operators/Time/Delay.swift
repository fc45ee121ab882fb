extension Signal {
  /// Each value and the completion re-sent `interval` seconds after they arrived; an error
  /// at once, dropping what is still waiting (RAC `-delay:`, D1–D3). `delay(0)` still
  /// defers each event to a later scheduler action.
  public func delay(_ interval: Double, on scheduler: (any Scheduler)? = nil) -> Signal {
    Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let sink = SerializedSink(downstream)
      let all = CompoundDisposable()

      @Sendable func later(_ work: @escaping @Sendable () -> Void) {
        let holder = SerialDisposable()
        guard let token = all.add(holder) else { return }
        holder.inner = scheduler.schedule(afterDelay: interval) {
          all.remove(token)
          holder.dispose()  // breaks holder -> action -> holder: nothing kept per event
          sink.run(work)
        }
      }

      let source = Subscriber<Value>(
        next: { value in later { sink.subscriber.sendNext(value) } },
        error: { sink.sendError($0) },
        completed: { later { sink.subscriber.sendCompleted() } }
      )
      all.add(source)
      downstream.add(all)
      self.subscribe(source)
      return nil
    }
  }
}
