extension QuickCheck {
  /// The offset of the first byte at or after `start` that is not plain printable ASCII
  /// inside a string — a quote, a backslash, a control byte, 0x7F or above — or `end`.
  /// Eight bytes at a time (`specialFlags`), the last few one at a time.
  @inline(__always)
  static func firstSpecialByte(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    base.firstFlagged(from: start, end: end, specialFlags) { c in
      c == quote || c == UInt8(ascii: "\\") || c &- 0x20 >= 0x5f
    }
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
  /// Eight bytes at a time (`nonDigitFlags`), the last few one at a time.
  @inline(__always)
  static func firstNonDigit(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    base.firstFlagged(from: start, end: end, nonDigitFlags) { c in c &- 48 > 9 }
  }

  /// The bytes of `w` (the first in the lowest bits) that are not ASCII digits, flagged in
  /// their top bits, each byte on its own (no borrow or carry crosses bytes): a digit xor
  /// `0` is 0 to 9; its low seven bits plus 0x76 reach the top bit from 10 up, and the top
  /// bit of the xor flags 0x80 and above.
  @inline(__always)
  static func nonDigitFlags(_ w: UInt64) -> UInt64 {
    let x = w ^ (ones &* 0x30)
    return (((x & ~highs) &+ ones &* 0x76) | x) & highs
  }

  /// The offset of the first quote or backslash at or after `start`, or `end`: how checked
  /// text is skipped (non-ASCII and control bytes need no look there). Eight bytes at a
  /// time; a borrow can flag a byte only above one rightly flagged, so the lowest is exact.
  @inline(__always)
  static func firstQuoteOrBackslash(_ base: UnsafePointer<UInt8>, from start: Int, end: Int)
    -> Int
  {
    base.firstFlagged(
      from: start, end: end,
      { w in
        let a = w ^ 0x2222_2222_2222_2222
        let b = w ^ 0x5C5C_5C5C_5C5C_5C5C
        return ((a &- ones) & ~a | (b &- ones) & ~b) & highs
      }, { c in c == quote || c == UInt8(ascii: "\\") })
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

  /// The bit of a 64-bit filter for the key at `start..<end` (quotes included): from its
  /// length and its first two and last two characters, mixed (keys such as `name` and
  /// `note` fall on different bits, so objects of ordinary keys are not read again). The
  /// full check's `KeyFilter` uses it; the scan here has its own three-bit filter.
  @inline(__always)
  static func keyBit(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
    let length = end - start
    var x = UInt64(length) | UInt64(base[start + 1]) << 8 | UInt64(base[end - 2]) << 24
    if length >= 3 { x |= UInt64(base[start + 2]) << 16 | UInt64(base[end - 3]) << 32 }
    return 1 << ((x &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }

  /// The four bytes at `i`, the first in the lowest bits.
  @inline(__always)
  static func word32(_ base: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
    UInt32(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt32.self))
  }

  @inline(__always)
  static func isHex(_ c: UInt8) -> Bool {
    c &- 48 <= 9 || (c | 0x20) &- UInt8(ascii: "a") <= 5
  }

  /// A hash of the key whose text (escapes as written, no quotes) is the `length` bytes at
  /// `start`: the same bytes give the same hash, whose bits pick the key's bits in the
  /// filter. Keys of up to eight bytes are read as one word; longer ones by their first
  /// and last eight.
  @inline(__always)
  static func keyHash(
    _ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int
  ) -> UInt64 {
    let raw = UnsafeRawPointer(base)
    var x: UInt64
    if length >= 8 {
      let first = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
      let last = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: start + length - 8, as: UInt64.self))
      x = first ^ (last << 29 | last >> 35)
    } else if start + 8 <= end {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
      x = word & ((1 << (UInt64(length) << 3)) &- 1)
    } else {
      x = 0
      var k = 0
      while k < length {
        x |= UInt64(base[start + k]) << (UInt64(k) << 3)
        k += 1
      }
    }
    return (x ^ UInt64(length) << 56) &* 0x9E37_79B9_7F4A_7C15
  }
}
