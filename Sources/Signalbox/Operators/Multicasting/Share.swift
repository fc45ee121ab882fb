import Synchronization

extension Signal {
  /// Rx's `share` (RxJS 7's defaults): one subscription to the source, shared by every
  /// subscriber while there is at least one — reference counted. The first subscriber
  /// connects; when the last one leaves, the connection is disposed, and a later
  /// subscriber connects anew. When the source completes or fails, the subscribers get
  /// that event and the share resets: the next subscriber resubscribes to the source.
  ///
  /// RAC's `publish().autoconnect()` disconnects *for good* when its subscribers drop to
  /// zero, and its subject forgets that it terminated; `share` starts over instead.
  ///
  /// Each connection has a subject of its own that remembers its terminal event (a
  /// `ReplaySubject` of capacity 0, as an Rx `Subject`), so a subscriber that joins a
  /// connection just as it ends still gets the end. Subscribing and leaving are decided
  /// under the lock; subscribing to the source and disposing it happen outside it.
  ///
  /// ```
  /// src (cold):  a-b-c|
  /// first:       a-b-c|           at 0
  /// second:        b-c|           at 1, joins the running connection
  /// third:              a-b-c|    at 6, after the end: a new connection
  /// ```
  public func share() -> Signal {
    let state = Mutex(ShareState<Value>())
    let source = self
    return Signal { downstream in
      let (connection, connects) = state.withLock { state -> (ShareConnection<Value>, Bool) in
        state.subscribers += 1
        if let connection = state.connection { return (connection, false) }
        state.generation += 1
        let connection = ShareConnection<Value>(generation: state.generation)
        state.connection = connection
        return (connection, true)
      }
      downstream.add(
        ActionDisposable {
          let last = state.withLock { state -> ShareConnection<Value>? in
            state.subscribers -= 1
            guard state.subscribers == 0 else { return nil }
            defer { state.connection = nil }
            return state.connection
          }
          last?.source.dispose()
        })
      connection.subject.signal.subscribe(forwardingTo: downstream)
      guard connects else { return nil }
      /// The source has ended: the next subscriber starts a new connection.
      @Sendable func reset() {
        state.withLock { state in
          if state.connection?.generation == connection.generation { state.connection = nil }
        }
      }
      let subject = connection.subject
      let subscriber = Subscriber<Value>(
        next: { subject.sendNext($0) },
        error: { error in
          reset()
          subject.sendError(error)
        },
        completed: {
          reset()
          subject.sendCompleted()
        }
      )
      connection.source.inner = subscriber
      source.subscribe(subscriber)
      return nil
    }
  }
}

/// One connection of a `share`: its subject and its subscription to the source.
private final class ShareConnection<Value: Sendable>: Sendable {
  let generation: Int
  let subject = ReplaySubject<Value>(capacity: 0)
  let source = SerialDisposable()
  init(generation: Int) { self.generation = generation }
}

private struct ShareState<Value: Sendable> {
  var subscribers = 0
  var connection: ShareConnection<Value>?
  var generation = 0
}
