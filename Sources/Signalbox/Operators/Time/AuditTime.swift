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
    .junction(AuditState<Value>()) { j in
      let scheduler = Signal.timeScheduler(scheduler)
      let timer = SerialDisposable()
      j.all.add(timer)
      j.input(
        self,
        next: { value in
          j.turn {
            $0.next(value)
          } act: { starts in
            if starts {
              timer.inner = scheduler.schedule(afterDelay: duration) { j.turn { $0.fire() } }
            }
          }
        },
        completed: { j.turn { $0.complete() } })
    }
  }
}

private struct AuditState<Value: Sendable>: Sendable {
  var held: Value?
  /// Whether a timer runs (it then holds a value).
  var timing = false
  var sourceDone = false

  /// Holds `value`; answers whether a timer must start for it.
  mutating func next(_ value: Value) -> Bool {
    held = value
    if timing { return false }
    timing = true
    return true
  }

  /// The timer: the held value, and completion if the source has completed meanwhile.
  mutating func fire() -> Emission<Value> {
    defer {
      held = nil
      timing = false
    }
    return .value(held, completes: sourceDone)
  }

  /// Completes now unless a timer runs (it completes when it fires).
  mutating func complete() -> Emission<Value> {
    sourceDone = true
    return timing ? .nothing : .completed
  }
}
