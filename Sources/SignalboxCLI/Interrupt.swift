import SignalboxLanguage
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signal handling: the signal handler only writes the signal's number to a pipe (all it
/// may safely do); a watcher thread reads it and runs the action in ordinary code.
enum Interrupt {
  nonisolated(unsafe) fileprivate static var writeEnd: Int32 = -1
  private static let actions = Mutex<[Int32: @Sendable () -> Void]>([:])
  /// Set by the main thread when the pipe and the watcher exist.
  nonisolated(unsafe) private static var started = false

  /// Runs `action` on a watcher thread for every SIGINT from now on.
  static func onSIGINT(_ action: @escaping @Sendable () -> Void) {
    on([SIGINT], action)
  }

  /// SIGTERM and SIGHUP: `action` gets the exit status the shell expects (128 + signal:
  /// 143, 129), on the watcher thread.
  static func onTermination(_ action: @escaping @Sendable (ExitStatus) -> Void) {
    on([SIGTERM]) { action(.terminated) }
    on([SIGHUP]) { action(.hangup) }
  }

  /// Installs the handlers; called from the main thread before the session starts, so the
  /// table is complete before any signal is read from the pipe.
  private static func on(_ signals: [Int32], _ action: @escaping @Sendable () -> Void) {
    if !started {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { return }
      writeEnd = fds[1]
      let readEnd = fds[0]
      started = true
      DetachedThread {
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) > 0 {
          let action = Interrupt.actions.withLock { $0[Int32(byte)] }
          action?()
        }
      }.start()
    }
    for number in signals {
      actions.withLock { $0[number] = action }
      var handler = sigaction()
      handler.__sigaction_handler.sa_handler = signalHandler
      sigemptyset(&handler.sa_mask)
      handler.sa_flags = SA_RESTART
      sigaction(number, &handler, nil)
    }
  }
}

private let signalHandler: @convention(c) (Int32) -> Void = { number in
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(Interrupt.writeEnd, &byte, 1)
}

/// A detached thread running a closure.
final class DetachedThread: @unchecked Sendable {
  private let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }

  func start() {
    let context = Unmanaged.passRetained(self).toOpaque()
    var thread = pthread_t()
    pthread_create(
      &thread, nil,
      { raw in
        let me = Unmanaged<DetachedThread>.fromOpaque(raw!).takeRetainedValue()
        me.body()
        return nil
      }, context)
    pthread_detach(thread)
  }
}
