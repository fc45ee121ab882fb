#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a session on a thread whose stack size is known (`Limits.sessionStackSize`), so
/// the limits in `Limits`, measured against an 8 MiB stack in a debug build, hold whatever
/// `ulimit -s` the user has. The calling thread waits for it in `pthread_join`.
public enum LargeStack {
  private final class Work {
    let body: () -> Int32
    var status: Int32 = 0
    init(_ body: @escaping () -> Int32) { self.body = body }
  }

  /// Runs `body` on a fresh thread with a stack of `size` bytes (reserved, committed only
  /// as it is used) and returns its result; runs it here when no such thread can be made.
  public static func run(size: Int = Limits.sessionStackSize, _ body: @escaping () -> Int32) -> Int32 {
    let work = Work(body)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, size) == 0 else { return body() }
    let context = Unmanaged.passRetained(work)
    #if canImport(Darwin)
      var thread: pthread_t? = nil
    #else
      var thread = pthread_t()
    #endif
    let created = pthread_create(
      &thread, &attributes,
      { raw in
        guard let raw else { return nil }
        let work = Unmanaged<Work>.fromOpaque(raw).takeUnretainedValue()
        work.status = work.body()
        return nil
      }, context.toOpaque())
    guard created == 0 else {
      context.release()
      return body()
    }
    #if canImport(Darwin)
      pthread_join(thread!, nil)
    #else
      pthread_join(thread, nil)
    #endif
    let status = work.status
    context.release()
    return status
  }
}
