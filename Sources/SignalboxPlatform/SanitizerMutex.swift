#if SIGNALBOX_TSAN
  import Synchronization

  /// The thread sanitizer does not see `Synchronization.Mutex` lock and unlock on Linux (it
  /// waits on a futex TSan does not intercept), so every access to a value it guards is
  /// reported as a race. For `make tsan` this `SanitizerMutex` — same `withLock` shape,
  /// backed by a `pthread_mutex_t` that TSan understands — shadows it through a `Mutex`
  /// alias each module declares in its own `Imports.swift`: a module's own declaration
  /// shadows the imported ones (here `Synchronization`'s), where an alias declared here would
  /// be just one more imported `Mutex` and the name ambiguous. So `Mutex(…)` in any file
  /// that imports `Synchronization` is this one. The logic checked is the same, only the
  /// lock underneath differs. Not compiled in normal builds.
  ///
  /// The value lives behind a pointer, not in a stored property: a zero-sized value
  /// (`Mutex<Void>`) would share its address with the `lock` field, and TSan would take the
  /// `inout` access to it under the lock and the read of `lock` before locking for a race.
  public final class SanitizerMutex<Value>: @unchecked Sendable {
    private let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    private let lock = PthreadLock()

    public init(_ value: Value) {
      self.value.initialize(to: value)
    }

    deinit {
      value.deinitialize(count: 1)
      value.deallocate()
    }

    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
      lock.lock()
      defer { lock.unlock() }
      return try body(&value.pointee)
    }
  }

#endif
