/// The scheduler whose work is running on this thread (RAC `+currentScheduler`, SCH3).
///
/// Schedulers set it around each action they run; the immediate scheduler does not. The
/// subscription rule of `Signal.subscribe` reads it.
public enum CurrentScheduler {
  private final class Box {
    let scheduler: any Scheduler
    let previous: UnsafeMutableRawPointer?
    init(_ scheduler: any Scheduler, previous: UnsafeMutableRawPointer?) {
      self.scheduler = scheduler
      self.previous = previous
    }
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The current scheduler of this thread, if any.
  public static var current: (any Scheduler)? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue().scheduler
  }

  /// Whether this thread is running a scheduler's work.
  @inlinable public static var isSet: Bool { _isSet() }

  @usableFromInline static func _isSet() -> Bool { pthread_getspecific(key) != nil }

  /// Runs `body` with `scheduler` as this thread's current scheduler.
  public static func run<R>(as scheduler: any Scheduler, _ body: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(key)
    let box = Unmanaged.passRetained(Box(scheduler, previous: previous))
    pthread_setspecific(key, box.toOpaque())
    defer {
      pthread_setspecific(key, previous)
      box.release()
    }
    return try body()
  }
}
