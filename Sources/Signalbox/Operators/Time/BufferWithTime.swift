import Synchronization

extension Signal {
  /// Arrays of the values that arrived in each window of `interval` seconds; a window is
  /// opened by the first value arriving while the buffer is empty, and no timer runs while
  /// idle (RAC `-bufferWithTime:onScheduler:`, BT1–BT4). Never sends an empty array.
  /// Completion flushes the pending buffer first; an error drops it.
  public func bufferWithTime(_ interval: Double, on scheduler: (any Scheduler)? = nil) -> Signal<
    [Value]
  > {
    Signal<[Value]> { downstream in
      let scheduler = Signal.timeScheduler(scheduler)
      let sink = SerializedSink(downstream)
      let buffer = Mutex<[Value]>([])
      let timer = SerialDisposable()

      @Sendable func flush() {
        timer.inner?.dispose()
        let values = buffer.withLock { buffer -> [Value] in
          defer { buffer = [] }
          return buffer
        }
        if !values.isEmpty { sink.subscriber.sendNext(values) }
      }

      let source = Subscriber<Value>(
        next: { value in
          let first = buffer.withLock { buffer -> Bool in
            buffer.append(value)
            return buffer.count == 1
          }
          if first {
            timer.inner = scheduler.schedule(afterDelay: interval) { sink.run(flush) }
          }
        },
        error: { sink.sendError($0) },
        completed: {
          sink.run {
            flush()
            sink.subscriber.sendCompleted()
          }
        }
      )
      downstream.add(timer)
      return self.subscribe(source, for: downstream)
    }
  }
}
