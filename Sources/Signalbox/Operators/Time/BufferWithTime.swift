extension Signal {
  /// Arrays of the values that arrived in each window of `interval` seconds; a window is
  /// opened by the first value arriving while the buffer is empty, and no timer runs while
  /// idle (RAC `-bufferWithTime:onScheduler:`, BT1–BT4). Never sends an empty array.
  /// Completion flushes the pending buffer first; an error drops it.
  public func bufferWithTime(_ interval: Double, on scheduler: (any Scheduler)? = nil) -> Signal<
    [Value]
  > {
    .junction([Value]()) { j in
      let scheduler = Signal.timeScheduler(scheduler)
      let timer = SerialDisposable()
      j.all.add(timer)
      /// In a gate turn: cancels the window's timer, then takes the buffer and sends it.
      @Sendable func flush(completing: Bool) {
        j.inTurn {
          timer.inner?.dispose()
          let values = j.withState { buffer -> [Value] in
            defer { buffer = [] }
            return buffer
          }
          if !values.isEmpty { j.downstream.sendNext(values) }
          if completing { j.downstream.sendCompleted() }
        }
      }
      // A value is added under the lock at once, outside the gate; only the first of a
      // window starts its timer.
      j.input(
        self,
        next: { value in
          let first = j.withState { buffer -> Bool in
            buffer.append(value)
            return buffer.count == 1
          }
          if first {
            timer.inner = scheduler.schedule(afterDelay: interval) { flush(completing: false) }
          }
        },
        completed: { flush(completing: true) })
    }
  }
}
