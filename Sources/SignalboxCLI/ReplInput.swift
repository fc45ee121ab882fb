import CReadline

#if canImport(Glibc)
  import Glibc
#endif

/// The keys readline reads pass through here (readline's `rl_getc_function`), so that the
/// preview can ask the terminal where the cursor is (DSR, `ESC [ 6 n`) without the answer
/// (`ESC [ row ; column R`) reaching the line: every complete answer is taken out of what
/// standard input brings, asked for or late. The run loop reads what is there (`gather`),
/// then readline takes the keys one at a time from the buffer. Used on the REPL's thread
/// only, like readline itself.
enum ReplInput {
  /// Bytes read from standard input, not yet given to readline.
  nonisolated(unsafe) private static var pending: [UInt8] = []
  nonisolated(unsafe) private static var endOfInput = false
  /// Whether readline reads through here (a readline without `rl_getc_function`: no).
  nonisolated(unsafe) private(set) static var installed = false
  /// Questions not answered in time, in a row: after `patience` of them none is asked.
  nonisolated(unsafe) private static var unanswered = 0
  static let patience = 3

  static func install() {
    installed = sbx_rl_set_input(readKey, keyWaiting) != 0
  }

  /// Keys (or the end of input) are there for readline.
  static var hasKeys: Bool { !pending.isEmpty || endOfInput }

  /// Reads what standard input holds now (the run loop saw it readable) into the buffer,
  /// the terminal's answers taken out; whether keys are left for readline.
  static func gather() -> Bool {
    readAvailable(waitingMilliseconds: 0)
    // An answer cut in two by the reads: the rest comes at once, or it was a key.
    var waits = 0
    while endsInPartialAnswer(), waits < 5, readAvailable(waitingMilliseconds: 10) {
      waits += 1
    }
    while takeAnswer() != nil { unanswered = 0 }
    return hasKeys
  }

  /// The cursor's row on the screen (1 at the top), as the terminal answers; nil when
  /// readline does not read through here, or the terminal did not answer within `timeout`
  /// seconds (after `patience` such times it is not asked again). Keys typed meanwhile stay
  /// in the buffer, for readline.
  static func cursorRow(timeout: Double) -> Int? {
    guard installed, unanswered < patience, !endOfInput else { return nil }
    var question = Array("\u{1B}[6n".utf8)
    guard write(1, &question, question.count) == question.count else { return nil }
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    while true {
      if let row = takeAnswer() {
        unanswered = 0
        return row
      }
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let spent =
        Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
      let left = (timeout - spent) * 1000
      if left < 1 || endOfInput { break }
      readAvailable(waitingMilliseconds: Int32(min(left, 60_000)))
    }
    unanswered += 1
    return nil
  }

  // MARK: the buffer

  /// Reads once from standard input if it is readable within the wait; whether it was.
  @discardableResult
  private static func readAvailable(waitingMilliseconds: Int32) -> Bool {
    var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&fd, 1, waitingMilliseconds) > 0 else { return false }
    var bytes = [UInt8](repeating: 0, count: 512)
    let count = read(0, &bytes, bytes.count)
    if count > 0 {
      pending += bytes.prefix(count)
    } else if count == 0 || errno != EINTR {
      endOfInput = true
    }
    return true
  }

  /// The first complete answer in the buffer, taken out: its row.
  private static func takeAnswer() -> Int? {
    var k = 0
    while k < pending.count {
      if pending[k] == 0x1B, let (row, end) = answer(at: k) {
        pending.removeSubrange(k..<end)
        return row
      }
      k += 1
    }
    return nil
  }

  /// `ESC [ digits ; digits R` at `start`: the row and where it ends.
  private static func answer(at start: Int) -> (Int, Int)? {
    var k = start + 1
    guard k < pending.count, pending[k] == UInt8(ascii: "[") else { return nil }
    k += 1
    var row = 0
    var digits = 0
    while k < pending.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pending[k]) {
      row = min(row * 10 + Int(pending[k] - UInt8(ascii: "0")), 1 << 20)
      digits += 1
      k += 1
    }
    guard digits > 0, k < pending.count, pending[k] == UInt8(ascii: ";") else { return nil }
    k += 1
    digits = 0
    while k < pending.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pending[k]) {
      digits += 1
      k += 1
    }
    guard digits > 0, k < pending.count, pending[k] == UInt8(ascii: "R") else { return nil }
    return (row, k + 1)
  }

  /// The buffer ends in what could be the start of an answer (`ESC [ 12 ;`).
  private static func endsInPartialAnswer() -> Bool {
    guard let escape = pending.lastIndex(of: 0x1B), pending.count - escape >= 2 else {
      return false
    }
    return pending[(escape + 1)...].enumerated().allSatisfy { offset, byte in
      offset == 0
        ? byte == UInt8(ascii: "[")
        : byte == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
  }

  // MARK: readline's side

  /// Readline's `getc`: the next key in the buffer; with none, standard input is waited
  /// for (readline asks for the rest of a key that came in two reads).
  private static let readKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
    while pending.isEmpty && !endOfInput { readAvailable(waitingMilliseconds: -1) }
    guard !pending.isEmpty else { return EOF }
    return Int32(pending.removeFirst())
  }

  /// Readline's `rl_input_available_hook`: a key is in the buffer, or standard input has one.
  private static let keyWaiting: @convention(c) () -> Int32 = {
    if !pending.isEmpty { return 1 }
    var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    return poll(&fd, 1, 0) > 0 ? 1 : 0
  }
}
