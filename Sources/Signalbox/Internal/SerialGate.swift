import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
    gate.run { subscriber.sendNext(value) }
  }
  func sendError(_ error: any Error) {
    let subscriber = self.subscriber
    gate.run { subscriber.sendError(error) }
  }
  func sendCompleted() {
    let subscriber = self.subscriber
    gate.run { subscriber.sendCompleted() }
  }
  /// Runs `work` inside the gate (to decide and send as one step).
  func run(_ work: @escaping @Sendable () -> Void) { gate.run(work) }
}
