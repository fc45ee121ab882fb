import Synchronization

/// Runs work items one at a time without holding a lock while they run.
///
/// Used where events may arrive from several threads (subjects, operators with several
/// inputs or timers) so that a subscriber never sees two events at once. The lock guards
/// only the queue: a thread that finds the gate busy enqueues its work and returns, and the
/// busy thread runs it next. Work submitted re-entrantly from inside a running item (the
/// same thread) runs at once, depth-first, as in RAC.
final class SerialGate: Sendable {
  private struct State {
    var owner: pthread_t?
    var queue: [@Sendable () -> Void] = []
  }
  private let state = Mutex(State())

  init() {}

  /// How a caller got into the gate.
  enum Entry {
    /// This thread is already running the gate's work: run at once, depth-first.
    case reentrant
    /// The gate was free and is now this thread's: run, then `drain()`.
    case acquired
    /// Another thread is running it: hand the work over with `enqueue`.
    case busy
  }

  /// The allocation-free path for hot senders: decide how to run without building an
  /// escaping closure, which only the `busy` case needs.
  @inline(__always)
  func perform(_ work: () -> Void, otherwise deferred: () -> @Sendable () -> Void) {
    let me = pthread_self()
    let entry = state.withLock { state -> Entry in
      if let owner = state.owner {
        return pthread_equal(owner, me) != 0 ? .reentrant : .busy
      }
      state.owner = me
      return .acquired
    }
    switch entry {
    case .reentrant: work()
    case .acquired:
      work()
      drain()
    case .busy:
      let late = deferred()
      // The owner may have left since: then take the gate ourselves.
      let mine = state.withLock { state -> Bool in
        if state.owner == nil {
          state.owner = me
          return true
        }
        state.queue.append(late)
        return false
      }
      if mine {
        late()
        drain()
      }
    }
  }

  /// Runs what others queued, then leaves the gate.
  private func drain() {
    while let next = state.withLock({ state -> (@Sendable () -> Void)? in
      if state.queue.isEmpty {
        state.owner = nil
        return nil
      }
      return state.queue.removeFirst()
    }) {
      next()
    }
  }

  func run(_ work: @escaping @Sendable () -> Void) {
    let me = pthread_self()
    enum Decision { case now, queued, drain }
    let decision = state.withLock { state -> Decision in
      if let owner = state.owner {
        if pthread_equal(owner, me) != 0 { return .now }
        state.queue.append(work)
        return .queued
      }
      state.owner = me
      return .drain
    }
    switch decision {
    case .now: work()
    case .queued: return
    case .drain:
      work()
      drain()
    }
  }
}

/// A subscriber's sending side behind a `SerialGate`: events from several threads reach
/// the subscriber one at a time, in the order the gate admits them.
struct SerializedSink<Value: Sendable>: Sendable {
  let subscriber: Subscriber<Value>
  let gate = SerialGate()

  init(_ subscriber: Subscriber<Value>) { self.subscriber = subscriber }

  func sendNext(_ value: Value) {
    let subscriber = self.subscriber
    gate.perform({ subscriber.sendNext(value) }, otherwise: { { subscriber.sendNext(value) } })
  }
  func sendError(_ error: any Error) {
    let subscriber = self.subscriber
    gate.perform({ subscriber.sendError(error) }, otherwise: { { subscriber.sendError(error) } })
  }
  func sendCompleted() {
    let subscriber = self.subscriber
    gate.perform({ subscriber.sendCompleted() }, otherwise: { { subscriber.sendCompleted() } })
  }
  /// Runs `work` inside the gate (to decide and send as one step).
  func run(_ work: @escaping @Sendable () -> Void) { gate.run(work) }
}
