import Synchronization

/// Shares one subscription to a source among many subscribers through a subject (RAC
/// `RACMulticastConnection`, MC1–MC2).
///
/// Nothing happens until `connect()`, which subscribes the subject to the source once;
/// later calls return the same disposable, and once that is disposed nothing reconnects.
public final class MulticastConnection<Value: Sendable>: Sendable {
  private let source: Signal<Value>
  /// Subscribes the subject to the source; given the connection's disposable.
  private let attach: @Sendable (Signal<Value>, SerialDisposable) -> any Disposable
  /// The subject's signal: subscribe here to share the source.
  public let signal: Signal<Value>
  private let connection = Mutex<SerialDisposable?>(nil)
  private let subscribers = Mutex(0)
  /// Whether `connect()` connects anew once the connection has ended (`connectable`).
  private let reconnects: Bool

  /// A connection that, once connected, sends `source`'s events into `subject`.
  public init<S: SubjectProtocol>(source: Signal<Value>, subject: S) where S.Value == Value {
    self.source = source
    self.signal = subject.signal
    self.attach = { source, _ in subject.receive(from: source) }
    self.reconnects = false
  }

  /// RxJS 7's `connectable(source)` (`resetOnDisconnect: true`): `connect()` subscribes
  /// the source through an Rx subject (a late subscriber to an ended one gets its end);
  /// when the connection ends — the source completes or fails, or the connection is
  /// disposed — the subject is replaced by a fresh one, and the next `connect()` subscribes
  /// the source anew. (RAC's `publish` connects once, for good.)
  public init(connectable source: Signal<Value>) {
    let current = Mutex(ReplaySubject<Value>(capacity: 0))
    self.source = source
    self.signal = Signal { subscriber in
      current.withLock { $0 }.signal.subscribe(forwardingTo: subscriber)
    }
    self.attach = { source, connection in
      let subject = current.withLock { $0 }
      let reset = ActionDisposable {
        current.withLock { if $0 === subject { $0 = ReplaySubject(capacity: 0) } }
      }
      let subscriber = Subscriber<Value>(
        next: { subject.sendNext($0) },
        error: { error in
          subject.sendError(error)
          connection.dispose()
        },
        completed: {
          subject.sendCompleted()
          connection.dispose()
        })
      let both = CompoundDisposable([subscriber, reset])
      source.subscribe(subscriber)
      return both
    }
    self.reconnects = true
  }

  /// Whether `connect()` has been called.
  public var isConnected: Bool { connection.withLock { $0 != nil } }

  /// Subscribes the subject to the source, the first time only (for a `connectable`: also
  /// once the previous connection has ended).
  @discardableResult
  public func connect() -> any Disposable {
    let holder = SerialDisposable()
    let (first, existing) = connection.withLock { connection -> (Bool, any Disposable) in
      if let existing = connection, !(reconnects && existing.isDisposed) {
        return (false, existing)
      }
      connection = holder
      return (true, holder)
    }
    if first { holder.inner = attach(source, holder) }
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

  /// RxJS 7's `connectable(source)`: `MulticastConnection(connectable:)`.
  public func connectable() -> MulticastConnection<Value> {
    MulticastConnection(connectable: self)
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
