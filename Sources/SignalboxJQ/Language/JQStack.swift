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
      let (bottom, size) = ThreadStack.bounds()
      // Half only on a large stack (the command line's): on a small one (a test's
      // thread, with a sanitizer's larger frames) half may be spent before the first call.
      let kept = size >= UInt(largeStack) ? size / 2 : UInt(margin)
      low = bottom == 0 ? 0 : bottom + kept
      pthread_setspecific(lowKey, UnsafeRawPointer(bitPattern: low))
    }
    return here < low
  }
}
