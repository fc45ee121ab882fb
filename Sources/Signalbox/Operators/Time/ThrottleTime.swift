import Synchronization

extension Signal {
  /// Rx's `throttleTime` (RxJS 7, defaults `leading: true, trailing: false`): a value that
  /// arrives while no window is open opens one of `window` seconds; with `leading` it is
  /// sent at once, otherwise it is held. The values inside the window only replace the held
  /// one. When the window ends, with `trailing` the held value (if any) is sent and opens
  /// the next window; without, it is dropped.
  ///
  /// The window is closed at both ends, as RxJS 7 runs it: a value that lands exactly at
  /// the window's end is still inside it (RxJS's timer runs after the source's event of the
  /// same instant). Completion waits only when `trailing` holds a value in an open window;
  /// an error is sent at once and drops the held value.
  ///
  /// Not RAC's `throttle`, which holds the *latest* value until the source is quiet (Rx's
  /// `debounceTime`).
  ///
  /// ```
  /// src: a-bc-d--e-|     (window = 3 frames, leading only)
  /// out: a-------e-|     b, c, d each fall inside a window (d at its very end)
  /// ```
  public func throttleTime(
    _ window: Double, leading: Bool = true, trailing: Bool = false,
    on scheduler: (any Scheduler)? = nil
  ) -> Signal {
    if leading && !trailing { return leadingThrottleTime(window, on: scheduler) }
    return Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let sink = SerializedSink(downstream)
      let state = Mutex(ThrottleState<Value>())
      let timer = SerialDisposable()
      let all = CompoundDisposable([timer])

      /// The window ends after the source's events of that same instant (RxJS's order):
      /// the timer's action queues one more at the same instant, behind them.
      @Sendable func open() {
        timer.inner = scheduler.schedule(afterDelay: window) {
          timer.inner = scheduler.schedule(windowEnds)
        }
      }
      @Sendable func windowEnds() {
        sink.run {
          let (value, reopens, complete) = state.withLock { s -> (Value?, Bool, Bool) in
            s.open = false
            guard trailing, let value = s.held else { return (nil, false, s.sourceDone) }
            s.held = nil
            s.open = !s.sourceDone
            return (value, s.open, s.sourceDone)
          }
          if let value { sink.subscriber.sendNext(value) }
          if reopens { open() }
          if complete && trailing { sink.subscriber.sendCompleted() }
        }
      }

      let source = Subscriber<Value>(
        next: { value in
          sink.run {
            let (send, opens) = state.withLock { s -> (Value?, Bool) in
              if s.open {
                s.held = value
                return (nil, false)
              }
              s.open = true
              if leading { return (value, true) }
              s.held = value
              return (nil, true)
            }
            if let send { sink.subscriber.sendNext(send) }
            if opens { open() }
          }
        },
        error: { error in
          all.dispose()
          sink.sendError(error)
        },
        completed: {
          sink.run {
            let complete = state.withLock { s -> Bool in
              s.sourceDone = true
              return !(trailing && s.held != nil && s.open)
            }
            if complete {
              timer.dispose()
              sink.subscriber.sendCompleted()
            }
          }
        }
      )
      all.add(source)
      downstream.add(all)
      self.subscribe(source)
      return nil
    }
  }

  /// The leading-only form needs no timer: the time the window ends, read from the
  /// scheduler's clock at each value; a value at or before it is dropped.
  private func leadingThrottleTime(_ window: Double, on scheduler: (any Scheduler)?) -> Signal {
    relay { downstream in
      let clock = Signal.timeScheduler(scheduler)
      let closesAt = EventPathBox<Double?>(nil)
      return Relay { value in
        let now = clock.now
        if let end = closesAt.value, now <= end { return }
        closesAt.value = now + window
        downstream.sendNext(value)
      }
    }
  }
}

private struct ThrottleState<Value> {
  /// The value the window holds (its latest).
  var held: Value?
  /// Whether a window is open.
  var open = false
  var sourceDone = false
}
