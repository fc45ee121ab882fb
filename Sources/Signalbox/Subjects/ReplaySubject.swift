import DequeModule
import Synchronization

/// A subject that replays what it received (RAC `RACReplaySubject`, RS1).
///
/// It keeps the last `capacity` values (all when `nil`), trimming before a value is
/// delivered live. A new subscriber gets the kept values, then the terminal event if there
/// was one, otherwise live events from then on. Capacity 0 replays only the terminal event;
/// a negative capacity is taken as 0 (never a trap).
public final class ReplaySubject<Value: Sendable>: SubjectProtocol {
  private struct State {
    var values = Deque<Value>()
    var terminal: Event<Value>?
  }
  private let state = Mutex(State())
  private let broadcast = Broadcast<Value>()
  public let capacity: Int?

  public init(capacity: Int? = nil) {
    self.capacity = capacity.map { max(0, $0) }
  }

  public var signal: Signal<Value> {
    Signal { [self] subscriber in
      let live = SerialDisposable()
      broadcast.gate.run { [self] in
        let (values, terminal) = state.withLock { ($0.values, $0.terminal) }
        for value in values {
          if subscriber.isDisposed { return }
          subscriber.sendNext(value)
        }
        if subscriber.isDisposed { return }
        if let terminal {
          subscriber.send(terminal)
        } else {
          live.inner = broadcast.add(subscriber)
        }
      }
      return live
    }
  }

  public var subscriberCount: Int { broadcast.count }

  public func sendNext(_ value: Value) {
    broadcast.gate.run { [self] in
      state.withLock { state in
        state.values.append(value)
        if let capacity, state.values.count > capacity {
          state.values.removeFirst(state.values.count - capacity)
        }
      }
      broadcast.deliver(.next(value))
    }
  }

  public func sendError(_ error: any Error) { terminate(.error(error)) }
  public func sendCompleted() { terminate(.completed) }

  private func terminate(_ event: Event<Value>) {
    broadcast.gate.run { [self] in
      state.withLock { $0.terminal = event }
      broadcast.deliver(event)
    }
  }

  @discardableResult
  public func receive(from source: Signal<Value>) -> any Disposable {
    broadcast.receive(from: source, into: self)
  }

  /// The values kept for replay, oldest first.
  public var replayBuffer: [Value] { state.withLock { Array($0.values) } }
}
