import Synchronization

/// Holds one inner disposable that can be replaced (RAC `RACSerialDisposable`, DSP3).
///
/// As in RAC, and unlike Rx's `SerialDisposable`, replacing the inner disposable does not
/// dispose the old one; operators that swap inner subscriptions dispose the old one
/// themselves. Disposing the serial disposable disposes the current inner one; an inner one
/// set after that is disposed at once and not kept.
public final class SerialDisposable: Disposable {
  private struct State {
    var disposed = false
    var inner: (any Disposable)?
  }
  private let state = Mutex(State())

  /// A serial disposable holding `inner` (or nothing).
  public init(_ inner: (any Disposable)? = nil) {
    state.withLock { $0.inner = inner }
  }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool { state.withLock { $0.disposed } }

  /// The current inner disposable. Setting it does not dispose the previous one.
  public var inner: (any Disposable)? {
    get { state.withLock { $0.inner } }
    set { _ = swap(newValue) }
  }

  /// Replaces the inner disposable and returns the previous one (not disposed).
  @discardableResult
  public func swap(_ new: (any Disposable)?) -> (any Disposable)? {
    let (accepted, old) = state.withLock { state -> (Bool, (any Disposable)?) in
      if state.disposed { return (false, nil) }
      let old = state.inner
      state.inner = new
      return (true, old)
    }
    if !accepted { new?.dispose() }
    return old
  }

  /// Disposes the held disposable and every one set later.
  public func dispose() {
    let inner = state.withLock { state -> (any Disposable)? in
      if state.disposed { return nil }
      state.disposed = true
      defer { state.inner = nil }
      return state.inner
    }
    inner?.dispose()
  }
}
