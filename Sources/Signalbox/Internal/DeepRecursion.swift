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

  private static let floor = ThreadStack.Floor()

  /// Whether fewer than `margin` bytes of this thread's stack are left.
  static func stackIsLow() -> Bool {
    floor.isBelow { stackLowerBound() + UInt(margin) }
  }

  /// The lowest address of this thread's stack; 0 when unknown.
  private static func stackLowerBound() -> UInt { ThreadStack.bounds().bottom }

  static func onFreshStack<T>(_ body: () throws -> T) throws -> T {
    // The current scheduler is thread-local: the continuation runs under the same one.
    let scheduler = CurrentScheduler.current
    return try FreshStack.run(stackSize: continuationStackSize) {
      guard let scheduler else { return try body() }
      return try CurrentScheduler.run(as: scheduler) { Result { try body() } }.get()
    }
  }
}
