/// Strings and numbers of `CanonicalWriter`: checked and written in the same pass.
extension CanonicalWriter {
  /// Writes the input bytes from `from` up to `to`.
  @inline(__always)
  mutating func copy(_ from: Int, _ to: Int) {
    if from < to {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<to]))
    }
  }

  /// The string at `i` (its opening quote): plain runs copied, `\/` and `\u` escapes
  /// written as the writer writes their characters, a raw U+007F as `\u007f`; false for
  /// an invalid escape, a control byte, a lone surrogate, invalid UTF-8 or the buffer's end.
  mutating func string() -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let n = bytes.count
    var copied = i  // input bytes before this are written
    var j = i + 1
    while true {
      j = QuickCheck.firstSpecialByte(base, from: j, end: n)
      guard j < n else { return false }
      let c = base[j]
      if c == JSONParser.quote {
        copy(copied, j + 1)
        i = j + 1
        return true
      }
      if c == JSONParser.backslash {
        guard j + 1 < n else { return false }
        switch base[j + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"), UInt8(ascii: "f"),
          UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          j += 2  // the writer's own escapes: copied
        case UInt8(ascii: "/"):
          copy(copied, j)
          out.append(UInt8(ascii: "/"))
          j += 2
          copied = j
        case UInt8(ascii: "u"):
          guard j + 6 <= n, var unit = JSONParser.hex4(base, j + 2) else { return false }
          var length = 6
          if unit & 0xFC00 == 0xD800 {
            guard j + 12 <= n, base[j + 6] == JSONParser.backslash,
              base[j + 7] == UInt8(ascii: "u"), let low = JSONParser.hex4(base, j + 8),
              low & 0xFC00 == 0xDC00
            else { return false }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            length = 12
          } else if unit & 0xFC00 == 0xDC00 {
            return false
          }
          copy(copied, j)
          JSONParser.appendScalar(unit, &out)
          j += length
          copied = j
        default:
          return false
        }
      } else if c == 0x7f {
        copy(copied, j)
        out.append(contentsOf: [JSONParser.backslash, UInt8(ascii: "u"), 48, 48, 55, 102])
        j += 1
        copied = j
      } else if c >= 0x80 {
        guard JSONParser.isValidUTF8Sequence(bytes, at: j) else { return false }
        j += JSONParser.utf8Length(c)
      } else {
        return false  // a control byte
      }
    }
  }

  /// The number at `i`: checked by JSON's grammar, copied when the writer prints it as
  /// written (an integer, or `JSONParser.isCanonicalNumber`), else written as the writer
  /// prints its value (from its text when that decides, `JSONWriter.writeNumberText`).
  /// False when it breaks the grammar or runs to the end of the buffer.
  mutating func number() -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let n = bytes.count
    let start = i
    var j = i
    if base[j] == UInt8(ascii: "-") { j += 1 }
    guard j < n else { return false }
    var simple = true
    if base[j] == UInt8(ascii: "0") {
      j += 1
    } else if base[j] &- 49 <= 8 {
      j = QuickCheck.firstNonDigit(base, from: j + 1, end: n)
    } else {
      return false
    }
    if j < n && base[j] == UInt8(ascii: ".") {
      simple = false
      let digits = j + 1
      j = QuickCheck.firstNonDigit(base, from: digits, end: n)
      guard j > digits else { return false }
    }
    if j < n && base[j] | 0x20 == UInt8(ascii: "e") {
      simple = false
      j += 1
      if j < n && (base[j] == UInt8(ascii: "+") || base[j] == UInt8(ascii: "-")) { j += 1 }
      let digits = j
      j = QuickCheck.firstNonDigit(base, from: digits, end: n)
      guard j > digits else { return false }
    }
    guard j < n else { return false }
    i = j
    if simple || JSONParser.isCanonicalNumber(base, from: start, to: j) {
      copy(start, j)
      return true
    }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<j])
    if !JSONWriter.writeNumberText(text, into: &out) {
      let value =
        JSONParser.exactDecimal(text) ?? JSONParser.exactLongDecimal(text)
        ?? JSONParser.strtod(text)
      JSONWriter.writeNumber(value, into: &out)
    }
    return true
  }
}
