import Signalbox
import SignalboxLanguage
import SignalboxSession
import Synchronization

/// Signal handling and the output's flush timer, on one watcher: the main thread, once it
/// has started the session's thread (`SignalboxCommand.run`), so that start-up makes one
/// thread, not three.
///
/// A signal handler only writes the signal's number to a pipe (all it may safely do); the
/// watcher reads it and runs the action in ordinary code. The watcher also writes standard
/// output's buffer when a complete line has waited there `TerminalOutput.maxDelayNanoseconds`
/// while the session works (`flushWhenDue`): it sleeps in `poll` on the pipe until the
/// oldest line is due, and a byte 0 on the pipe (`wake`) tells it that a line is waiting
/// when it sleeps with none (only then: not once per buffer the session fills).
enum Interrupt {
  nonisolated(unsafe) fileprivate static var writeEnd: Int32 = -1
  nonisolated(unsafe) private static var readEnd: Int32 = -1
  private static let actions = Mutex<[Int32: @Sendable () -> Void]>([:])
  /// The buffer the watcher flushes (`flushWhenDue`), if any.
  private static let flushed = Mutex<TerminalOutput?>(nil)
  /// Set by the watcher before it looks at the buffer and finds no line, so it will sleep
  /// until woken; `wake` clears it and writes the byte.
  private static let idle = Atomic<Bool>(false)

  /// Makes the pipe; called on the main thread before any other thread starts. False when
  /// there is no pipe to be had (then no signal is handled).
  @discardableResult
  static func prepare() -> Bool {
    if readEnd >= 0 { return true }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return false }
    // A handler must never block: with the pipe full (the watcher is behind by 64 KiB of
    // bytes, so it has plenty to wake up for), a byte is dropped instead.
    _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
    readEnd = fds[0]
    writeEnd = fds[1]
    return true
  }

  /// Runs `action` on the watcher for every SIGINT from now on.
  static func onSIGINT(_ action: @escaping @Sendable () -> Void) {
    on([SIGINT], action)
  }

  /// SIGWINCH (the terminal was resized): `action` runs on the watcher.
  static func onResize(_ action: @escaping @Sendable () -> Void) {
    on([SIGWINCH], action)
  }

  /// SIGTERM and SIGHUP: `action` gets the exit status the shell expects (128 + signal:
  /// 143, 129), on the watcher.
  static func onTermination(_ action: @escaping @Sendable (ExitStatus) -> Void) {
    on([SIGTERM]) { action(.terminated) }
    on([SIGHUP]) { action(.hangup) }
  }

  /// From now on the watcher writes `output`'s buffer when its oldest line is due.
  static func flushWhenDue(_ output: TerminalOutput) {
    flushed.withLock { $0 = output }
  }

  /// Tells the watcher that a line is waiting, if it sleeps without a deadline (called after
  /// the line is in the buffer: the watcher sets `idle` before it looks, so one of the two
  /// sees the other).
  static func wake() {
    guard idle.exchange(false, ordering: .sequentiallyConsistent) else { return }
    var byte: UInt8 = 0
    _ = write(writeEnd, &byte, 1)
  }

  /// Installs the handlers, after the action is in the table (a signal read from the pipe
  /// finds it).
  private static func on(_ signals: [Int32], _ action: @escaping @Sendable () -> Void) {
    guard prepare() else { return }
    for number in signals {
      actions.withLock { $0[number] = action }
      var handler = sigaction()
      handler.__sigaction_handler.sa_handler = signalHandler
      sigemptyset(&handler.sa_mask)
      handler.sa_flags = SA_RESTART
      sigaction(number, &handler, nil)
    }
  }

  /// The watcher's loop, for ever (the process ends from another thread, or from an
  /// action).
  static func watch() -> Never {
    // Not an Array: in this never-returning loop the optimised build kept one reference to
    // the array per wake-up it never released, so every `read` copied it into a new one (a
    // leak of some 100 bytes per wake: the heap crept by ~250 KB a minute under
    // `interval 0.001` with output to a file). Allocated once; the process ends in or
    // outside this loop, never by leaving it.
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64)
    bytes.initialize(repeating: 0)
    while true {
      var timeout: Int32 = -1
      idle.store(true, ordering: .sequentiallyConsistent)
      if let output = flushed.withLock({ $0 }), let since = output.oldestLine() {
        idle.store(false, ordering: .sequentiallyConsistent)
        let due = since + TerminalOutput.maxDelayNanoseconds
        let now = TerminalOutput.now()
        if now >= due {
          output.flush(ifOldestLineIs: since)
          continue
        }
        // Rounded up to the next millisecond: waking early would only poll again.
        timeout = Int32((due - now + 999_999) / 1_000_000)
      }
      var fd = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
      guard poll(&fd, 1, timeout) > 0 else { continue }  // the timeout, or EINTR
      let count = read(readEnd, bytes.baseAddress, bytes.count)
      guard count > 0 else {
        if count < 0 && errno == EINTR { continue }
        while true { pause() }  // no pipe: signals keep their default action from here
      }
      for byte in bytes[..<count] where byte != 0 {
        let action = actions.withLock { $0[Int32(byte)] }
        action?()
      }
    }
  }

  /// The watcher on a thread of its own, for when the session runs on the main thread.
  static func watchOnAThread() {
    _ = OSThread.detach { Interrupt.watch() }
  }
}

private let signalHandler: @convention(c) (Int32) -> Void = { number in
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(Interrupt.writeEnd, &byte, 1)
  errno = saved
}
