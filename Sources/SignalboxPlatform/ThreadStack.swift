#if !canImport(Darwin)
  // A GNU extension the Glibc module does not export (it needs _GNU_SOURCE).
  @_silgen_name("pthread_getattr_np")
  private func getThreadAttributes(
    _ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>
  ) -> Int32
#endif

/// The calling thread's stack, for the checks that keep deep recursion from overflowing it
/// (the engine's `DeepRecursion`, jq's `JQStack`).
package enum ThreadStack {
  /// The lowest address of this thread's stack and its size; (0, 0) when unknown. glibc
  /// reports the main thread's stack from its growth limit (RLIMIT_STACK).
  package static func bounds() -> (bottom: UInt, size: UInt) {
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
