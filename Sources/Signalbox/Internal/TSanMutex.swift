#if SIGNALBOX_TSAN
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The thread sanitizer does not see `Synchronization.Mutex` lock and unlock on Linux (it
  /// waits on a futex TSan does not intercept), so every access to a value it guards is
  /// reported as a race. For `make tsan` this module-local `Mutex` — same `withLock` shape,
  /// backed by a `pthread_mutex_t` that TSan understands — shadows it; the logic checked is
  /// the same, only the lock underneath differs. Not used in normal builds.
  final class Mutex<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(_ value: Value) {
      self.value = value
      pthread_mutex_init(lock, nil)
    }

    deinit {
      pthread_mutex_destroy(lock)
      lock.deallocate()
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
      return try body(&value)
    }
  }
#endif
