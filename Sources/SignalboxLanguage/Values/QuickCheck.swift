#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The common case checked fast: a compact object (no whitespace) of strings, numbers,
/// literals and containers of these, with no repeated key. Strings may hold any escape and
/// valid UTF-8; a key with a `\u` or `\/` escape (other spellings of the same key could
/// repeat it) answers `nil`. Anything else — whitespace, invalid UTF-8, a possible repeated
/// key, the end of the buffer, an error — answers `nil`, and `JSONParser.check` (which has
/// the error messages) decides. What this accepts, `check` accepts with the same end,
/// without repeated keys; `canonical` is true only when the text is exactly what
/// `JSONWriter` prints (escapes the writer uses, no U+007F, numbers printed as written:
/// `JSONParser.isCanonicalNumber`), as `check` would find.
enum QuickCheck {
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  /// The deepest nesting it follows (deeper text answers `nil`).
  static let maxDepth = 64

  /// The bit of a 64-bit filter for the key at `start..<end` (quotes included): from its
  /// length and its first two and last two characters, mixed (keys such as `name` and
  /// `note` fall on different bits, so objects of ordinary keys are not read again).
  @inline(__always)
  static func keyBit(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
    let length = end - start
    var x = UInt64(length) | UInt64(base[start + 1]) << 8 | UInt64(base[end - 2]) << 24
    if length >= 3 { x |= UInt64(base[start + 2]) << 16 | UInt64(base[end - 3]) << 32 }
    return 1 << ((x &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }

  /// The end of the object at `start`, or `nil`.
  static func object(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    objectText(bytes, from: start)?.end
  }

  /// The end of the object at `start` and whether it is canonical, or `nil`.
  static func objectText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    end: Int, canonical: Bool
  )? {
    guard let base = bytes.baseAddress else { return nil }
    var p = start
    var canonical = true
    return object(base, bytes.count, &p, depth: 0, &canonical) ? (p, canonical) : nil
  }

  @inline(__always)
  private static func isHex(_ c: UInt8) -> Bool {
    c &- 48 <= 9 || (c | 0x20) &- UInt8(ascii: "a") <= 5
  }

  @inline(__always)
  private static func string(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, _ canonical: inout Bool, key: Bool
  ) -> Bool {
    var i = firstSpecialByte(base, from: p + 1, end: end)
    while i < end {
      let c = base[i]
      if c == quote {
        p = i + 1
        return true
      }
      if c == backslash {
        guard i + 1 < end else { return false }
        switch base[i + 1] {
        case quote, backslash, UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
          UInt8(ascii: "r"), UInt8(ascii: "t"):
          i += 2
        case UInt8(ascii: "/"):
          guard !key else { return false }
          canonical = false
          i += 2
        case UInt8(ascii: "u"):
          guard !key, i + 6 <= end, isHex(base[i + 2]), isHex(base[i + 3]), isHex(base[i + 4]),
            isHex(base[i + 5])
          else { return false }
          canonical = false
          i += 6
        default: return false
        }
      } else if c == 0x7f {
        canonical = false
        i += 1
      } else if c >= 0x80 {
        guard JSONParser.isValidUTF8Sequence(UnsafeBufferPointer(start: base, count: end), at: i)
        else { return false }
        i += JSONParser.utf8Length(c)
      } else {
        return false  // a control byte
      }
      i = firstSpecialByte(base, from: i, end: end)
    }
    return false
  }

  /// The offset of the first byte at or after `start` that is not plain printable ASCII
  /// inside a string — a quote, a backslash, a control byte, 0x7F or above — or `end`.
  /// Eight bytes at a time: each test below flags, in a byte's top bit, bytes that match,
  /// and a false flag can only sit above a true one (borrows run upwards), so the lowest
  /// flag is the first match.
  @inline(__always)
  static func firstSpecialByte(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    let raw = UnsafeRawPointer(base)
    var i = start
    while i + 8 <= end {
      let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let flags =
        (w & highs)  // 0x80 and above
        | ((w &- ones &* 0x20) & ~w & highs)  // below 0x20
        | zeroBytes(w ^ (ones &* 0x22)) | zeroBytes(w ^ (ones &* 0x5C))
        | zeroBytes(w ^ (ones &* 0x7F))
      if flags != 0 { return i + flags.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < end {
      let c = base[i]
      if c == quote || c == UInt8(ascii: "\\") || c &- 0x20 >= 0x5f { return i }
      i += 1
    }
    return end
  }

  @inline(__always)
  private static func word(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, _ text: StaticString
  ) -> Bool {
    let count = text.utf8CodeUnitCount
    guard p + count <= end, memcmp(base + p, text.utf8Start, count) == 0 else { return false }
    p += count
    return true
  }

  private static func value(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, depth: Int, _ canonical: inout Bool
  ) -> Bool {
    switch base[p] {
    case quote: return string(base, end, &p, &canonical, key: false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      var i = p
      if base[i] == UInt8(ascii: "-") { i += 1 }
      let digits = i
      if i < end && base[i] == UInt8(ascii: "0") {
        i += 1
      } else {
        while i < end && base[i] &- 48 <= 9 { i += 1 }
      }
      guard i > digits else { return false }
      var plain = i - digits <= 15
      if i < end && base[i] == UInt8(ascii: ".") {
        i += 1
        let fraction = i
        while i < end && base[i] &- 48 <= 9 { i += 1 }
        guard i > fraction else { return false }
        plain = false
      }
      if i < end && (base[i] | 0x20) == UInt8(ascii: "e") {
        i += 1
        if i < end && (base[i] == UInt8(ascii: "+") || base[i] == UInt8(ascii: "-")) { i += 1 }
        let exponent = i
        while i < end && base[i] &- 48 <= 9 { i += 1 }
        guard i > exponent else { return false }
        canonical = false
      } else if !plain && canonical {
        canonical = JSONParser.isCanonicalNumber(base, from: p, to: i)
      }
      // A terminator must follow (else: an error, or the buffer's end).
      guard i < end else { return false }
      switch base[i] {
      case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"):
        p = i
        return true
      default: return false
      }
    case UInt8(ascii: "{"): return object(base, end, &p, depth: depth + 1, &canonical)
    case UInt8(ascii: "["): return array(base, end, &p, depth: depth + 1, &canonical)
    case UInt8(ascii: "t"): return word(base, end, &p, "true")
    case UInt8(ascii: "f"): return word(base, end, &p, "false")
    case UInt8(ascii: "n"): return word(base, end, &p, "null")
    default: return false
    }
  }

  private static func object(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, depth: Int, _ canonical: inout Bool
  ) -> Bool {
    guard depth < maxDepth else { return false }
    var i = p + 1
    guard i < end else { return false }
    if base[i] == UInt8(ascii: "}") {
      p = i + 1
      return true
    }
    var seen: UInt64 = 0
    var rescans = 0
    while true {
      guard base[i] == quote else { return false }
      let keyStart = i
      guard string(base, end, &i, &canonical, key: true) else { return false }
      let bit = QuickCheck.keyBit(base, keyStart, i)
      if seen & bit != 0 {
        // Perhaps a repeated key ("name" and "note" share the bit): the earlier keys, checked
        // text already, are looked at a few times per object; past that `check` decides.
        rescans += 1
        guard rescans <= 4,
          !JSONParser.hasKey(
            UnsafeBufferPointer(start: base, count: end), in: p, before: keyStart, endingAt: i)
        else { return false }
      }
      seen |= bit
      guard i + 1 < end, base[i] == UInt8(ascii: ":") else { return false }
      i += 1
      guard value(base, end, &i, depth: depth, &canonical), i < end else { return false }
      switch base[i] {
      case UInt8(ascii: ","):
        i += 1
        guard i < end else { return false }
      case UInt8(ascii: "}"):
        p = i + 1
        return true
      default: return false
      }
    }
  }

  private static func array(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, depth: Int, _ canonical: inout Bool
  ) -> Bool {
    guard depth < maxDepth else { return false }
    var i = p + 1
    guard i < end else { return false }
    if base[i] == UInt8(ascii: "]") {
      p = i + 1
      return true
    }
    while true {
      guard value(base, end, &i, depth: depth, &canonical), i < end else { return false }
      switch base[i] {
      case UInt8(ascii: ","):
        i += 1
        guard i < end else { return false }
      case UInt8(ascii: "]"):
        p = i + 1
        return true
      default: return false
      }
    }
  }
}
