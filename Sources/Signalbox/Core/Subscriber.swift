/// Receives the events of one subscription, and is that subscription's disposable.
///
/// A subscriber enforces the event grammar (RAC C1–C3): after a terminal event, or after its
/// subscription was disposed, every further event is dropped. A terminal event first disposes
/// the subscription (and so everything upstream: timers, inner subscriptions), then runs the
/// handler, which is the order RAC's `RACSubscriber` uses. Disposing is also how a terminal
/// event is claimed: of two racing terminal events (or a terminal event racing an outside
/// `dispose()`), only the one whose disposal came first is delivered.
///
/// A subscriber belongs to exactly one subscription: `Signal.subscribe` takes a fresh one.
/// What the subscription owns (its source's disposables, timers, inner subscriptions) is
/// kept inside it, so a subscription is one object; `add` ties more to it.
public final class Subscriber<Value: Sendable>: Disposable, @unchecked Sendable {
  @usableFromInline let onNext: @Sendable (Value) -> Void
  @usableFromInline let onError: @Sendable (any Error) -> Void
  @usableFromInline let onCompleted: @Sendable () -> Void
  /// Everything this subscription owns; disposed on the first terminal event.
  private let lifetime = Lifetime()

  /// A subscriber calling `next`, `error` and `completed` for the events it receives.
  public init(
    next: @escaping @Sendable (Value) -> Void = { _ in },
    error: @escaping @Sendable (any Error) -> Void = { _ in },
    completed: @escaping @Sendable () -> Void = {}
  ) {
    self.onNext = next
    self.onError = error
    self.onCompleted = completed
  }

  /// Whether the subscription was disposed (by a terminal event or from outside).
  public var isDisposed: Bool { lifetime.isDisposed }

  /// Ends the subscription without an event, disposing what it owns.
  public func dispose() { _ = lifetime.disposeClaiming() }

  /// Ties `disposable` to this subscription: it is disposed when the subscription ends (at
  /// once if it has ended already).
  public func add(_ disposable: (any Disposable)?) {
    if let disposable { _ = lifetime.insert(disposable) }
  }

  /// `add`, returning the token that forgets it again (for owners of many short-lived
  /// members).
  func insert(_ disposable: any Disposable) -> DisposableToken? { lifetime.insert(disposable) }
  func remove(_ token: DisposableToken) { lifetime.remove(token) }

  /// Delivers a value, unless the subscription has ended.
  @inlinable public func sendNext(_ value: Value) {
    if isDisposed { return }
    onNext(value)
  }

  /// Ends the subscription with an error: disposes upstream, then delivers the error.
  public func sendError(_ error: any Error) {
    guard lifetime.disposeClaiming() else { return }
    onError(error)
  }

  /// Ends the subscription successfully: disposes upstream, then delivers `completed`.
  public func sendCompleted() {
    guard lifetime.disposeClaiming() else { return }
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
