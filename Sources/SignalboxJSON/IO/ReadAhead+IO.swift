/// The system calls of `ReadAhead`: reading the input, and the bytes of its two pipes.
extension ReadAhead {
  /// Reads once into `bytes`' spare room, up to a batch (never past its capacity: a
  /// batch's buffer is not grown, so the same few go round); the count read, 0 at the end,
  /// below 0 on an error (its `errno` in `failure`).
  static func readOnce(_ fd: Int32, into bytes: inout [UInt8], _ failure: inout Int32) -> Int {
    let room = max(min(batchBytes, bytes.capacity) - bytes.count, 1)
    var got = 0
    var error: Int32 = 0
    bytes.append(addingCapacity: room) { span in
      span.withUnsafeMutableBufferPointer { room, initialized in
        while true {
          got = read(fd, room.baseAddress!, room.count)
          if got < 0 && errno == EINTR { continue }
          break
        }
        if got > 0 { initialized = got } else if got < 0 { error = errno }
      }
    }
    failure = error
    return got
  }

  /// Whether `fd` is readable (or at its end, or failed), waiting for it when asked.
  static func isReadable(_ fd: Int32, waiting: Bool) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    while true {
      let n = poll(&entry, 1, waiting ? -1 : 0)
      if n < 0 && errno == EINTR { continue }
      return n > 0 && entry.revents != 0
    }
  }

  /// Writes one byte to a pipe's write end (a full pipe already holds a wake-up).
  static func post(_ fd: Int32) {
    var byte: UInt8 = 1
    while write(fd, &byte, 1) < 0 && errno == EINTR {}
  }

  /// Reads one byte from a pipe's read end, waiting for one when asked; false when there is
  /// none (not waiting).
  static func consumeByte(_ fd: Int32, waiting: Bool) -> Bool {
    var byte: UInt8 = 0
    while true {
      let n = read(fd, &byte, 1)
      if n == 1 { return true }
      if n < 0 && errno == EINTR { continue }
      guard waiting else { return false }
      _ = isReadable(fd, waiting: true)
    }
  }

  /// The offset of the last newline in `bytes` (a loop on the buffer's pointer: the
  /// collection's generic `lastIndex(of:)` allocates per byte in a debug build).
  static func lastNewline(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { b in
      var i = b.count - 1
      while i >= 0 {
        if b[i] == 0x0a { return i }
        i -= 1
      }
      return nil
    }
  }

  /// Reads every byte a pipe's read end holds.
  static func drain(_ fd: Int32) {
    var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    while withUnsafeMutableBytes(of: &bytes, { read(fd, $0.baseAddress, $0.count) }) > 0 {}
  }
}
