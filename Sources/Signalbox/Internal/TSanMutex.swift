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
  ///
  /// The value lives behind a pointer, not in a stored property: a zero-sized value
  /// (`Mutex<Void>`) would share its address with the `lock` field, and TSan would take the
  /// `inout` access to it under the lock and the read of `lock` before locking for a race.
  final class Mutex<Value>: @unchecked Sendable {
    private let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(_ value: Value) {
      self.value.initialize(to: value)
      pthread_mutex_init(lock, nil)
    }

    deinit {
      value.deinitialize(count: 1)
      value.deallocate()
      pthread_mutex_destroy(lock)
      lock.deallocate()
    }

    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
      return try body(&value.pointee)
    }
  }
#endif
