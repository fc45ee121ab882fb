/// Lines and columns of the reader's input, counted eight bytes at a time.
extension JSONStreamReader {
  /// The line and column after `bytes`, starting at `line`:`column`: newlines found by
  /// `memchr` (vectorised in libc: NDJSON has one every few hundred bytes), and UTF-8
  /// continuation bytes counted, eight bytes at a time, only after the last newline
  /// (columns count characters).
  static func advance(line: Int, column: Int, over bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)
  {
    guard let base = bytes.baseAddress else { return (line, column) }
    var newlines = 0
    var lineStart = 0  // after the last newline
    while lineStart < bytes.count,
      let found = memchr(base + lineStart, 0x0a, bytes.count - lineStart)
    {
      newlines += 1
      lineStart = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
    }
    let tail = UnsafeBufferPointer(rebasing: bytes[lineStart...])
    let characters = tail.count - continuationBytes(in: tail)
    return newlines > 0 ? (line + newlines, 1 + characters) : (line, column + characters)
  }

  /// The number of `\n` bytes, eight at a time (every byte read passes through here: plain
  /// integer operations, fast in a debug build too, where SIMD types are not).
  static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    var count = 0
    var i = 0
    while i + 8 <= bytes.count {
      // A byte of `x` is zero exactly where the word has a newline; `t` has the top bit of
      // exactly those bytes (no borrow crosses bytes: each sum stays within its byte).
      let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ newline
      let t = ~(((x & lows) &+ lows) | x | lows)
      count &+= t.nonzeroBitCount
      i += 8
    }
    while i < bytes.count {
      if bytes[i] == 0x0a { count += 1 }
      i += 1
    }
    return count
  }

  /// The number of UTF-8 continuation bytes (`10xxxxxx`), eight at a time.
  static func continuationBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let highs: UInt64 = 0x8080_8080_8080_8080
    var count = 0
    var i = 0
    while i + 8 <= bytes.count {
      // Bit 7 set and bit 6 clear: shifted left by one, each byte's bit 6 lands on its bit 7.
      let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      count &+= (w & ~(w << 1) & highs).nonzeroBitCount
      i += 8
    }
    while i < bytes.count {
      if bytes[i] & 0xC0 == 0x80 { count += 1 }
      i += 1
    }
    return count
  }
}
