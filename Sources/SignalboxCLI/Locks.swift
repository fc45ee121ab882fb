#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A condition variable with its own mutex: `wait(while:)` sleeps until `signal()` and
/// the predicate no longer holds.
final class Condition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let cond = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var signalled = false
  init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(cond, nil)
  }
  deinit {
    pthread_cond_destroy(cond)
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    cond.deallocate()
  }
  func signal() {
    pthread_mutex_lock(mutex)
    signalled = true
    pthread_cond_signal(cond)
    pthread_mutex_unlock(mutex)
  }
  /// Waits for a signal while `idle()` holds (checked after each wake-up).
  func wait(while idle: () -> Bool) {
    pthread_mutex_lock(mutex)
    while !signalled && idle() { pthread_cond_wait(cond, mutex) }
    signalled = false
    pthread_mutex_unlock(mutex)
  }
}

/// A plain pthread mutex (the CLI does not import Foundation).
final class NSLockLite: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  init() { pthread_mutex_init(mutex, nil) }
  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }
  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}
