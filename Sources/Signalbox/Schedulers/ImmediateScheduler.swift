/// Runs work synchronously on the calling thread (RAC `+immediateScheduler`).
///
/// `schedule(at:)` blocks the calling thread until the time comes (SCH6). The immediate
/// scheduler does not become the current scheduler (SCH3) and its disposables are `nil`.
public final class ImmediateScheduler: Scheduler {
  /// The one immediate scheduler (it has no state).
  public static let shared = ImmediateScheduler()

  /// An immediate scheduler (`shared` does as well).
  public init() {}

  /// The monotonic clock's time in seconds.
  public var now: Double { MonotonicClock.seconds() }

  /// Runs `action` at once, on the calling thread.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    action()
    return nil
  }

  /// Waits until `time`, then runs `action` on the calling thread.
  @discardableResult
  public func schedule(at time: Double, _ action: @escaping @Sendable () -> Void) -> (
    any Disposable
  )? {
    let wait = time - now
    if wait > 0 { usleep(UInt32(min(wait, 4000) * 1_000_000)) }
    action()
    return nil
  }
}
