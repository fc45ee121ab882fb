import Synchronization

extension Signal {
  /// RxJS 7's `share({resetOnError, resetOnComplete, resetOnRefCountZero})`; `share()` is
  /// all three `true`. One connection to the source, shared by every subscriber:
  /// - `resetOnError` / `resetOnComplete`: when the source fails / completes, the next
  ///   subscriber connects anew; when `false`, the connection stays, and a later subscriber
  ///   gets its terminal event at once (an Rx `Subject` remembers that it ended);
  /// - `resetOnRefCountZero`: when the last subscriber leaves, the source is disposed and
  ///   the next subscriber connects anew; when `false`, the source stays subscribed and the
  ///   next subscriber joins it.
  ///
  /// Subscribing and leaving are decided under the lock; subscribing to the source and
  /// disposing it happen outside it.
  ///
  /// ```
  /// src (cold):  a-b|              resetOnComplete: false
  /// first:       a-b|              at 0
  /// second:              |         at 5: the ended connection's completion
  /// ```
  public func share(
    resetOnError: Bool, resetOnComplete: Bool, resetOnRefCountZero: Bool,
    connector: @escaping @Sendable () -> ReplaySubject<Value> = { ReplaySubject(capacity: 0) }
  ) -> Signal {
    let state = Mutex(SharingState<Value>())
    let source = self
    return Signal { downstream in
      let (connection, connects) = state.withLock { state -> (SharedConnection<Value>, Bool) in
        state.subscribers += 1
        if let connection = state.connection { return (connection, false) }
        state.generation += 1
        state.ended = false
        let connection = SharedConnection<Value>(generation: state.generation, connector())
        state.connection = connection
        return (connection, true)
      }
      downstream.add(
        ActionDisposable {
          let last = state.withLock { state -> SharedConnection<Value>? in
            state.subscribers -= 1
            // An ended connection kept by `resetOnError/resetOnComplete: false` stays (RxJS).
            guard state.subscribers == 0, resetOnRefCountZero, !state.ended else { return nil }
            defer { state.connection = nil }
            return state.connection
          }
          last?.source.dispose()
        })
      connection.subject.signal.subscribe(forwardingTo: downstream)
      guard connects else { return nil }
      /// The source has ended: the next subscriber starts a new connection.
      @Sendable func reset(_ resets: Bool) {
        state.withLock { state in
          guard state.connection?.generation == connection.generation else { return }
          if resets { state.connection = nil } else { state.ended = true }
        }
      }
      let subject = connection.subject
      let subscriber = Subscriber<Value>(
        next: { subject.sendNext($0) },
        error: { error in
          reset(resetOnError)
          subject.sendError(error)
        },
        completed: {
          reset(resetOnComplete)
          subject.sendCompleted()
        }
      )
      connection.source.inner = subscriber
      source.subscribe(subscriber)
      return nil
    }
  }
}

/// One connection of a configured `share`: its subject and its subscription to the source.
private final class SharedConnection<Value: Sendable>: Sendable {
  let generation: Int
  let subject: ReplaySubject<Value>
  let source = SerialDisposable()
  init(generation: Int, _ subject: ReplaySubject<Value>) {
    self.generation = generation
    self.subject = subject
  }
}

private struct SharingState<Value: Sendable> {
  var subscribers = 0
  var connection: SharedConnection<Value>?
  var generation = 0
  /// Whether the current connection's source has ended (and the connection is kept).
  var ended = false
}
