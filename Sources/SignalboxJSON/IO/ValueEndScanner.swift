/// Follows a JSON value through the bytes as they arrive, to find where it ends without
/// parsing it: the nesting depth, whether it is inside a string, and whether the last
/// byte was a backslash. Each byte is looked at once however many reads the value takes.
/// It does not validate: the parser, run once the end is found, reports what is wrong.
struct ValueEndScanner {
  /// Where the value starts in the reader's buffer.
  private(set) var valueStart: Int
  /// The next byte to look at.
  private var position: Int
  private var depth = 0
  private var inString = false
  private var escaped = false
  /// The value is a number or a literal (it ends at the first byte that cannot be in one).
  private var scalar = false

  init(valueStart: Int) {
    self.valueStart = valueStart
    self.position = valueStart
  }

  /// The buffer lost its first `count` bytes.
  mutating func shift(by count: Int) {
    valueStart -= count
    position -= count
  }

  /// Scans the new bytes; true when the value's end (or, for a number or literal, the
  /// byte after it) is in the buffer.
  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let end = bytes.count
    var i = position
    if i == valueStart && i < end {
      switch base[i] {
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
      case UInt8(ascii: "\""): inString = true
      default: scalar = true
      }
      i += 1
    }
    defer { position = i }
    if scalar {
      while i < end {
        switch base[i] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-"),
          UInt8(ascii: "."):
          i += 1
        default: return true
        }
      }
      return false
    }
    while i < end {
      if inString {
        if escaped {
          escaped = false
          i += 1
          continue
        }
        i = QuickCheck.firstQuoteOrBackslash(base, from: i, end: end)
        guard i < end else { break }
        if base[i] == UInt8(ascii: "\\") {
          escaped = true
        } else {
          inString = false
          if depth == 0 {
            i += 1
            return true
          }
        }
        i += 1
        continue
      }
      // Numbers, literals, commas and whitespace skipped eight bytes at a time.
      i = ValueEndScanner.structuralByte(base, from: i, end: end)
      guard i < end else { break }
      switch base[i] {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 {
          i += 1
          return true
        }
      default: break
      }
      i += 1
    }
    return false
  }

  static let ones: UInt64 = 0x0101_0101_0101_0101

  /// The high bit of each zero byte of `x` (the lowest flag exact: see `structuralByte`).
  @inline(__always)
  static func zeroBytes(_ x: UInt64) -> UInt64 {
    (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
  }

  /// The offset of the first quote, bracket or brace at or after `start`, looked for eight
  /// bytes at a time; the last few bytes (under eight) are left to the caller, which looks
  /// at each (the offset returned is then the first of them). A byte or'd with 0x20 folds
  /// `[` and `]` onto `{` and `}`; a borrow can flag a byte only above one rightly flagged,
  /// so the lowest flag is exact.
  @inline(__always)
  static func structuralByte(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    let ones = ValueEndScanner.ones
    return base.firstFlagged(from: start, end: end) { w in
      let folded = w | (ones &* 0x20)
      return zeroBytes(folded ^ (ones &* 0x7B)) | zeroBytes(folded ^ (ones &* 0x7D))
        | zeroBytes(w ^ (ones &* 0x22))
    }
  }
}
