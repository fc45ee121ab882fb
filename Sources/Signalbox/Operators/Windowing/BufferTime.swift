extension Signal {
  /// RxJS 7's `bufferTime(span, creationInterval, maxSize)`: buffers that tick from the
  /// subscription, empty ones included. Without `creationInterval`, one buffer is open at a
  /// time: it is sent `span` seconds after it opened (or when it holds `maxSize` values) and
  /// the next one opens at once. With it, a new buffer opens at the subscription and every
  /// `creationInterval` seconds, each sent `span` after it opened (or when full): buffers
  /// may overlap, or leave gaps. Completion sends every open buffer, oldest first, then
  /// completes; an error drops them.
  ///
  /// RAC's `bufferWithTime` opens a window at a value and never sends an empty array.
  ///
  /// ```
  /// src: -ab----c|     (span 3)
  /// out: ---x--y-(z|)   x = [a, b], y = [], z = [c]
  /// ```
  public func bufferTime(
    _ span: Double, creationInterval: Double? = nil, maxSize: Int? = nil,
    on scheduler: (any Scheduler)? = nil
  ) -> Signal<[Value]> {
    .junction(TimedRecords<[Value]>()) { j in
      let scheduler = Signal.timeScheduler(scheduler)
      let restarts = creationInterval == nil
      j.endRecordsOnDisposal()
      /// Opens a buffer and its timer (in a turn, or before the inputs run).
      @Sendable func open() {
        guard let id = j.withState({ $0.open([]) }) else { return }
        let timer = scheduler.schedule(afterDelay: span) {
          j.turn {
            $0.close(id)
          } act: { record in
            guard let record else { return }
            j.downstream.sendNext(record.item)
            if restarts { open() }
          }
        }
        if !j.withState({ $0.keep(timer, for: id) }) { timer?.dispose() }
      }
      j.inTurnNow(andEvery: creationInterval, on: scheduler, open)
      j.input(
        self,
        next: { value in
          j.turn { state -> [TimedRecords<[Value]>.Record] in
            for k in state.records.indices { state.records[k].item.append(value) }
            guard let maxSize else { return [] }
            let full = state.records.filter { $0.item.count >= maxSize }
            state.records.removeAll { $0.item.count >= maxSize }
            return full
          } act: { full in
            for record in full {
              record.timer?.dispose()
              j.downstream.sendNext(record.item)
              if restarts { open() }
            }
          }
        },
        completed: {
          j.turn {
            $0.end()
          } act: { records in
            for record in records {
              record.timer?.dispose()
              j.downstream.sendNext(record.item)
            }
            j.downstream.sendCompleted()
          }
        })
    }
  }
}
