import Signalbox
import Synchronization

/// When a test source was subscribed and when that subscription ended, in virtual time
/// (RxTest's `Subscription`): `Subscription(200, 450)`, or `Subscription(200)` for one
/// still running.
public struct Subscription: Equatable, Sendable, CustomStringConvertible {
  /// When the subscription started.
  public var subscribe: Double
  /// `.infinity` while the subscription runs.
  public var unsubscribe: Double

  /// A subscription from `subscribe` to `unsubscribe` (still on when infinite).
  public init(_ subscribe: Double, _ unsubscribe: Double = .infinity) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `(subscribe, unsubscribe)`.
  public var description: String {
    unsubscribe == .infinity ? "(\(subscribe), running)" : "(\(subscribe), \(unsubscribe))"
  }
}

/// The subscriptions a test source saw, in the order they were made.
final class SubscriptionLog: Sendable {
  private let entries = Mutex<[Subscription]>([])
  private let scheduler: VirtualTimeScheduler

  init(_ scheduler: VirtualTimeScheduler) { self.scheduler = scheduler }

  var all: [Subscription] { entries.withLock { $0 } }

  /// Records a subscription starting now; its end is recorded when `subscriber` ends
  /// (a terminal event or disposal, whichever comes first).
  func track<Value>(_ subscriber: Subscriber<Value>) {
    let now = scheduler.now
    let index = entries.withLock { entries -> Int in
      entries.append(Subscription(now))
      return entries.count - 1
    }
    subscriber.add(
      ActionDisposable { [self] in
        let end = scheduler.now
        entries.withLock { $0[index].unsubscribe = end }
      })
  }
}

extension Recorded {
  /// The event this record stands for (an error record becomes a `SignalError` with its
  /// message, which a recorder writes back as the same message).
  public var event: Event<Value> {
    switch kind {
    case .next(let value): return .next(value)
    case .error(let message): return .error(SignalError(message))
    case .completed: return .completed
    }
  }
}

/// A hot test source (RxTest's `HotObservable`): sends its events at their virtual times
/// whether anybody is subscribed or not; a subscriber sees what is sent while it is
/// subscribed. Records every subscription.
///
/// ```swift
/// let t = TestTimeline()
/// let xs = t.hot([.next(150, 1), .next(210, 2), .completed(300)])
/// t.start { xs.signal.map { $0 * 10 } }   // [.next(210, 20), .completed(300)]
/// xs.subscriptions                         // [Subscription(200, 300)]
/// ```
public final class HotSource<Value: Equatable & Sendable>: Sendable {
  private let subject = Subject<Value>()
  private let log: SubscriptionLog

  /// A source sending `events` at their times on `scheduler`.
  public init(_ events: [Recorded<Value>], on scheduler: VirtualTimeScheduler) {
    log = SubscriptionLog(scheduler)
    for record in events {
      let (subject, event) = (self.subject, record.event)
      scheduler.schedule(at: record.time) { subject.send(event) }
    }
  }

  /// Every subscription so far, with its start and end.
  public var subscriptions: [Subscription] { log.all }

  /// The source as a signal; each subscription is logged in `subscriptions`.
  public var signal: Signal<Value> {
    let (subject, log) = (self.subject, self.log)
    return Signal { subscriber in
      log.track(subscriber)
      return subject.signal.subscribe(forwardingTo: subscriber)
    }
  }
}

/// A cold test source (RxTest's `ColdObservable`): each subscription gets the events at
/// their times counted from when it subscribed. Records every subscription.
public final class ColdSource<Value: Equatable & Sendable>: Sendable {
  private let events: [Recorded<Value>]
  private let scheduler: VirtualTimeScheduler
  private let log: SubscriptionLog

  /// A source sending `events` at their times on `scheduler`.
  public init(_ events: [Recorded<Value>], on scheduler: VirtualTimeScheduler) {
    self.events = events
    self.scheduler = scheduler
    log = SubscriptionLog(scheduler)
  }

  /// Every subscription so far, with its start and end.
  public var subscriptions: [Subscription] { log.all }

  /// The source as a signal; each subscription is logged in `subscriptions`.
  public var signal: Signal<Value> {
    let (events, scheduler, log) = (self.events, self.scheduler, self.log)
    return Signal { subscriber in
      log.track(subscriber)
      let start = scheduler.now
      for record in events {
        let event = record.event
        subscriber.add(scheduler.schedule(at: start + record.time) { subscriber.send(event) })
      }
      return nil
    }
  }
}

extension TestTimeline {
  /// A hot source on this timeline's clock.
  public func hot<Value: Equatable & Sendable>(_ events: [Recorded<Value>]) -> HotSource<Value> {
    HotSource(events, on: scheduler)
  }

  /// A cold source on this timeline's clock; times count from each subscription.
  public func cold<Value: Equatable & Sendable>(_ events: [Recorded<Value>]) -> ColdSource<Value> {
    ColdSource(events, on: scheduler)
  }
}
