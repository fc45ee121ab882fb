import Signalbox
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Synchronization

/// Buffered standard output (SPEC §3).
///
/// At a terminal every line is written as it is produced. To a pipe or a file lines are
/// gathered (64 KiB at most) and written when the session is about to wait (for time,
/// input or the prompt), at the end of every statement, before anything goes to stderr,
/// and at exit; the signal watcher (`Interrupt`) writes any complete line that has waited
/// 100 ms while the session keeps working. SIGINT/SIGTERM/SIGHUP write every complete line before
/// exiting.
/// A closed pipe ends the program quietly with status 0; any other write error prints one
/// message on stderr and ends it with status 3.
///
/// It decides, once, whether each stream may be coloured (`colours`: a terminal, unless
/// `NO_COLOR` is set or `--no-color` is given); the session's printers do the painting.
/// While the REPL shows its prompt, `aroundWrite` moves the prompt and the half-typed line
/// out of the way of what is written.
final class TerminalOutput: SessionOutput, @unchecked Sendable {
  // `buffer` and `pendingSince` are guarded by `lock` (the session's thread appends, the
  // watcher thread takes what is there when a line is due or a signal ends the program). Writing
  // happens outside it,
  // under `writeLock`, which keeps writes in the order their bytes were taken.
  private var buffer: [UInt8] = []
  /// When the oldest line in `buffer` was added (monotonic nanoseconds), 0 when empty.
  private var pendingSince: UInt64 = 0
  private let lock = PthreadLock()
  private let writeLock = PthreadLock()
  /// The watcher writes lines that wait too long (`Interrupt.flushWhenDue`).
  private let flushedByWatcher: Bool
  let colours: ColourChoice
  /// Every line is written at once (stdout is a terminal).
  private let lineByLine: Bool
  /// Set by the REPL while its prompt is on screen.
  var aroundWrite: ((() -> Void) -> Void)?

  /// The longest a complete line waits in the buffer while the session works.
  static let maxDelayNanoseconds: UInt64 = 100_000_000

  /// `backgroundFlush: false` (the REPL): the watcher does not flush, because writing while
  /// the prompt is on screen goes through readline (`aroundWrite`), which only the REPL's
  /// thread may call; the REPL flushes before it waits for input or time.
  init(colour: Bool = true, backgroundFlush: Bool = true) {
    buffer.reserveCapacity(1 << 16)
    let allowed = colour && getenv("NO_COLOR") == nil
    colours = ColourChoice(stdout: allowed && isatty(1) != 0, stderr: allowed && isatty(2) != 0)
    lineByLine = isatty(1) != 0
    flushedByWatcher = !lineByLine && backgroundFlush
    if flushedByWatcher { Interrupt.flushWhenDue(self) }
  }

  func out(_ line: String) {
    append { bytes in
      var line = line
      line.withUTF8 { bytes.append(contentsOf: $0) }
    }
  }

  func outLine(_ write: (inout [UInt8]) -> Void) {
    append(write)
  }

  func outBytes(_ write: (inout [UInt8]) -> Void) {
    append(write, newline: false)
  }

  /// A big string (1 MB or more) is written in pieces of 64 KiB straight after what is
  /// buffered, so the line is never built whole (a 100 MB line would otherwise be held
  /// twice: the string and its printed form). `writeLock` keeps it whole towards other
  /// writers, a signal's exit included.
  func outValue(prefix: String, _ value: JSON) {
    guard case .string(var s) = value, s.utf8.count >= 1 << 20, !lineByLine, aroundWrite == nil
    else {
      outLine { bytes in
        if !prefix.isEmpty {
          // Through `withUTF8`: appending a `String.UTF8View` is a generic loop (230
          // instructions for an empty prefix).
          var head = prefix
          head.withUTF8 { bytes.append(contentsOf: $0) }
        }
        JSONWriter.write(value, into: &bytes)
      }
      return
    }
    writeLock.lock()
    defer { writeLock.unlock() }
    var piece = take()
    piece.append(contentsOf: prefix.utf8)
    piece.append(UInt8(ascii: "\""))
    s.withUTF8 { utf8 in
      var offset = 0
      while offset < utf8.count {
        let end = min(utf8.count, offset + (1 << 16))
        JSONWriter.writeStringContents(
          UnsafeBufferPointer(rebasing: utf8[offset..<end]), into: &piece)
        TerminalOutput.writeAll(1, &piece)
        piece.removeAll(keepingCapacity: true)
        offset = end
      }
    }
    piece.append(contentsOf: [UInt8(ascii: "\""), 0x0a])
    TerminalOutput.writeAll(1, &piece)
  }

  /// Adds one line; decides under the lock whether to write now, writes outside it.
  private func append(_ write: (inout [UInt8]) -> Void, newline: Bool = true) {
    lock.lock()
    // One access to `buffer` (each access to a class's stored property is checked for
    // exclusivity at run time in this module: one check per line, not four).
    let (wasEmpty, count) = TerminalOutput.appendLine(to: &buffer, write, newline: newline)
    if wasEmpty { pendingSince = TerminalOutput.now() }
    let full = lineByLine || count >= 1 << 16
    lock.unlock()
    if full {
      flush()
    } else if wasEmpty && flushedByWatcher {
      Interrupt.wake()
    }
  }

  @inline(__always)
  private static func appendLine(
    to buffer: inout [UInt8], _ write: (inout [UInt8]) -> Void, newline: Bool
  ) -> (wasEmpty: Bool, count: Int) {
    let wasEmpty = buffer.isEmpty
    write(&buffer)
    if newline { buffer.append(0x0a) }
    return (wasEmpty, buffer.count)
  }

  func err(_ text: String) {
    flush()
    var bytes = Array(text.utf8)
    if let aroundWrite {
      aroundWrite { TerminalOutput.writeAll(2, &bytes) }
    } else {
      TerminalOutput.writeAll(2, &bytes)
    }
  }

  func flush() {
    writeLock.lock()
    defer { writeLock.unlock() }
    var bytes = take()
    guard !bytes.isEmpty else { return }
    // Written through a pointer: a closure that captured `bytes` itself would keep a second
    // reference, and emptying the buffer for reuse would then allocate a new one per flush.
    bytes.withUnsafeBytes { raw in
      if let aroundWrite {
        aroundWrite { TerminalOutput.writeAll(1, raw) }
      } else {
        TerminalOutput.writeAll(1, raw)
      }
    }
    give(back: &bytes)
  }

  /// What the buffer holds (an empty buffer with its capacity takes its place).
  private func take() -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    guard !buffer.isEmpty else { return [] }
    var taken = spare
    swap(&taken, &buffer)
    spare = []
    pendingSince = 0
    return taken
  }

  /// A written buffer, kept (emptied) for the next `take`. Called under `writeLock`. Emptied
  /// in place, where it is the only reference: emptying a copy would allocate a new buffer
  /// of the same capacity on every flush (on the watcher's thread: the main arena's heap
  /// crept by some 300 KB a minute under `interval 0.001`).
  private func give(back bytes: inout [UInt8]) {
    bytes.removeAll(keepingCapacity: true)
    guard bytes.capacity <= 1 << 20 else { return }  // a huge line: let it go
    var kept: [UInt8] = []
    swap(&kept, &bytes)
    lock.lock()
    spare = kept
    lock.unlock()
  }

  /// An emptied buffer ready to swap in (guarded by `lock`).
  private var spare: [UInt8] = []

  /// A signal outside the REPL (Ctrl-C: 130, SIGTERM: 143, SIGHUP: 129): every complete
  /// line produced so far is written, then the program ends.
  func flushAndExit(_ status: ExitStatus) -> Never {
    writeLock.lock()
    var bytes = take()
    TerminalOutput.writeAll(1, &bytes)
    _exit(status.rawValue)
  }

  /// When the oldest line in the buffer was added (`now()`), nil when it is empty.
  func oldestLine() -> UInt64? {
    lock.lock()
    defer { lock.unlock() }
    return pendingSince == 0 ? nil : pendingSince
  }

  /// Writes the buffer if its oldest line is (at least as old as) the one added at `since`,
  /// that is, if nothing has written it since the watcher found that line due.
  func flush(ifOldestLineIs since: UInt64) {
    lock.lock()
    let stillDue = pendingSince != 0 && pendingSince <= since
    lock.unlock()
    if stillDue { flush() }
  }

  static func now() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
  }

  /// What runs before a write error on standard output ends the process (`--report`
  /// writes its file).
  static let beforeExit = Mutex<(@Sendable () -> Void)?>(nil)

  private static func writeAll(_ fd: Int32, _ bytes: inout [UInt8]) {
    bytes.withUnsafeBytes { writeAll(fd, $0) }
  }

  private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let n = write(fd, base + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        if fd != 1 { return }  // nothing more to be done about stderr
        let code = errno
        // `--report` is still written when standard output is closed or fails.
        beforeExit.withLock { $0 }?()
        if code == EPIPE { _exit(ExitStatus.success.rawValue) }
        writeFailed(code)
      }
      offset += n
    }
  }

  /// A write error on stdout other than a closed pipe (a full disk, EIO): one message on
  /// stderr, status 3.
  private static func writeFailed(_ code: Int32) -> Never {
    var message = Array(
      ("signalbox: "
        + Message.cannotWriteOutput(String(cString: strerror(code))).commandLineText + "\n").utf8)
    _ = write(2, &message, message.count)
    _exit(ExitStatus.ioFailure.rawValue)
  }
}
