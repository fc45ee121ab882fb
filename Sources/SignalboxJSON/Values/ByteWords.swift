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
}
