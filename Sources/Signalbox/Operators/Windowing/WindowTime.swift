extension Signal {
  /// RxJS 7's `windowTime(span, creationInterval, maxSize)`: `bufferTime`'s timing, but
  /// each buffer is a window — a hot signal sent when it opens, that carries the values
  /// live and completes when the buffer would be sent. Completion (an error) ends every
  /// open window, then the outer signal.
  public func windowTime(
    _ span: Double, creationInterval: Double? = nil, maxSize: Int? = nil,
    on scheduler: (any Scheduler)? = nil
  ) -> Signal<Signal<Value>> {
    typealias Records = TimedRecords<ReplaySubject<Value>>
    return .junction(Records()) { j in
      let scheduler = Signal.timeScheduler(scheduler)
      let restarts = creationInterval == nil
      j.endRecordsOnDisposal()
      /// Opens a window, sends it, starts its timer (in a turn).
      @Sendable func open() {
        let window = ReplaySubject<Value>(capacity: 0)
        guard let id = j.withState({ $0.open(window) }) else { return }
        j.downstream.sendNext(window.signal)
        let timer = scheduler.schedule(afterDelay: span) {
          j.turn {
            $0.close(id)
          } act: { record in
            guard let record else { return }
            record.item.sendCompleted()
            if restarts { open() }
          }
        }
        if !j.withState({ $0.keep(timer, for: id) }) { timer?.dispose() }
      }
      /// Ends every window with `event`, then the outer signal.
      @Sendable func end(_ event: Event<Signal<Value>>, _ inner: Event<Value>) {
        j.turn {
          $0.end()
        } act: { records in
          for record in records {
            record.timer?.dispose()
            record.item.send(inner)
          }
          j.downstream.send(event)
        }
      }
      j.inTurnNow(andEvery: creationInterval, on: scheduler, open)
      j.input(
        self,
        next: { value in
          j.turn { state -> ([ReplaySubject<Value>], [Records.Record]) in
            let windows = state.records.map(\.item)
            guard let maxSize else { return (windows, []) }
            for k in state.records.indices { state.records[k].seen += 1 }
            let full = state.records.filter { $0.seen >= maxSize }
            state.records.removeAll { $0.seen >= maxSize }
            return (windows, full)
          } act: { windows, full in
            for window in windows { window.sendNext(value) }
            for record in full {
              record.timer?.dispose()
              record.item.sendCompleted()
              if restarts { open() }
            }
          }
        },
        error: { end(.error($0), .error($0)) },
        completed: { end(.completed, .completed) })
    }
  }
}
