/// The one way the package starts a thread of its own: a closure on a new pthread, with a
/// stack of a given size when asked (reserved, committed only as it is used), either
/// detached (`detach`) or waited for (`runJoined`). `FreshStack` (deep recursions), the
/// session's `LargeStack`, and the command line's signal watcher and input-file copier use
/// it, and so does the stdin reader's read-ahead thread (`spawn`, joined when it stops).
package enum OSThread {
  /// Starts `body` on a detached thread; false when no thread can be made (`body` has not
  /// run).
  package static func detach(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void)
    -> Bool
  {
    start(stackSize: stackSize, detached: true, Body(body)) != nil
  }

  /// Runs `body` on a new thread while this one waits for it; false when no thread can be
  /// made (`body` has not run). `body` need not be `Sendable`: one of the two threads runs
  /// at a time.
  package static func runJoined(stackSize: Int, _ body: @escaping () -> Void) -> Bool {
    guard let thread = start(stackSize: stackSize, detached: false, Body(body)) else {
      return false
    }
    #if canImport(Darwin)
      pthread_join(thread!, nil)
    #else
      pthread_join(thread, nil)
    #endif
    return true
  }

  /// A thread started by `spawn`, to be waited for once with `join`.
  package struct Joinable: @unchecked Sendable {
    fileprivate let handle: Handle

    /// Waits for the thread's body to return (call once).
    package func join() {
      #if canImport(Darwin)
        pthread_join(handle!, nil)
      #else
        pthread_join(handle, nil)
      #endif
    }
  }

  /// Starts `body` on a new thread that its starter waits for later (`join`); nil when no
  /// thread can be made (`body` has not run). The thread runs with every signal blocked, so
  /// signals (Ctrl-C, SIGPIPE) keep going to the threads that handle them.
  package static func spawn(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void)
    -> Joinable?
  {
    var all = sigset_t()
    var previous = sigset_t()
    sigfillset(&all)
    // A new thread inherits its creator's signal mask: block everything around the create.
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return start(stackSize: stackSize, detached: false, Body(body)).map(Joinable.init)
  }

  private final class Body: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  #if canImport(Darwin)
    fileprivate typealias Handle = pthread_t?
  #else
    fileprivate typealias Handle = pthread_t
  #endif

  private static func start(stackSize: Int?, detached: Bool, _ body: Body) -> Handle? {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    if let stackSize, pthread_attr_setstacksize(&attributes, stackSize) != 0 { return nil }
    if detached,
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) != 0
    {
      return nil
    }
    let context = Unmanaged.passRetained(body)
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
      return nil
    }
    return thread
  }
}
