import Synchronization

/// Something that can be cancelled: a subscription, a scheduled action, a timer.
///
/// Disposing is idempotent: the first `dispose()` does the work, later calls do nothing
/// (RAC DSP1). Disposal stops all further work and side effects of what it stands for.
public protocol Disposable: AnyObject, Sendable {
  /// Cancels the work. Safe to call more than once and from any thread.
  func dispose()
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}

/// Runs a closure once, on the first `dispose()`; never on deinit (RAC DSP1).
///
/// ```swift
/// let d = ActionDisposable { print("cleaned up") }
/// d.dispose()   // prints "cleaned up"
/// d.dispose()   // nothing
/// ```
public final class ActionDisposable: Disposable {
  // `action` is taken out under the mutex, then run outside it.
  private let action: Mutex<(@Sendable () -> Void)?>
  private let disposed = Atomic<Bool>(false)

  /// - Parameter action: what to run on the first `dispose()`.
  public init(_ action: @escaping @Sendable () -> Void) {
    self.action = Mutex(action)
  }

  /// A disposable with nothing to run: it only records that it was disposed.
  public init() {
    self.action = Mutex(nil)
  }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Runs the action, the first time only.
  public func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let run = action.withLock { action -> (@Sendable () -> Void)? in
      defer { action = nil }
      return action
    }
    run?()
  }
}
