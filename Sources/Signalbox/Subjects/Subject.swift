/// A hot signal you drive by hand (RAC `RACSubject`, SU1–SU3).
///
/// A subscriber gets only the events sent after it subscribed, in subscription order. As in
/// RAC, and unlike Rx, a subject does not remember that it terminated: a subscriber that
/// arrives later gets nothing (not even `completed`), and later sends still reach it.
///
/// ```swift
/// let s = Subject<Int>()
/// s.sendNext(1)                              // nobody hears it
/// s.signal.subscribe(next: { print($0) })
/// s.sendNext(2)                              // prints 2
/// ```
public final class Subject<Value: Sendable>: SubjectProtocol {
  let broadcast = Broadcast<Value>()

  /// A subject with no subscribers.
  public init() {}

  /// What the subject sends from now on (hot).
  public var signal: Signal<Value> {
    let broadcast = self.broadcast
    return Signal { subscriber in broadcast.add(subscriber) }
  }

  /// The number of current subscribers.
  public var subscriberCount: Int { broadcast.count }

  /// Sends `value` to the subscribers attached now.
  public func sendNext(_ value: Value) {
    let broadcast = self.broadcast
    broadcast.gate.perform(
      { broadcast.deliver(.next(value)) }, otherwise: { { broadcast.deliver(.next(value)) } })
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
