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
final class TerminalOutput: SessionOutput, @unchecked Sendable {
  // Used only from the session's thread.
  private var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 16) }

  func out(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0a)
    if buffer.count >= 1 << 16 { flush() }
  }

  func err(_ text: String) {
    flush()
    var bytes = Array(text.utf8)
    writeAll(2, &bytes)
  }

  func flush() {
    guard !buffer.isEmpty else { return }
    writeAll(1, &buffer)
    buffer.removeAll(keepingCapacity: true)
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
