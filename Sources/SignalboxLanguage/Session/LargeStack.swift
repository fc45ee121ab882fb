import Signalbox

/// Runs a session on a thread whose stack size is known (`Limits.sessionStackSize`), so
/// the limits in `Limits`, measured against an 8 MiB stack in a debug build, hold whatever
/// `ulimit -s` the user has (the engine's `FreshStack`; the calling thread waits).
public enum LargeStack {
  /// Runs `body` on a fresh thread with a stack of `size` bytes and returns its result;
  /// runs it here when no such thread can be made.
  public static func run(size: Int = Limits.sessionStackSize, _ body: @escaping () -> Int32)
    -> Int32
  {
    FreshStack.run(stackSize: size, body)
  }
}
