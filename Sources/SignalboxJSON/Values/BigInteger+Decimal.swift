/// Decimal literals as jq 1.7.1 keeps them: `signalbox jq` reads a number whose text jq
/// would print otherwise than its double (`1.10`, `1e2`, `0.00001`, 16 digits or more) as a
/// `BigInteger` holding decNumber's canonical text of the literal (`1.10`, `1E+2`,
/// `0.00001`) and its double. Only `signalbox jq`'s reader does this (`JSONParser.literals`);
/// the pipeline's reader keeps only long integers.
extension BigInteger {
  /// The value of the number text `bytes` (JSON grammar) read as jq 1.7.1 reads it: a plain
  /// number when jq prints its double as the text is written (at most 15 significant
  /// digits, no exponent, no fraction ending in 0, not below 0.0001), a literal otherwise.
  /// A text of 16 digits or more stays a literal even where its double prints the same:
  /// two literals compare by their decimals (`13911860366432393 == 13911860366432392` is
  /// false in jq 1.7.1), a literal and a computed number by their doubles.
  package static func literal(_ bytes: UnsafeBufferPointer<UInt8>, value: Double) -> JSON {
    if isPlain(bytes) { return .number(value) }
    // Such a text is its own canonical text (`isLiteralAsWritten`), taken as it stands.
    if isLiteralAsWritten(bytes) {
      return .bigInteger(BigInteger(text: String(decoding: bytes, as: UTF8.self), value: value))
    }
    guard let text = canonicalText(bytes) else { return .number(value) }
    return .bigInteger(BigInteger(text: text, value: value))
  }

  /// Whether jq's dtoa layout of the text's double is the text itself.
  @inline(__always) static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var significant = 0
    var leadingZeros = true
    var fractionZeros = 0
    var inFraction = false
    var last: UInt8 = 0
    for c in bytes {
      switch c {
      case UInt8(ascii: "0"):
        if leadingZeros { if inFraction { fractionZeros += 1 } } else { significant += 1 }
      case UInt8(ascii: "1")...UInt8(ascii: "9"):
        leadingZeros = false
        significant += 1
      case UInt8(ascii: "."): inFraction = true
      case UInt8(ascii: "-"): break
      default: return false  // an exponent
      }
      last = c
    }
    if inFraction && (last == UInt8(ascii: "0") || fractionZeros >= 4) { return false }
    return significant <= 15
  }

  /// Whether `signalbox jq` prints the number literal `bytes` (JSON grammar) as written
  /// (`literal`, then `JSONWriter.write(_:jq:)`): `isPlain`, or no exponent and not a
  /// fraction of 0 whose first six fraction digits are zeros (decNumber writes `1E-7`).
  /// Such a text is its own `canonicalText`: decNumber keeps the coefficient's digits.
  static func isLiteralAsWritten(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = bytes.startIndex
    let end = bytes.endIndex
    if i < end && bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard i < end else { return false }
    for c in bytes[i...] where c | 0x20 == UInt8(ascii: "e") { return false }
    guard bytes[i] == UInt8(ascii: "0"), i + 1 < end else { return true }
    // `0.` then the fraction: tiny when its first six digits are zeros.
    let fraction = i + 2
    guard end - fraction >= 6 else { return true }
    return bytes[fraction..<fraction + 6].contains { $0 != UInt8(ascii: "0") }
  }

  /// decNumber's to-scientific-string of the literal `bytes` (JSON number grammar): the
  /// coefficient's digits as written, plain while the exponent is at most 0 and the
  /// adjusted exponent at least -6, `d.dddE±n` otherwise. Nil for an exponent beyond
  /// decNumber's range (jq turns such a literal into its double).
  static func canonicalText(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var negative = false
    var digits: [UInt8] = []
    var exponent = 0
    var i = bytes.startIndex
    var seenPoint = false
    if i < bytes.endIndex && bytes[i] == UInt8(ascii: "-") {
      negative = true
      i += 1
    }
    while i < bytes.endIndex {
      let c = bytes[i]
      if c == UInt8(ascii: ".") {
        seenPoint = true
        i += 1
        continue
      }
      if c | 0x20 == UInt8(ascii: "e") { break }
      digits.append(c)
      if seenPoint { exponent -= 1 }
      i += 1
    }
    if i < bytes.endIndex {
      i += 1
      var sign = 1
      if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
        if bytes[i] == UInt8(ascii: "-") { sign = -1 }
        i += 1
      }
      var written = 0
      while i < bytes.endIndex {
        written = written * 10 + Int(bytes[i] &- 48)
        if written > 999_999_999 { return nil }
        i += 1
      }
      exponent += sign * written
    }
    var first = 0
    while first < digits.count - 1 && digits[first] == UInt8(ascii: "0") { first += 1 }
    let coefficient = Array(digits[first...])
    return layout(coefficient, exponent: exponent, negative: negative)
  }

  /// The to-scientific-string layout of `coefficient × 10^exponent`.
  static func layout(_ coefficient: [UInt8], exponent: Int, negative: Bool) -> String? {
    let adjusted = exponent + coefficient.count - 1
    if adjusted > 999_999_999 || adjusted < -999_999_999 { return nil }
    var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
    if exponent <= 0 && adjusted >= -6 {
      let point = coefficient.count + exponent
      if exponent == 0 {
        out += coefficient
      } else if point > 0 {
        out += coefficient[..<point]
        out.append(UInt8(ascii: "."))
        out += coefficient[point...]
      } else {
        out += Array("0.".utf8)
        out += [UInt8](repeating: UInt8(ascii: "0"), count: -point)
        out += coefficient
      }
    } else {
      out.append(coefficient[0])
      if coefficient.count > 1 {
        out.append(UInt8(ascii: "."))
        out += coefficient[1...]
      }
      out.append(UInt8(ascii: "E"))
      out.append(UInt8(ascii: adjusted < 0 ? "-" : "+"))
      out += Array(String(abs(adjusted)).utf8)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether the text is an integer's digits (what `compare` orders exactly).
  package var isIntegerText: Bool { !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 > 0x39 } }
}
