extension QuickCheck {
  /// The string whose opening quote is at `p`: its end (past the closing quote), or -1.
  /// `canonical` turns false on an escape or byte the writer spells otherwise; a key
  /// (`key`) with such an escape answers -1. Plain strings are read here; a string with
  /// an escape or a byte past ASCII goes on in `scanStringRest`.
  @inline(__always)
  static func scanString(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ p: Int, _ canonical: inout Bool, key: Bool
  ) -> Int {
    let i = firstSpecialByte(base, from: p + 1, end: end)
    if i < end && base[i] == quote { return i + 1 }
    return scanStringRest(base, end, i, &canonical, key: key)
  }

  /// `scanString` from the first byte at `i` that is not plain ASCII.
  @inline(never)
  static func scanStringRest(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ from: Int, _ canonical: inout Bool, key: Bool
  ) -> Int {
    var i = from
    while i < end {
      let c = base[i]
      if c == quote { return i + 1 }
      if c == backslash {
        guard i + 1 < end else { return -1 }
        switch base[i + 1] {
        case quote, backslash, UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
          UInt8(ascii: "r"), UInt8(ascii: "t"):
          i += 2
        case UInt8(ascii: "/"):
          guard !key else { return -1 }
          canonical = false
          i += 2
        case UInt8(ascii: "u"):
          guard !key, i + 6 <= end, isHex(base[i + 2]), isHex(base[i + 3]), isHex(base[i + 4]),
            isHex(base[i + 5])
          else { return -1 }
          canonical = false
          i += 6
        default: return -1
        }
      } else if c == 0x7f {
        canonical = false
        i += 1
      } else if c >= 0x80 {
        // A run of sequences: two and three bytes (but for the leads with narrower
        // second bytes) here, the others by `isValidUTF8Sequence`.
        repeat {
          let lead = base[i]
          if lead &- 0xC2 <= 0xDF - 0xC2 {
            guard i + 1 < end, base[i + 1] & 0xC0 == 0x80 else { return -1 }
            i += 2
          } else if lead &- 0xE1 <= 0xEF - 0xE1 && lead != 0xED {
            guard i + 2 < end, base[i + 1] & 0xC0 == 0x80, base[i + 2] & 0xC0 == 0x80
            else { return -1 }
            i += 3
          } else {
            guard
              JSONParser.isValidUTF8Sequence(UnsafeBufferPointer(start: base, count: end), at: i)
            else { return -1 }
            i += JSONParser.utf8Length(lead)
          }
        } while i < end && base[i] >= 0x80
      } else {
        return -1  // a control byte
      }
      i = firstSpecialByte(base, from: i, end: end)
    }
    return -1
  }
}
