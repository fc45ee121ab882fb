#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C handling: the signal handler only writes a byte to a pipe (all it may safely do);
/// a watcher thread reads it and runs the action in ordinary code.
enum Interrupt {
  nonisolated(unsafe) fileprivate static var writeEnd: Int32 = -1

  /// Runs `action` on a watcher thread for every SIGINT from now on.
  static func onSIGINT(_ action: @escaping @Sendable () -> Void) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return }
    writeEnd = fds[1]
    let readEnd = fds[0]
    var handler = sigaction()
    handler.__sigaction_handler.sa_handler = sigintHandler
    sigemptyset(&handler.sa_mask)
    handler.sa_flags = SA_RESTART
    sigaction(SIGINT, &handler, nil)
    DetachedThread {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) > 0 { action() }
    }.start()
  }
}

private let sigintHandler: @convention(c) (Int32) -> Void = { _ in
  var byte: UInt8 = 3
  _ = write(Interrupt.writeEnd, &byte, 1)
}

/// A detached thread running a closure.
final class DetachedThread: @unchecked Sendable {
  private let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }

  func start() {
    let context = Unmanaged.passRetained(self).toOpaque()
    var thread = pthread_t()
    pthread_create(&thread, nil, { raw in
      let me = Unmanaged<DetachedThread>.fromOpaque(raw!).takeRetainedValue()
      me.body()
      return nil
    }, context)
    pthread_detach(thread)
  }
}
