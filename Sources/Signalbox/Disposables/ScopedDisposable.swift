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

  public init(_ inner: any Disposable) {
    self.inner = inner
  }

  deinit { inner.dispose() }

  public var isDisposed: Bool { inner.isDisposed }
  public func dispose() { inner.dispose() }
}

extension Disposable {
  /// Wraps `self` so that it is disposed when the wrapper goes away.
  public func scoped() -> ScopedDisposable { ScopedDisposable(self) }
}
