/// The scalars of JSON text: literals, strings with their escapes, numbers (read exactly
/// where one correctly rounded operation can, by `strtod` otherwise).
extension JSONParser {
  mutating func literal(_ word: StaticString) throws {
    let start = position
    let count = word.utf8CodeUnitCount
    for k in 0..<count {
      guard position < bytes.count else { throw endOfInput() }
      if bytes[position] != word.utf8Start[k] {
        throw JSONError(.invalidLiteral, at: start)
      }
      position += 1
    }
  }

  mutating func parseString() throws -> String {
    position += 1
    let start = position
    // Fast path: no escapes; the plain ASCII runs eight bytes at a time.
    let base = bytes.baseAddress!
    while position < bytes.count {
      position = QuickCheck.firstSpecialByte(base, from: position, end: bytes.count)
      guard position < bytes.count else { break }
      let b = bytes[position]
      if b == UInt8(ascii: "\"") {
        let s = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return s
      }
      if b == UInt8(ascii: "\\") { break }
      if b < 0x20 { throw JSONError(.controlCharacter, at: position) }
      position += 1
    }
    guard position < bytes.count else { throw endOfInput() }
    // Escapes: the runs between them copied whole, found as in the fast path.
    var out: [UInt8] = []
    out.reserveCapacity(position - start + 32)
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
    var runStart = position
    while true {
      position = QuickCheck.firstSpecialByte(base, from: position, end: bytes.count)
      guard position < bytes.count else { throw endOfInput() }
      let b = bytes[position]
      if b >= 0x7f {
        position += 1
        continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
      if b == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: out, as: UTF8.self)
      }
      if b < 0x20 { throw JSONError(.controlCharacter, at: position) }
      let escapeStart = position
      position += 1
      guard position < bytes.count else { throw endOfInput() }
      let e = bytes[position]
      position += 1
      switch JSONEscape(e) {
      case .byte(let byte): out.append(byte)
      case .unicode: JSONEscape.appendUTF8(try unicodeEscape(), to: &out)
      case .invalid:
        throw JSONError(.invalidEscape, at: escapeStart)
      }
      runStart = position
    }
  }

  /// The scalar of a `\\u` escape whose `u` was just read: a surrogate pair joined, a lone
  /// surrogate replaced by U+FFFD.
  mutating func unicodeEscape() throws -> UInt32 {
    let scalar = try hex4()
    if scalar >= 0xDC00 && scalar < 0xE000 { return 0xFFFD }
    guard scalar >= 0xD800 && scalar < 0xDC00 else { return scalar }
    // A high surrogate: a low one should follow.
    if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
      bytes[position + 1] == UInt8(ascii: "u")
    {
      let save = position
      position += 2
      let low = try hex4()
      if low >= 0xDC00 && low < 0xE000 {
        return 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      position = save
      if literals { throw JSONError(.invalidEscape, at: position) }
      return 0xFFFD
    }
    if position + 1 >= bytes.count && !atEOF { throw NeedMore() }
    // jq 1.7.1 (`signalbox jq`'s reading) refuses a high surrogate without its low one.
    if literals { throw JSONError(.invalidEscape, at: position) }
    return 0xFFFD
  }

  mutating func hex4() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw endOfInput() }
      let b = bytes[position]
      let digit: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - 55)
      default: throw JSONError(.invalidUnicodeEscape, at: position)
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  /// The number at `position` as a value: an integer of 16 digits or more keeps its digits
  /// (`BigInteger`).
  @inline(__always) mutating func parseNumberValue() throws -> JSON {
    let start = position
    let value = try parseNumber()
    if literals && !checking {
      return BigInteger.literal(
        UnsafeBufferPointer(rebasing: bytes[start..<position]), value: value)
    }
    // 16 bytes at least: a shorter text has at most 15 digits (the common case).
    if position - start < 16 || checking { return .number(value) }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
    for c in text where c == UInt8(ascii: ".") || c | 0x20 == UInt8(ascii: "e") {
      return .number(value)
    }
    return BigInteger.number(text, value: value)
  }

  mutating func parseNumber() throws -> Double {
    let start = position
    // The significant digits as one integer (while there are at most 19 of them), how many
    // digits the integer part has, and how many of the mantissa's are after the point.
    var mantissa: UInt64 = 0
    var significant = 0
    var integerDigits = 0
    var fractionDigits = 0
    var simple = true
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    guard position < bytes.count else { throw endOfInput() }
    guard bytes[position] >= 48 && bytes[position] <= 57 else { throw unexpected(at: position) }
    if bytes[position] == 48 {
      position += 1
      integerDigits = 1
    } else {
      var p = position
      let end = bytes.count
      while p < end {
        let digit = bytes[p] &- 48
        if digit > 9 { break }
        if p - position < 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
        p += 1
      }
      integerDigits = p - position
      significant = integerDigits
      position = p
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      simple = false
      position += 1
      guard position < bytes.count else { throw endOfInput() }
      guard bytes[position] >= 48 && bytes[position] <= 57 else { throw unexpected(at: position) }
      // In locals: the loop runs once a digit.
      var p = position
      let end = bytes.count
      if significant == 0 {
        while p < end && bytes[p] == 48 { p += 1 }  // zeros before the first significant digit
        fractionDigits = p - position
      }
      // One pass: the first of the digits, up to 19 significant ones in all, go into
      // `mantissa`.
      let digitsStart = p
      let room = max(0, 19 - significant)
      // Eight digits a word while all eight fit in the 19 kept (the eighth byte looked at
      // first: a short fraction mostly costs one comparison).
      while p + 8 <= end && p - digitsStart + 8 <= room && bytes[p + 7] &- 48 <= 9,
        let eight = JSONParser.eightDigits(bytes.baseAddress!, at: p)
      {
        mantissa = mantissa &* 100_000_000 &+ eight
        p += 8
      }
      while p < end {
        let digit = bytes[p] &- 48
        if digit > 9 { break }
        if p - digitsStart < room { mantissa = mantissa &* 10 &+ UInt64(digit) }
        p += 1
      }
      let count = p - digitsStart
      fractionDigits += min(count, room)
      significant += count
      position = p
    }
    var exponent = 0
    if position < bytes.count
      && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E"))
    {
      simple = false
      position += 1
      guard position < bytes.count else { throw endOfInput() }
      var exponentNegative = false
      if bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        exponentNegative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      guard position < bytes.count else { throw endOfInput() }
      guard bytes[position] >= 48 && bytes[position] <= 57 else { throw unexpected(at: position) }
      while position < bytes.count, bytes[position] >= 48 && bytes[position] <= 57 {
        if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[position] &- 48) }
        position += 1
      }
      if exponentNegative { exponent = -exponent }
    }
    if position == bytes.count && !atEOF { throw NeedMore() }
    // Whether the text is canonical matters only to a check (`JSONParser.check`).
    if checking && (!simple || integerDigits > 15) && canonical {
      canonical = JSONParser.isCanonicalNumber(bytes.baseAddress!, from: start, to: position)
    }
    if checking { return 0 }
    if significant <= 19 && abs(exponent) < 100_000 {
      // Every significant digit is in `mantissa`: exactly `mantissa × 10^q`.
      let value: Double
      let q = exponent - fractionDigits
      if mantissa == 0 {
        value = 0
      } else if simple {
        value = Double(mantissa)  // correctly rounded
      } else if mantissa < 1 << 53 && q >= -22 && q <= 22 {
        // Both exact: one correctly rounded operation.
        let m = Double(mantissa)
        value = q < 0 ? m / JSONParser.powersOfTen[-q] : m * JSONParser.powersOfTen[q]
      } else if let nearest = JSONParser.nearestDouble(mantissa, q) {
        value = nearest
      } else {
        return JSONParser.strtod(UnsafeBufferPointer(rebasing: bytes[start..<position]))
      }
      return negative ? -value : value
    }
    return JSONParser.strtod(UnsafeBufferPointer(rebasing: bytes[start..<position]))
  }

  /// The value of a number text (valid JSON grammar) when one correctly rounded operation
  /// gives it: at most 15 significant digits (an exact integer below 2⁵³) scaled by a
  /// power of ten up to 10²² (exact too), as `strtod` would round it. Nil otherwise.
  static func exactDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var i = 0
    let n = text.count
    let negative = n > 0 && text[0] == UInt8(ascii: "-")
    if negative { i = 1 }
    var mantissa: UInt64 = 0
    var significant = 0
    var scale = 0
    var inFraction = false
    while i < n {
      let c = text[i]
      if c &- 48 <= 9 {
        if significant > 0 || c != UInt8(ascii: "0") {
          significant += 1
          if significant > 15 { return nil }
          mantissa = mantissa * 10 + UInt64(c &- 48)
        }
        if inFraction { scale -= 1 }
      } else if c == UInt8(ascii: ".") {
        inFraction = true
      } else {
        break
      }
      i += 1
    }
    if i < n {
      guard let exponent = exponentPart(text, from: i, limit: 1_000) else { return nil }
      scale += exponent
    }
    var value = Double(mantissa)
    if mantissa != 0 {
      guard scale >= -22 && scale <= 22 else { return nil }
      value = scale < 0 ? value / powersOfTen[-scale] : value * powersOfTen[scale]
    }
    return negative ? -value : value
  }

  static func strtod(_ text: UnsafeBufferPointer<UInt8>) -> Double {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
      for i in 0..<text.count { buffer[i] = CChar(bitPattern: text[i]) }
      buffer[text.count] = 0
      return Glibc.strtod(buffer.baseAddress!, nil)
    }
  }
}
