#if !canImport(Darwin)
  // A GNU extension the Glibc module does not export (it needs _GNU_SOURCE).
  @_silgen_name("pthread_getattr_np")
  private func getThreadAttributes(
    _ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>
  ) -> Int32
#endif

/// How much stack the evaluator may still use on this thread: a jq function call refuses
/// to start (a jq error with an ID) when less than `margin` bytes are left, or on a large
/// stack less than the calls so far have used, so recursion in a filter never overflows the stack,
/// whatever thread runs it and however small its stack (the command line runs on a large
/// one; tests run on small ones). Half the stack is kept because an output at depth N
/// travels back through the N levels' continuations, on top of the N levels' frames
/// (`def f: ., (. + 1 | f); last(limit(20000; f))`).
enum JQStack {
  static let margin = 192 * 1024
  /// From this size on, half the stack is kept for outputs travelling back.
  static let largeStack = 16 << 20

  private static let lowKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  static func isLow() -> Bool {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    var low = UInt(bitPattern: pthread_getspecific(lowKey))
    if low == 0 {
      let (bottom, size) = stackBounds()
      // Half only on a large stack (the command line's): on a small one (a test's
      // thread, with a sanitizer's larger frames) half may be spent before the first call.
      let kept = size >= UInt(largeStack) ? size / 2 : UInt(margin)
      low = bottom == 0 ? 0 : bottom + kept
      pthread_setspecific(lowKey, UnsafeRawPointer(bitPattern: low))
    }
    return here < low
  }

  /// The lowest address of this thread's stack and its size; (0, 0) when unknown.
  private static func stackBounds() -> (UInt, UInt) {
    #if canImport(Darwin)
      let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
      let size = UInt(pthread_get_stacksize_np(pthread_self()))
      return (top - size, size)
    #else
      var attributes = pthread_attr_t()
      guard getThreadAttributes(pthread_self(), &attributes) == 0 else { return (0, 0) }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer? = nil
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else {
        return (0, 0)
      }
      return (UInt(bitPattern: address), UInt(size))
    #endif
  }
}
