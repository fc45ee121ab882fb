import Synchronization

/// Shares one subscription to a source among many subscribers through a subject (RAC
/// `RACMulticastConnection`, MC1–MC2).
///
/// Nothing happens until `connect()`, which subscribes the subject to the source once;
/// later calls return the same disposable, and once that is disposed nothing reconnects.
public final class MulticastConnection<Value: Sendable>: Sendable {
  private let source: Signal<Value>
  private let attach: @Sendable (Signal<Value>) -> any Disposable
  /// The subject's signal: subscribe here to share the source.
  public let signal: Signal<Value>
  private let connection = Mutex<(any Disposable)?>(nil)
  private let subscribers = Mutex(0)

  public init<S: SubjectProtocol>(source: Signal<Value>, subject: S) where S.Value == Value {
    self.source = source
    self.signal = subject.signal
    self.attach = { subject.receive(from: $0) }
  }

  /// Whether `connect()` has been called.
  public var isConnected: Bool { connection.withLock { $0 != nil } }

  /// Subscribes the subject to the source, the first time only.
  @discardableResult
  public func connect() -> any Disposable {
    let holder = SerialDisposable()
    let (first, existing) = connection.withLock { connection -> (Bool, any Disposable) in
      if let existing = connection { return (false, existing) }
      connection = holder
      return (true, holder)
    }
    if first { holder.inner = attach(source) }
    return existing
  }

  /// A signal that connects on its first subscriber and disposes the connection for good
  /// when the number of subscribers drops back to zero (RAC `-autoconnect`, MC2).
  public func autoconnect() -> Signal<Value> {
    Signal { [self] subscriber in
      subscribers.withLock { $0 += 1 }
      let subscription = signal.subscribe(forwardingTo: subscriber)
      let connection = connect()
      return ActionDisposable { [self] in
        subscription.dispose()
        let last = subscribers.withLock { count -> Bool in
          count -= 1
          return count == 0
        }
        if last { connection.dispose() }
      }
    }
  }
}

extension Signal {
  /// A connection through `subject` (RAC `-multicast:`).
  public func multicast<S: SubjectProtocol>(_ subject: S) -> MulticastConnection<Value>
  where S.Value == Value {
    MulticastConnection(source: self, subject: subject)
  }

  /// A connection through a plain subject (RAC `-publish`): hot after `connect()`.
  public func publish() -> MulticastConnection<Value> {
    multicast(Subject())
  }

  /// Connects at once through an unlimited replay subject: every subscriber gets
  /// everything so far, then live events (RAC `-replay`, MC3).
  public func replay() -> Signal<Value> {
    let connection = multicast(ReplaySubject(capacity: nil))
    connection.connect()
    return connection.signal
  }

  /// Like `replay()`, keeping only the latest value (RAC `-replayLast`).
  public func replayLast() -> Signal<Value> {
    let connection = multicast(ReplaySubject(capacity: 1))
    connection.connect()
    return connection.signal
  }

  /// Connects on the first subscription, then replays everything; never disconnects (RAC
  /// `-replayLazily`).
  public func replayLazily() -> Signal<Value> {
    let connection = multicast(ReplaySubject(capacity: nil))
    return .defer {
      connection.connect()
      return connection.signal
    }
  }
}
