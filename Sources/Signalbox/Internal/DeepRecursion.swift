#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps deep, legitimately recursive pulls from overflowing the stack.
///
/// Forcing a lazy cell may force another before it returns: `foldRight` whose step reads the
/// lazily computed rest is the textbook case (100 000 elements nest 100 000 forcings). Such
/// recursion cannot be made iterative without turning every user expression into
/// continuation-passing code, so instead each forcing checks how much stack is left, and
/// when it runs low the forcing continues on a fresh thread with a large stack while this
/// thread waits for it. Depth is then bounded by memory, not by the first thread's stack.
/// The waiting thread is blocked in `pthread_join`, so exactly one thread runs at a time and
/// the join orders their memory effects; the current scheduler is carried over.
#if !canImport(Darwin)
  // A GNU extension the Glibc module does not export (it needs _GNU_SOURCE).
  @_silgen_name("pthread_getattr_np")
  private func getThreadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

enum DeepRecursion {
  /// Continue on a fresh thread when less than this much stack is left.
  static let margin = 256 * 1024
  /// The stack of each continuation thread (reserved, committed only as it is used).
  static let continuationStackSize = 512 * 1024 * 1024

  /// Runs `body`, on a fresh thread with a large stack when this one is nearly full.
  @inline(__always)
  static func run<T>(_ body: () throws -> T) throws -> T {
    if stackIsLow() { return try onFreshStack(body) }
    return try body()
  }

  private static let lowKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Whether fewer than `margin` bytes of this thread's stack are left.
  static func stackIsLow() -> Bool {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    var low = UInt(bitPattern: pthread_getspecific(lowKey))
    if low == 0 {
      low = stackLowerBound() + UInt(margin)
      pthread_setspecific(lowKey, UnsafeRawPointer(bitPattern: low))
    }
    return here < low
  }

  private static func stackLowerBound() -> UInt {
    #if canImport(Darwin)
      let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
      return top - UInt(pthread_get_stacksize_np(pthread_self()))
    #else
      // glibc reports the main thread's stack from its growth limit (RLIMIT_STACK).
      var attributes = pthread_attr_t()
      guard getThreadAttributes(pthread_self(), &attributes) == 0 else { return 0 }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer? = nil
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return 0 }
      return UInt(bitPattern: address)
    #endif
  }

  private class Continuation {
    func run() {}
  }

  private final class TypedContinuation<T>: Continuation {
    let body: () throws -> T
    let scheduler: (any Scheduler)?
    var result: Result<T, any Error>?
    init(_ body: @escaping () throws -> T, scheduler: (any Scheduler)?) {
      self.body = body
      self.scheduler = scheduler
    }
    override func run() {
      if let scheduler {
        result = CurrentScheduler.run(as: scheduler) { Result { try body() } }
      } else {
        result = Result { try body() }
      }
    }
  }

  static func onFreshStack<T>(_ body: () throws -> T) throws -> T {
    try withoutActuallyEscaping(body) { escapable -> T in
      let continuation = TypedContinuation(escapable, scheduler: CurrentScheduler.current)
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstacksize(&attributes, continuationStackSize)
      let context = Unmanaged.passRetained(continuation as Continuation)
      #if canImport(Darwin)
        var thread: pthread_t? = nil
      #else
        var thread = pthread_t()
      #endif
      let created = pthread_create(
        &thread, &attributes,
        { raw in
          let continuation = Unmanaged<Continuation>.fromOpaque(raw!).takeRetainedValue()
          continuation.run()
          return nil
        }, context.toOpaque())
      if created != 0 {
        context.release()
        return try escapable()  // no thread to be had: carry on here
      }
      #if canImport(Darwin)
        pthread_join(thread!, nil)
      #else
        pthread_join(thread, nil)
      #endif
      return try continuation.result!.get()
    }
  }
}
