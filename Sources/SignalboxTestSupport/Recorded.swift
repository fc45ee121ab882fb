import Signalbox
import Synchronization

/// One event with the virtual time it happened at (RxTest's `Recorded`).
public struct Recorded<Value: Equatable & Sendable>: Equatable, Sendable, CustomStringConvertible {
  /// What happened: a value, an error (its description) or completion.
  public enum Kind: Equatable, Sendable {
    /// A value.
    case next(Value)
    /// An error, by its description.
    case error(String)
    /// Completion.
    case completed
  }
  /// The virtual time of the event.
  public var time: Double
  /// The event.
  public var kind: Kind

  /// A value at `time`.
  public static func next(_ time: Double, _ value: Value) -> Recorded {
    Recorded(time: time, kind: .next(value))
  }
  /// An error at `time`, by its description.
  public static func error(_ time: Double, _ message: String) -> Recorded {
    Recorded(time: time, kind: .error(message))
  }
  /// Completion at `time`.
  public static func completed(_ time: Double) -> Recorded {
    Recorded(time: time, kind: .completed)
  }

  /// `time next value`, `time error message` or `time completed`.
  public var description: String {
    switch kind {
    case .next(let v): return "\(time) next \(v)"
    case .error(let m): return "\(time) error \(m)"
    case .completed: return "\(time) completed"
    }
  }
}

/// Records what a subscription receives, with virtual timestamps.
public final class EventRecorder<Value: Equatable & Sendable>: Sendable {
  private let recorded = Mutex<[Recorded<Value>]>([])
  private let scheduler: VirtualTimeScheduler

  /// A recorder stamping events with `scheduler`'s time.
  public init(scheduler: VirtualTimeScheduler) { self.scheduler = scheduler }

  /// What was recorded so far, in order.
  public var events: [Recorded<Value>] { recorded.withLock { $0 } }

  /// A subscriber that records into this recorder.
  public func subscriber() -> Subscriber<Value> {
    Subscriber(
      next: { [self] v in recorded.withLock { $0.append(.next(scheduler.now, v)) } },
      error: { [self] e in
        recorded.withLock { $0.append(.error(scheduler.now, String(describing: e))) }
      },
      completed: { [self] in recorded.withLock { $0.append(.completed(scheduler.now)) } }
    )
  }
}

/// A virtual-time test bench in RxTest's style: create at 100, subscribe at 200, dispose
/// at 1000 by default.
public final class TestTimeline: Sendable {
  /// The timeline's virtual clock.
  public let scheduler = VirtualTimeScheduler()

  /// A timeline at virtual time 0.
  public init() {}

  /// A cold signal from a marble diagram (one frame = `frame` seconds; digits are `Int`s).
  public func cold(_ marbles: String, frame: Double = 1) -> Signal<Int> {
    MarbleDiagram.signal(
      marbles, frameDuration: frame, on: scheduler,
      value: { $0.wholeNumberValue ?? Int($0.asciiValue ?? 0) },
      error: { SignalError("marble error") })
  }

  /// Subscribes at `subscribe`, disposes at `dispose`, runs the clock, returns the events.
  public func start<Value: Equatable & Sendable>(
    subscribe: Double = 200, dispose: Double = 1000, _ make: @escaping @Sendable () -> Signal<Value>
  ) -> [Recorded<Value>] {
    let recorder = record(from: subscribe, to: dispose, make)
    scheduler.advance(to: dispose)
    return recorder.events
  }

  /// A recorder that subscribes to `make()` at `start` and disposes at `end`, once the clock
  /// gets there.
  public func record<Value: Equatable & Sendable>(
    from start: Double, to end: Double, _ make: @escaping @Sendable () -> Signal<Value>
  ) -> EventRecorder<Value> {
    let recorder = EventRecorder<Value>(scheduler: scheduler)
    let subscription = Mutex<(any Disposable)?>(nil)
    scheduler.schedule(at: start) {
      let d = make().subscribe(recorder.subscriber())
      subscription.withLock { $0 = d }
    }
    scheduler.schedule(at: end) { subscription.withLock { $0 }?.dispose() }
    return recorder
  }

  /// A recorder per window (start, end), subscribed to `signal` at the window's start and
  /// disposed at its end: several subscribers of one shared signal.
  public func subscribers<Value: Equatable & Sendable>(
    _ signal: Signal<Value>, _ windows: [(Double, Double)]
  ) -> [EventRecorder<Value>] {
    windows.map { (start, end) in record(from: start, to: end) { signal } }
  }
}
