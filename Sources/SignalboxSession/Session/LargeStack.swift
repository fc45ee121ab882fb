import Signalbox
import SignalboxLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a session on a thread whose stack size is known (`Limits.sessionStackSize`), so
/// the limits in `Limits`, measured against an 8 MiB stack in a debug build, hold whatever
/// `ulimit -s` the user has. The thread is detached: the session ends the process from it,
/// and the starting thread is free for other work meanwhile (the command line's signal
/// watcher).
public enum LargeStack {
  /// Runs `body` on a fresh thread with a stack of `size` bytes (reserved, committed only as
  /// it is used) and returns true; false when no such thread can be made (`body` has not
  /// run).
  public static func start(
    size: Int = Limits.sessionStackSize, _ body: @escaping @Sendable () -> Void
  ) -> Bool {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, size) == 0,
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
    else { return false }
    let context = Unmanaged.passRetained(Body(body))
    #if canImport(Darwin)
      var thread: pthread_t? = nil
    #else
      var thread = pthread_t()
    #endif
    let created = pthread_create(
      &thread, &attributes,
      { raw in
        Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
      }, context.toOpaque())
    if created != 0 {
      context.release()
      return false
    }
    return true
  }

  private final class Body: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
