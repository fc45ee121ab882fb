/// jq 1.7.1's non-finite numbers in input (`nonFinite`): jq hands a word that is not
/// `true`, `false` or `null` to decNumber, which reads `NaN`, `sNaN` (with payload digits),
/// `Inf` and `Infinity` in any case, with an optional sign.
extension JSONParser {
  /// Whether the word at `position` is to be read as a non-finite number (not `null`, nor a
  /// number with digits).
  func startsNonFinite() -> Bool {
    var i = position
    if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
      i += 1
    }
    guard i < bytes.count else { return false }
    switch bytes[i] | 0x20 {
    case UInt8(ascii: "n"):
      return i + 1 >= bytes.count || bytes[i + 1] | 0x20 != UInt8(ascii: "u")
    case UInt8(ascii: "i"), UInt8(ascii: "s"): return true
    default: return false
    }
  }

  /// The non-finite number at `position`: NaN, or an infinity with its sign.
  mutating func nonFiniteNumber() throws -> JSON {
    let start = position
    var negative = false
    if bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
      negative = bytes[position] == UInt8(ascii: "-")
      position += 1
    }
    var word: [UInt8] = []
    while position < bytes.count, JSONParser.isWordByte(bytes[position]) {
      word.append(bytes[position] | 0x20)
      position += 1
    }
    if position == bytes.count && !atEOF { throw NeedMore() }
    let text = String(decoding: word, as: UTF8.self)
    if text == "inf" || text == "infinity" {
      return .number(negative ? -.infinity : .infinity)
    }
    let digits = text.hasPrefix("nan") ? text.dropFirst(3) : text.dropFirst(4)
    if text.hasPrefix("nan") || text.hasPrefix("snan"),
      digits.allSatisfy({ $0.isASCII && $0.isNumber })
    {
      return .number(.nan)
    }
    throw JSONError(.invalidLiteral, at: start)
  }

  static func isWordByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default: return false
    }
  }
}
