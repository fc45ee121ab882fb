/// Disposes its inner disposable when it is deinitialised (RAC `RACScopedDisposable`, DSP4).
///
/// ```swift
/// do {
///   let scoped = ScopedDisposable(signal.subscribe(next: { print($0) }))
///   _ = scoped
/// }   // the subscription is disposed here
/// ```
public final class ScopedDisposable: Disposable {
  private let inner: any Disposable

  /// Wraps `inner`, disposed when this wrapper is released.
  public init(_ inner: any Disposable) {
    self.inner = inner
  }

  deinit { inner.dispose() }

  /// Whether the wrapped disposable is disposed.
  public var isDisposed: Bool { inner.isDisposed }
  /// Disposes the wrapped disposable now.
  public func dispose() { inner.dispose() }
}

extension Disposable {
  /// Wraps `self` so that it is disposed when the wrapper goes away.
  public func scoped() -> ScopedDisposable { ScopedDisposable(self) }
}
