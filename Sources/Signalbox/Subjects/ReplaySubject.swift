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
    /// With a time window: when each value expires (kept while `now` is not past it).
    var expiries = Deque<Double>()
    var terminal: Event<Value>?

    /// Drops the values past `capacity` and, with a window, those expired at `now`.
    mutating func trim(capacity: Int?, now: Double?) {
      if let capacity, values.count > capacity {
        let extra = values.count - capacity
        values.removeFirst(extra)
        if !expiries.isEmpty { expiries.removeFirst(min(extra, expiries.count)) }
      }
      guard let now else { return }
      while let expiry = expiries.first, expiry < now {
        expiries.removeFirst()
        values.removeFirst()
      }
    }
  }
  private let state = Mutex(State())
  private let broadcast = Broadcast<Value>()
  /// How many values are replayed (all when nil).
  public let capacity: Int?
  /// RxJS's `windowTime`: a value is replayed only within this many seconds of its arrival
  /// on `clock` (nil: for ever).
  private let window: (seconds: Double, clock: any Scheduler)?

  /// A subject replaying its last `capacity` values (all when nil) to each new subscriber.
  public init(capacity: Int? = nil) {
    self.capacity = capacity.map { max(0, $0) }
    self.window = nil
  }

  /// A replay subject whose values expire `window` seconds after they arrive (RxJS 7's
  /// `ReplaySubject(bufferSize, windowTime)`; a value is still replayed at exactly its
  /// expiry).
  public init(capacity: Int?, window: Double, clock: any Scheduler) {
    self.capacity = capacity.map { max(0, $0) }
    self.window = (window, clock)
  }

  /// Replays the kept values (and the end, if any), then sends what the subject sends.
  public var signal: Signal<Value> {
    Signal { [self] subscriber in
      let live = SerialDisposable()
      broadcast.gate.run { [self] in
        let now = window?.clock.now
        let (values, terminal) = state.withLock { state in
          state.trim(capacity: capacity, now: now)
          return (state.values, state.terminal)
        }
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

  /// How many subscribers are attached now.
  public var subscriberCount: Int { broadcast.count }

  /// Keeps `value` for replay and sends it to the subscribers.
  public func sendNext(_ value: Value) {
    broadcast.gate.run { [self] in
      let now = window?.clock.now
      state.withLock { state in
        state.values.append(value)
        if let window, let now { state.expiries.append(now + window.seconds) }
        state.trim(capacity: capacity, now: now)
      }
      broadcast.deliver(.next(value))
    }
  }

  /// Fails every subscriber; later ones get the replay, then the error.
  public func sendError(_ error: any Error) { terminate(.error(error)) }
  /// Completes every subscriber; later ones get the replay, then completion.
  public func sendCompleted() { terminate(.completed) }

  private func terminate(_ event: Event<Value>) {
    broadcast.gate.run { [self] in
      state.withLock { $0.terminal = event }
      broadcast.deliver(event)
    }
  }

  /// Sends `source`'s events into the subject; the disposable stops that.
  @discardableResult
  public func receive(from source: Signal<Value>) -> any Disposable {
    broadcast.receive(from: source, into: self)
  }

  /// The values kept for replay, oldest first.
  public var replayBuffer: [Value] { state.withLock { Array($0.values) } }
}
