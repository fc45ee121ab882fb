/// The package's one lock primitive: a `pthread_mutex_t` (which the thread sanitizer sees
/// lock and unlock, unlike `Synchronization.Mutex`'s futex on Linux). `SanitizerMutex`
/// (`make tsan`'s `Mutex`) is built on it, and code that must lock and unlock in separate
/// steps (the command line's output buffer) uses it directly; everything else uses
/// `Synchronization.Mutex` through `withLock`.
package final class PthreadLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  package init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }
  package func unlock() { pthread_mutex_unlock(mutex) }

  package func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}
