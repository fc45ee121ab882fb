import Synchronization

/// The subscriber list shared by the subjects: who is subscribed, in subscription order,
/// and the disposables of the signals the subject itself listens to (RAC SU3).
///
/// Every operation that sends runs inside `gate`, so subscribers never see two events at
/// once even when several threads send; the lock only guards the lists, and delivery works
/// on a snapshot taken when the event starts (C9).
final class Broadcast<Value: Sendable>: Sendable {
  private struct State {
    /// Parallel arrays, so a send takes the subscribers without building a new array.
    var ids: [UInt64] = []
    var subscribers: [Subscriber<Value>] = []
    var nextID: UInt64 = 0
    /// The subject's own subscriptions to sources, each until it is disposed.
    var sources = TokenBag<any Disposable>()
    var terminated = false
  }
  private let state = Mutex(State())
  let gate = SerialGate()

  /// Adds `subscriber` to the live list; the result removes it.
  func add(_ subscriber: Subscriber<Value>) -> any Disposable {
    let id = state.withLock { state -> UInt64 in
      let id = state.nextID
      state.nextID += 1
      state.ids.append(id)
      state.subscribers.append(subscriber)
      return id
    }
    return ActionDisposable { [weak self] in
      self?.state.withLock { state in
        // `ids` only grow, so the list is sorted: a binary search, then one shift.
        var low = 0
        var high = state.ids.count
        while low < high {
          let mid = (low + high) / 2
          if state.ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        if low < state.ids.count && state.ids[low] == id {
          state.ids.remove(at: low)
          state.subscribers.remove(at: low)
        }
      }
    }
  }

  var snapshot: [Subscriber<Value>] { state.withLock { $0.subscribers } }
  var count: Int { state.withLock { $0.subscribers.count } }

  func deliver(_ event: Event<Value>) {
    let targets = snapshot
    if event.isTerminal { disposeSources() }
    for subscriber in targets { subscriber.send(event) }
  }

  /// Sends a terminal event to the subscribers attached now, inside `gate` (the plain
  /// subjects' `sendError` and `sendCompleted`: not remembered, later subscribers get nothing).
  func terminateNow(_ event: Event<Value>) {
    gate.run { [self] in deliver(event) }
  }

  /// Subscribes `subject` (which owns this broadcast) to `source` (RAC SU3).
  ///
  /// The subscription is listed in `sources` (disposed at the subject's first terminal
  /// event, or at once when it already terminated) only while it lasts: its handlers hold
  /// the subject, so a disposed subscription left in the list would keep the subject alive
  /// for good (a `publish`/`autoconnect` connection leaked per use).
  func receive<S: SubjectProtocol>(from source: Signal<Value>, into subject: S) -> any Disposable
  where S.Value == Value {
    let subscriber = Subscriber<Value>(
      next: { subject.sendNext($0) },
      error: { subject.sendError($0) },
      completed: { subject.sendCompleted() }
    )
    let token = state.withLock { state -> DisposableToken? in
      if state.terminated { return nil }
      return state.sources.insert(subscriber)
    }
    guard let token else {
      subscriber.dispose()
      return subscriber
    }
    subscriber.add(
      ActionDisposable { [weak self] in
        // Released after the lock: the subscriber's last reference may go with it.
        let removed = self?.state.withLock { $0.sources.remove(token) }
        _ = removed
      })
    return source.subscribe(subscriber)
  }

  private func disposeSources() {
    var sources = state.withLock { state -> TokenBag<any Disposable> in
      if state.terminated { return TokenBag() }
      state.terminated = true
      defer { state.sources = TokenBag() }
      return state.sources
    }
    sources.drain { $0.dispose() }
  }
}

/// What subjects have in common: a hot signal driven by hand.
public protocol SubjectProtocol<Value>: AnyObject, Sendable {
  /// The values the subject sends.
  associatedtype Value: Sendable
  /// The hot signal subscribers attach to.
  var signal: Signal<Value> { get }
  /// Sends a value to the subscribers.
  func sendNext(_ value: Value)
  /// Sends an error to the subscribers (terminal).
  func sendError(_ error: any Error)
  /// Sends completion to the subscribers (terminal).
  func sendCompleted()
  /// Subscribes the subject to `source`: its events are sent into the subject (RAC SU3).
  @discardableResult func receive(from source: Signal<Value>) -> any Disposable
  /// How many subscribers are attached now.
  var subscriberCount: Int { get }
}

extension SubjectProtocol {
  /// Sends one event: `sendNext`, `sendError` or `sendCompleted`.
  public func send(_ event: Event<Value>) {
    switch event {
    case .next(let value): sendNext(value)
    case .error(let error): sendError(error)
    case .completed: sendCompleted()
    }
  }

}
