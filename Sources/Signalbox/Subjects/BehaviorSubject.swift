import Synchronization

/// A subject with a current value (RAC `RACBehaviorSubject`, BS1).
///
/// Each subscriber first gets the current value (the start value until a value is sent),
/// then live events. It does not remember termination: a subscriber arriving after
/// completion gets the last value and then nothing.
public final class BehaviorSubject<Value: Sendable>: SubjectProtocol {
  private let current: Mutex<Value>
  private let broadcast = Broadcast<Value>()

  /// A subject whose current value is `value` until the first `sendNext`.
  public init(_ value: Value) {
    current = Mutex(value)
  }

  /// The current value.
  public var value: Value { current.withLock { $0 } }

  /// Sends the current value at once, then what the subject sends.
  public var signal: Signal<Value> {
    Signal { [self] subscriber in
      let live = SerialDisposable()
      broadcast.gate.run { [self] in
        subscriber.sendNext(current.withLock { $0 })
        if !subscriber.isDisposed { live.inner = broadcast.add(subscriber) }
      }
      return live
    }
  }

  /// How many subscribers are attached now.
  public var subscriberCount: Int { broadcast.count }

  /// Makes `value` current and sends it to the subscribers.
  public func sendNext(_ value: Value) {
    broadcast.gate.run { [self] in
      current.withLock { $0 = value }
      broadcast.deliver(.next(value))
    }
  }
  /// Fails the subscribers attached now (not remembered: later subscribers are not told).
  public func sendError(_ error: any Error) { broadcast.terminateNow(.error(error)) }
  /// Completes the subscribers attached now (not remembered: later ones are not told).
  public func sendCompleted() { broadcast.terminateNow(.completed) }

  /// Sends `source`'s events into the subject; the disposable stops that.
  @discardableResult
  public func receive(from source: Signal<Value>) -> any Disposable {
    broadcast.receive(from: source, into: self)
  }
}
