#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a body on a fresh thread with a stack of a given size (reserved, committed only as
/// it is used) while the calling thread waits in `pthread_join`, so one of the two runs at a
/// time. The engine continues deep recursions this way (`DeepRecursion`); the command line
/// runs its whole session this way, so the language's limits hold whatever `ulimit -s` is.
/// When no such thread can be made the body runs on the calling thread.
public enum FreshStack {
  private class Work {
    func run() {}
  }

  private final class TypedWork<T>: Work {
    let body: () throws -> T
    var result: Result<T, any Error>?
    init(_ body: @escaping () throws -> T) { self.body = body }
    override func run() { result = Result { try body() } }
  }

  public static func run<T>(stackSize: Int, _ body: () throws -> T) throws -> T {
    try withoutActuallyEscaping(body) { escapable -> T in
      let work = TypedWork(escapable)
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return try escapable() }
      let context = Unmanaged.passRetained(work as Work)
      #if canImport(Darwin)
        var thread: pthread_t? = nil
      #else
        var thread = pthread_t()
      #endif
      let created = pthread_create(
        &thread, &attributes,
        { raw in
          let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
          work.run()
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
      return try work.result!.get()
    }
  }

  /// `run` for a body that cannot throw.
  public static func run<T>(stackSize: Int, _ body: () -> T) -> T {
    // The throwing overload only rethrows what the body throws, and this body throws nothing.
    (try? run(stackSize: stackSize, { () throws -> T in body() })) ?? body()
  }
}
