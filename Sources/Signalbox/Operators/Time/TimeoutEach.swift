import Synchronization

extension Signal {
  /// RxJS 7's `timeout({first, each, with})`: the first value must come within `first`
  /// seconds of the subscription (`each` when `first` is nil), and each next value within
  /// `each` seconds of the one before (no limit when `each` is nil). When a limit passes,
  /// the source is disposed and the stream continues with `with()` — or fails with
  /// `SignalError.timedOut` when `with` is nil. Completion and errors pass at once.
  ///
  /// RAC's `timeout` (TO1) limits the whole signal instead: values do not restart it.
  ///
  /// ```
  /// src: a-b----c|      (each = 3 frames)
  /// out: a-b--#         3 frames after b
  /// ```
  public func timeout(
    first: Double?, each: Double?, with replacement: (@Sendable () throws -> Signal)? = nil,
    on scheduler: (any Scheduler)? = nil
  ) -> Signal {
    Signal { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let sink = SerializedSink(downstream)
      /// The number of values so far; a timer fires only if none came since it started.
      let seen = Mutex((values: 0, over: false))
      let timer = SerialDisposable()
      let source = SerialDisposable()
      let all = CompoundDisposable([timer, source])

      /// The limit passes after the source's events of that same instant (RxJS's order): the
      /// timer's action queues one more at the same instant, behind them.
      @Sendable func start(_ limit: Double, after values: Int) {
        timer.inner = scheduler.schedule(afterDelay: limit) {
          timer.inner = scheduler.schedule { fire(after: values) }
        }
      }
      @Sendable func fire(after values: Int) {
        sink.run {
          let fires = seen.withLock { s -> Bool in
            guard s.values == values, !s.over else { return false }
            s.over = true
            return true
          }
          guard fires else { return }
          source.dispose()
          guard let replacement else {
            sink.subscriber.sendError(SignalError.timedOut)
            return
          }
          do {
            let next = try replacement()
            let forward = Subscriber<Value>(
              next: { sink.sendNext($0) }, error: { sink.sendError($0) },
              completed: { sink.sendCompleted() })
            all.add(forward)
            next.subscribe(forward)
          } catch {
            sink.subscriber.sendError(error)
          }
        }
      }

      let subscriber = Subscriber<Value>(
        next: { value in
          sink.run {
            let count = seen.withLock { s -> Int? in
              if s.over { return nil }
              s.values += 1
              return s.values
            }
            guard let count else { return }
            sink.subscriber.sendNext(value)
            if let each { start(each, after: count) } else { timer.dispose() }
          }
        },
        error: { error in
          timer.dispose()
          sink.sendError(error)
        },
        completed: {
          timer.dispose()
          sink.sendCompleted()
        }
      )
      source.inner = subscriber
      downstream.add(all)
      if let limit = first ?? each { start(limit, after: 0) }
      self.subscribe(subscriber)
      return nil
    }
  }
}
