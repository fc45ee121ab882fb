#if !canImport(Darwin)
  // glibc 2.30's `gettid`, which the Glibc module does not export (it needs _GNU_SOURCE).
  @_silgen_name("gettid")
  private func currentThreadID() -> pid_t
#endif

/// Whether this thread is the program's main thread: the one its top-level code runs on.
///
/// The subscription rule of `Signal.subscribe` treats it as RAC 2 treats the main thread,
/// whose `+currentScheduler` is the main-thread scheduler: a subscription made there runs
/// at once (docs/library.md, "The scheduling rule").
public enum MainThread {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Whether the calling thread is the main thread (asked once per thread, then cached).
  public static var isCurrent: Bool {
    switch UInt(bitPattern: pthread_getspecific(key)) {
    case 1: return true
    case 2: return false
    default:
      let main = isMainThread()
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: main ? 1 : 2))
      return main
    }
  }

  private static func isMainThread() -> Bool {
    #if canImport(Darwin)
      return pthread_main_np() != 0
    #else
      // The main thread's ID is the process ID.
      return currentThreadID() == getpid()
    #endif
  }
}

/// Marks a stretch of a thread's work where subscriptions run at once, as on the main
/// thread, without making any scheduler current (so time operators still pick their
/// scheduler as they would there). `signal.values` subscribes in one.
enum InlineSubscription {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Whether this thread is inside `run`.
  static var isActive: Bool { pthread_getspecific(key) != nil }

  /// Runs `body` with subscriptions made on this thread running at once.
  static func run<R>(_ body: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    defer { pthread_setspecific(key, previous) }
    return try body()
  }
}
