extension UnsafePointer<UInt8> {
  /// The `length` bytes from here as little-endian eight-byte words, each handed to `word`
  /// in order; the last bytes (under eight) are returned as one more word, zero-filled above
  /// (0 when there are none). What the key hashes read (`JSONParser`'s, `KeyFilter`'s).
  @inline(__always)
  func words(_ length: Int, _ word: (UInt64) -> Void) -> UInt64 {
    let raw = UnsafeRawPointer(self)
    var k = 0
    while k + 8 <= length {
      word(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)))
      k += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while k < length {
      tail |= UInt64(self[k]) << shift
      shift += 8
      k += 1
    }
    return tail
  }

  /// The offset of the first byte at or after `start` that `flags` flags, eight bytes at a
  /// time: `flags` gets each little-endian word and flags bytes in their top bits, the lowest
  /// flag being the first such byte. When no whole word before `end` has one, the offset
  /// after the last whole word (under eight bytes before `end`), which the caller looks at
  /// byte by byte. The word scans of `QuickCheck` and `ValueEndScanner`.
  @inline(__always)
  func firstFlagged(from start: Int, end: Int, _ flags: (UInt64) -> UInt64) -> Int {
    wordScan(from: start, end: end, flags).offset
  }

  /// The offset of the first byte at or after `start` that `flags` flags (as in
  /// `firstFlagged(from:end:_:)`) or, in the last bytes (under eight before `end`), that
  /// `byte` answers true for; `end` when there is none. A word's flag is taken as it is:
  /// the byte is not looked at again.
  @inline(__always)
  func firstFlagged(
    from start: Int, end: Int, _ flags: (UInt64) -> UInt64, _ byte: (UInt8) -> Bool
  ) -> Int {
    let scan = wordScan(from: start, end: end, flags)
    if scan.flagged { return scan.offset }
    var i = scan.offset
    while i < end {
      if byte(self[i]) { return i }
      i += 1
    }
    return end
  }

  /// The word loop of both `firstFlagged` forms: the first flagged byte's offset (`flagged`),
  /// or the offset after the last whole word before `end`.
  @inline(__always)
  private func wordScan(
    from start: Int, end: Int, _ flags: (UInt64) -> UInt64
  ) -> (offset: Int, flagged: Bool) {
    let raw = UnsafeRawPointer(self)
    var i = start
    while i + 8 <= end {
      let found = flags(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
      if found != 0 { return (i + found.trailingZeroBitCount >> 3, true) }
      i += 8
    }
    return (i, false)
  }
}
