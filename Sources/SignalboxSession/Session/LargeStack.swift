import Signalbox
import SignalboxLanguage

/// Starts a session on a thread whose stack size is known (`Limits.sessionStackSize`), so
/// the limits in `Limits`, measured against an 8 MiB stack in a debug build, hold whatever
/// `ulimit -s` the user has. The thread is detached: the session ends the process from it,
/// and the starting thread is free for other work meanwhile (the command line's signal
/// watcher).
package enum LargeStack {
  /// Runs `body` on a fresh thread with a stack of `size` bytes (reserved, committed only as
  /// it is used) and returns true; false when no such thread can be made (`body` has not
  /// run).
  package static func start(
    size: Int = Limits.sessionStackSize, _ body: @escaping @Sendable () -> Void
  ) -> Bool {
    OSThread.detach(stackSize: size, body)
  }
}
