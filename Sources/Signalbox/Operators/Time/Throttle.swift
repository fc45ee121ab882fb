import Synchronization

extension Signal {
  /// RAC's throttle, which Rx calls debounce (TH1–TH5): each value replaces the held one
  /// and restarts an `interval` timer; when the timer fires the held value is sent.
  /// Completion sends the held value first; an error drops it.
  ///
  /// With `predicate`, only values passing it are held; the others are sent at once and
  /// silently discard any held value.
  ///
  /// ```
  /// src: a-b------c-|     (interval = 4 frames)
  /// out: -------b---c|
  /// ```
  public func throttle(
    _ interval: Double, on scheduler: (any Scheduler)? = nil,
    valuesPassing predicate: @escaping @Sendable (Value) throws -> Bool = { _ in true }
  ) -> Signal {
    Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let sink = SerializedSink(downstream)
      let held = Mutex<Value?>(nil)
      let timer = SerialDisposable()
      let all = CompoundDisposable([timer])

      @Sendable func flush(send: Bool) {
        timer.inner?.dispose()
        let value = held.withLock { held -> Value? in
          defer { held = nil }
          return held
        }
        if send, let value { sink.sendNext(value) }
      }

      let source = Subscriber<Value>(
        next: { value in
          let shouldThrottle: Bool
          do { shouldThrottle = try predicate(value) } catch {
            all.dispose()
            sink.sendError(error)
            return
          }
          sink.run {
            flush(send: false)
            if !shouldThrottle {
              sink.subscriber.sendNext(value)
              return
            }
            held.withLock { $0 = value }
            timer.inner = scheduler.schedule(afterDelay: interval) {
              sink.run { flush(send: true) }
            }
          }
        },
        error: { error in
          all.dispose()
          sink.sendError(error)
        },
        completed: {
          sink.run {
            flush(send: true)
            sink.subscriber.sendCompleted()
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
