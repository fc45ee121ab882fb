import Synchronization

/// Receives the events of one subscription.
///
/// A subscriber enforces the event grammar (RAC C1–C3): after a terminal event, or after its
/// subscription was disposed, every further event is dropped. A terminal event first disposes
/// the subscription (and so everything upstream: timers, inner subscriptions), then runs the
/// handler, which is the order RAC's `RACSubscriber` uses. Disposing is also how a terminal
/// event is claimed: of two racing terminal events (or a terminal event racing an outside
/// `dispose()`), only the one whose disposal came first is delivered.
///
/// A subscriber belongs to exactly one subscription: `Signal.subscribe` takes a fresh one.
public final class Subscriber<Value: Sendable>: CompoundDisposable, @unchecked Sendable {
  @usableFromInline let onNext: @Sendable (Value) -> Void
  @usableFromInline let onError: @Sendable (any Error) -> Void
  @usableFromInline let onCompleted: @Sendable () -> Void

  /// Everything this subscription owns; disposed on the first terminal event.
  @inlinable public var disposable: CompoundDisposable { self }

  public init(
    next: @escaping @Sendable (Value) -> Void = { _ in },
    error: @escaping @Sendable (any Error) -> Void = { _ in },
    completed: @escaping @Sendable () -> Void = {}
  ) {
    self.onNext = next
    self.onError = error
    self.onCompleted = completed
    super.init()
  }

  /// Whether the subscription was disposed (by a terminal event or from outside).
  /// Delivers a value, unless the subscription has ended.
  @inlinable public func sendNext(_ value: Value) {
    if disposable.isDisposed { return }
    onNext(value)
  }

  /// Ends the subscription with an error: disposes upstream, then delivers the error.
  public func sendError(_ error: any Error) {
    guard disposeClaiming() else { return }
    onError(error)
  }

  /// Ends the subscription successfully: disposes upstream, then delivers `completed`.
  public func sendCompleted() {
    guard disposeClaiming() else { return }
    onCompleted()
  }

  /// Delivers any event.
  @inlinable public func send(_ event: Event<Value>) {
    switch event {
    case .next(let value): sendNext(value)
    case .error(let error): sendError(error)
    case .completed: sendCompleted()
    }
  }
}
