import SignalboxLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered standard output: flushed before the session blocks, before anything goes to
/// stderr, and at exit; a closed pipe ends the program quietly with status 0.
///
/// At a terminal it colours event lines and diagnostics (never when `NO_COLOR` is set, with
/// `--no-color`, or when the stream is not a terminal). While the REPL shows its prompt,
/// `aroundWrite` moves the prompt and the half-typed line out of the way of what is written.
final class TerminalOutput: SessionOutput, @unchecked Sendable {
  // Written by the session's thread; the lock lets Ctrl-C's watcher thread flush what was
  // already produced before the program exits.
  private var buffer: [UInt8] = []
  private let lock = NSLockLite()
  private let colourOut: Bool
  private let colourErr: Bool
  /// Set by the REPL while its prompt is on screen.
  var aroundWrite: ((() -> Void) -> Void)?

  init(colour: Bool = true) {
    buffer.reserveCapacity(1 << 16)
    let allowed = colour && getenv("NO_COLOR") == nil
    colourOut = allowed && isatty(1) != 0
    colourErr = allowed && isatty(2) != 0
  }

  func out(_ line: String) {
    let text = colourOut ? Colour.event(line) : line
    lock.lock()
    buffer.append(contentsOf: text.utf8)
    buffer.append(0x0a)
    let full = buffer.count >= 1 << 16
    lock.unlock()
    if full { flush() }
  }

  func outLine(_ write: (inout [UInt8]) -> Void) {
    if colourOut {
      var bytes: [UInt8] = []
      write(&bytes)
      out(String(decoding: bytes, as: UTF8.self))
      return
    }
    lock.lock()
    write(&buffer)
    buffer.append(0x0a)
    let full = buffer.count >= 1 << 16
    lock.unlock()
    if full { flush() }
  }

  func err(_ text: String) {
    flush()
    var bytes = Array((colourErr ? Colour.diagnostic(text) : text).utf8)
    if let aroundWrite {
      aroundWrite { self.writeAll(2, &bytes) }
    } else {
      writeAll(2, &bytes)
    }
  }

  func flush() {
    lock.lock()
    defer { lock.unlock() }
    guard !buffer.isEmpty else { return }
    if let aroundWrite {
      aroundWrite { self.writeAll(1, &self.buffer) }
    } else {
      writeAll(1, &buffer)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Ctrl-C outside the REPL: what was produced is written, then the program ends with
  /// status 130 (the lock waits for a line being written to be complete).
  func flushAndExit(_ status: Int32) -> Never {
    lock.lock()
    writeAll(1, &buffer)
    _exit(status)
  }

  private func writeAll(_ fd: Int32, _ bytes: inout [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { exit(0) }
        return
      }
      offset += n
    }
  }
}

/// A plain pthread mutex (the CLI does not import Foundation).
final class NSLockLite: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  init() { pthread_mutex_init(mutex, nil) }
  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }
  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}

/// ANSI colours for event lines (`TIME next VALUE` …) and diagnostics.
enum Colour {
  static let reset = "\u{1B}[0m"
  static let dim = "\u{1B}[2m"
  static let bold = "\u{1B}[1m"
  static let red = "\u{1B}[31m"
  static let green = "\u{1B}[32m"
  static let yellow = "\u{1B}[33m"
  static let cyan = "\u{1B}[36m"
  static let magenta = "\u{1B}[35m"

  /// Colours a text-format event line; anything else is returned as it is.
  static func event(_ line: String) -> String {
    var rest = Substring(line)
    var prefix = ""
    if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
      let after = rest.index(after: close)
      guard after < rest.endIndex, rest[after] == " " else { return line }
      prefix = String(rest[...after])
      rest = rest[rest.index(after: after)...]
    }
    guard let space = rest.firstIndex(of: " "), rest[..<space].allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }),
      rest[..<space].contains(".")
    else { return line }
    let time = rest[..<space]
    let body = rest[rest.index(after: space)...]
    let kindEnd = body.firstIndex(of: " ") ?? body.endIndex
    let kind = body[..<kindEnd]
    let payload = body[kindEnd...]
    let painted: String
    switch kind {
    case "next": painted = "next" + cyan + payload + reset
    case "completed": painted = green + "completed" + reset + payload
    case "error": painted = red + bold + "error" + reset + red + payload + reset
    case "disposed": painted = yellow + "disposed" + reset + payload
    case "log": painted = magenta + "log" + reset + payload
    case "trace": painted = dim + "trace" + payload + reset
    default: return line
    }
    return dim + prefix + time + reset + " " + painted
  }

  /// Colours `error:` / `warning:` and the caret line of rendered diagnostics.
  static func diagnostic(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for k in lines.indices {
      let line = lines[k]
      if let (head, tail) = split(line, at: ": error: ") ?? split(line, at: ": runtime error: ") {
        let marker = line.dropFirst(head.count).dropLast(tail.count)
        lines[k] = bold + head + reset + red + bold + marker + reset + bold + tail + reset
      } else if let (head, tail) = split(line, at: ": warning: ") {
        lines[k] = bold + head + reset + yellow + bold + ": warning: " + reset + bold + tail + reset
      } else if line.hasPrefix("error: ") {
        lines[k] = red + bold + "error:" + reset + line.dropFirst(6)
      } else if line.hasPrefix("warning: ") {
        lines[k] = yellow + bold + "warning:" + reset + line.dropFirst(8)
      } else if line.hasPrefix("    "), line.hasSuffix("^"), line.dropLast().allSatisfy({ $0 == " " || $0 == "\t" }) {
        lines[k] = String(line.dropLast()) + green + bold + "^" + reset
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The text before and after the first occurrence of `marker`.
  private static func split(_ line: String, at marker: String) -> (String, String)? {
    let chars = Array(line)
    let m = Array(marker)
    guard chars.count >= m.count else { return nil }
    for start in 0...(chars.count - m.count) where Array(chars[start..<start + m.count]) == m {
      return (String(chars[..<start]), String(chars[(start + m.count)...]))
    }
    return nil
  }
}
