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

  // The probe is this module's own (as JQStack's is): with the shared `ThreadStack.Floor`
  // (an @inlinable probe in SignalboxPlatform), every forcing under AddressSanitizer read
  // its stack as low and hopped to a fresh thread, so a cell asking for itself waited for
  // "another" thread that was its own continuation (MemoTests hung in `make asan`).
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
      low = ThreadStack.bounds().bottom + UInt(margin)
      pthread_setspecific(lowKey, UnsafeRawPointer(bitPattern: low))
    }
    return here < low
  }

  static func onFreshStack<T>(_ body: () throws -> T) throws -> T {
    // The current scheduler is thread-local: the continuation runs under the same one.
    let scheduler = CurrentScheduler.current
    return try FreshStack.run(stackSize: continuationStackSize) {
      guard let scheduler else { return try body() }
      return try CurrentScheduler.run(as: scheduler) { Result { try body() } }.get()
    }
  }
}
