import Synchronization

extension Signal {
  /// Rx's `auditTime`: a value that arrives while no timer runs starts one of `duration`
  /// seconds; when it fires, the latest value is sent. The values in between only replace
  /// the held one and do not restart the timer. Completion waits for a running timer and
  /// sends its value first (RxJS 7); an error is sent at once and drops the held value.
  ///
  /// RAC's `throttle` (Rx's `debounceTime`) restarts its timer at every value, so a busy
  /// source sends nothing until it pauses; `auditTime` sends every `duration`.
  ///
  /// Each event enters the serial gate once; the held value, the timer and the source's
  /// completion are decided under the lock in that turn, and sent outside it.
  ///
  /// ```
  /// src: ab-c-----d|     (duration = 3 frames)
  /// out: ---c-----(d|)   d sent when its timer fires, then completed
  /// ```
  public func auditTime(_ duration: Double, on scheduler: (any Scheduler)? = nil) -> Signal {
    Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let sink = SerializedSink(downstream)
      let state = Mutex(AuditState<Value>())
      let timer = SerialDisposable()
      let all = CompoundDisposable([timer])

      @Sendable func fire() {
        sink.run {
          let (value, complete) = state.withLock { state -> (Value?, Bool) in
            defer {
              state.held = nil
              state.timing = false
            }
            return (state.held, state.sourceDone)
          }
          if let value { sink.subscriber.sendNext(value) }
          if complete { sink.subscriber.sendCompleted() }
        }
      }

      let source = Subscriber<Value>(
        next: { value in
          sink.run {
            let starts = state.withLock { state -> Bool in
              state.held = value
              if state.timing { return false }
              state.timing = true
              return true
            }
            if starts { timer.inner = scheduler.schedule(afterDelay: duration, fire) }
          }
        },
        error: { error in
          all.dispose()
          sink.sendError(error)
        },
        completed: {
          sink.run {
            let complete = state.withLock { state -> Bool in
              state.sourceDone = true
              return !state.timing
            }
            if complete { sink.subscriber.sendCompleted() }
          }
        }
      )
      all.add(source)
      downstream.add(all)
      self.subscribe(source)
      return nil
    }
  }
}

private struct AuditState<Value> {
  var held: Value?
  /// Whether a timer runs (it then holds a value).
  var timing = false
  var sourceDone = false
}
