/// Lines and columns of the reader's input, counted eight bytes at a time.
extension JSONStreamReader {
  /// The line and column after `bytes`, starting at `line`:`column`: one pass, eight
  /// bytes at a time, counting newlines and the UTF-8 continuation bytes after the last one
  /// (columns count characters).
  static func advance(line: Int, column: Int, over bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    guard let base = bytes.baseAddress else { return (line, column) }
    let raw = UnsafeRawPointer(base)
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let highs: UInt64 = 0x8080_8080_8080_8080
    let newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    var newlines = 0
    var lineStart = 0  // after the last newline
    var continuations = 0  // after the last newline
    var i = 0
    while i + 8 <= bytes.count {
      let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      let x = w ^ newline
      let n = ~(((x & lows) &+ lows) | x | lows)  // the top bit of each newline byte (see `newlines`)
      var c = w & ~(w << 1) & highs  // the top bit of each continuation byte
      if n != 0 {
        newlines &+= n.nonzeroBitCount
        let last = 63 - n.leadingZeroBitCount  // the top bit of the last newline byte
        lineStart = i + last >> 3 + 1
        c = last == 63 ? 0 : c & (~0 << UInt64(last + 1))
        continuations = 0
      }
      continuations &+= c.nonzeroBitCount
      i += 8
    }
    while i < bytes.count {
      if bytes[i] == 0x0a {
        newlines += 1
        lineStart = i + 1
        continuations = 0
      } else if bytes[i] & 0xC0 == 0x80 {
        continuations += 1
      }
      i += 1
    }
    let characters = bytes.count - lineStart - continuations
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
