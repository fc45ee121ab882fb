/// The text a pattern runs on: the string's own UTF-8 bytes, read in place (no copy, no table
/// per position). Positions are byte offsets at scalar boundaries; `JQRegex` turns them into
/// the code point offsets jq reports.
struct RegexInput {
  let bytes: UnsafeBufferPointer<UInt8>
  var count: Int { bytes.count }

  /// The scalar starting at byte `i` and its length in bytes (`i < count`).
  @inline(__always)
  func scalar(at i: Int) -> (Unicode.Scalar, Int) {
    let b0 = UInt32(bytes[i])
    if b0 < 0x80 { return (Unicode.Scalar(UInt8(b0)), 1) }
    if b0 < 0xE0 {
      let v = (b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
      return (Unicode.Scalar(v) ?? "\u{FFFD}", 2)
    }
    if b0 < 0xF0 {
      let v = (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
      return (Unicode.Scalar(v) ?? "\u{FFFD}", 3)
    }
    let v =
      (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
      | UInt32(bytes[i + 3] & 0x3F)
    return (Unicode.Scalar(v) ?? "\u{FFFD}", 4)
  }

  /// The scalar at `i`, or nil at the end.
  func after(_ i: Int) -> Unicode.Scalar? { i < count ? scalar(at: i).0 : nil }

  /// The start of the scalar that ends at `i` (`i > 0`).
  func start(before i: Int) -> Int {
    var k = i - 1
    while k > 0 && bytes[k] & 0xC0 == 0x80 { k -= 1 }
    return k
  }

  /// The scalar that ends at `i`, or nil at the start.
  func before(_ i: Int) -> Unicode.Scalar? { i > 0 ? scalar(at: start(before: i)).0 : nil }

  /// Code points in the bytes `a..<b`.
  func scalars(from a: Int, to b: Int) -> Int {
    var n = 0
    for k in a..<b where bytes[k] & 0xC0 != 0x80 { n += 1 }
    return n
  }
}
