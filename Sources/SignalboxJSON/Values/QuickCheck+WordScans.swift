extension QuickCheck {
  /// The offset of the first byte at or after `start` that is not plain printable ASCII
  /// inside a string — a quote, a backslash, a control byte, 0x7F or above — or `end`.
  /// Eight bytes at a time (`specialFlags`), the last few one at a time.
  @inline(__always)
  static func firstSpecialByte(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    var i = base.firstFlagged(from: start, end: end, specialFlags)
    while i < end {
      let c = base[i]
      if c == quote || c == UInt8(ascii: "\\") || c &- 0x20 >= 0x5f { return i }
      i += 1
    }
    return end
  }

  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The bytes of `w` (the first in the lowest bits) that end a plain run of a string — a
  /// quote, a backslash, a control byte, 0x7F or above — flagged in their top bits; the
  /// lowest flag is the first such byte (0 when there is none). Each term flags bytes in
  /// their top bit: plus one flags 0x7F to 0xFE, minus 0x20 control bytes and 0xA0 to 0xFF,
  /// and the byte xor a quote or a backslash, minus one, flags those (and 0x80 and above).
  /// A term can flag a byte it should not only through a borrow or carry, which runs
  /// upwards from a byte it rightly flags (0xFF plus one carries: minus 0x20 flags it);
  /// a flag on a byte of 0x80 and above (which the classic tests' `& ~x` would clear) is
  /// right anyway. So the lowest flag is exact.
  @inline(__always)
  static func specialFlags(_ w: UInt64) -> UInt64 {
    ((w &+ ones) | (w &- ones &* 0x20) | ((w ^ (ones &* 0x22)) &- ones)
      | ((w ^ (ones &* 0x5C)) &- ones)) & highs
  }

  /// The offset of the first byte at or after `start` that is not an ASCII digit, or `end`.
  /// Eight bytes at a time: a byte minus `0` borrows into its top bit below `0`, plus 0x46
  /// carries into it above `9` (and 0x80 and above have it set); stray flags sit only above
  /// a rightly flagged byte, so the lowest flag is the first non-digit.
  @inline(__always)
  static func firstNonDigit(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    var i = base.firstFlagged(from: start, end: end) { w in
      ((w &- ones &* 0x30) | (w &+ ones &* 0x46)) & highs
    }
    while i < end && base[i] &- 48 <= 9 { i += 1 }
    return i
  }

  /// The offset of the first quote or backslash at or after `start`, or `end`: how checked
  /// text is skipped (non-ASCII and control bytes need no look there). Eight bytes at a
  /// time; a borrow can flag a byte only above one rightly flagged, so the lowest is exact.
  @inline(__always)
  static func firstQuoteOrBackslash(_ base: UnsafePointer<UInt8>, from start: Int, end: Int)
    -> Int
  {
    var i = base.firstFlagged(from: start, end: end) { w in
      let a = w ^ 0x2222_2222_2222_2222
      let b = w ^ 0x5C5C_5C5C_5C5C_5C5C
      return ((a &- ones) & ~a | (b &- ones) & ~b) & highs
    }
    while i < end {
      let c = base[i]
      if c == quote || c == UInt8(ascii: "\\") { return i }
      i += 1
    }
    return end
  }

  /// The offset of the first quote, bracket or brace at or after `start`, or `end`: how a
  /// container in checked text is skipped (`JSONParser.skipValue`). Eight bytes at a time: a
  /// byte or 0x20 is `{` for `[` and `{`, `}` for `]` and `}`; each of the three tests flags
  /// bytes only above one it rightly flags, so the lowest flag is exact.
  @inline(__always)
  static func firstStructural(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    let raw = UnsafeRawPointer(base)
    var i = start
    while i + 8 <= end {
      let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let a = w ^ 0x2222_2222_2222_2222
      let b = (w | ones &* 0x20) ^ 0x7B7B_7B7B_7B7B_7B7B
      let c = (w | ones &* 0x20) ^ 0x7D7D_7D7D_7D7D_7D7D
      let flags = ((a &- ones) & ~a | (b &- ones) & ~b | (c &- ones) & ~c) & highs
      if flags != 0 { return i + flags.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < end {
      let c = base[i]
      if c == quote || c | 0x20 == UInt8(ascii: "{") || c | 0x20 == UInt8(ascii: "}") { return i }
      i += 1
    }
    return end
  }
}
