/// An integer literal of 16 digits or more, read from input or written in a program. A
/// double holds every integer of up to 15 digits exactly, and the writer prints those as
/// written; longer ones may not survive the trip (`13911860366432393` is the double
/// `13911860366432392`), so the value keeps its digits, as jq 1.7 keeps a number's
/// literal: it prints as written while it passes through unchanged (collected, sorted,
/// put in an object, `tojson`), and any arithmetic works on its double.
///
/// Equality follows jq 1.7: two such literals are equal when their digits are; a literal
/// and a computed number compare by their doubles.
public final class BigInteger: Sendable {
  /// The digits, with a leading `-` when negative; no leading zeros.
  public let text: String
  /// The nearest double.
  public let value: Double

  init(text: String, value: Double) {
    self.text = text
    self.value = value
  }

  /// The value of the number text `bytes` (JSON grammar, no fraction or exponent): a
  /// `BigInteger` when it has 16 digits or more, a plain number otherwise.
  package static func number(_ bytes: UnsafeBufferPointer<UInt8>, value: Double) -> JSON {
    var start = bytes.startIndex
    let negative = start < bytes.endIndex && bytes[start] == UInt8(ascii: "-")
    if negative { start += 1 }
    while start < bytes.endIndex - 1 && bytes[start] == UInt8(ascii: "0") { start += 1 }
    guard bytes.endIndex - start >= 16 else { return .number(value) }
    var text = negative ? "-" : ""
    text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
    return .bigInteger(BigInteger(text: text, value: value))
  }

  /// The value of an integer's digits (an optional `-`, then digits; leading zeros allowed).
  package static func number(digits: String) -> JSON {
    let value = Double(digits) ?? 0
    var digits = digits
    return digits.withUTF8 { number($0, value: value) }
  }

  /// The order of this literal and the shortest decimal text of the double `value` (the
  /// text a short literal of that double has): `0.10000000000000001` is above `0.1`, as
  /// jq 1.7.1 compares two literals by their decNumbers.
  package func compare(shortest value: Double) -> Int {
    guard value.isFinite else { return self.value < value ? -1 : 1 }
    return DecimalDigits(text).compare(DecimalDigits("\(value)"))
  }

  /// Whether this literal equals the number `value`: their doubles, and a decimal literal's
  /// digits those of the double's shortest text (jq 1.7.1's two literals).
  package func equals(_ value: Double) -> Bool {
    self.value == value && (isIntegerText || compare(shortest: value) == 0)
  }

  /// The order of two literals' exact values: negative, zero or positive (jq 1.7.1 compares
  /// two literals by their decNumbers: `0.10000000000000001 != 0.1000000000000000055`).
  package func compare(_ other: BigInteger) -> Int {
    if !isIntegerText || !other.isIntegerText {
      return DecimalDigits(text).compare(DecimalDigits(other.text))
    }
    let a = Array(text.utf8)
    let b = Array(other.text.utf8)
    let negative = a.first == UInt8(ascii: "-")
    if negative != (b.first == UInt8(ascii: "-")) { return negative ? -1 : 1 }
    var order = 0
    if a.count != b.count {
      order = a.count < b.count ? -1 : 1
    } else if let k = a.indices.first(where: { a[$0] != b[$0] }) {
      order = a[k] < b[k] ? -1 : 1
    }
    return negative ? -order : order
  }
}

extension JSON {
  /// The value of an integer written in a program (`-`? digits): a `BigInteger` when it has
  /// 16 digits or more.
  package static func integerLiteral(_ digits: String) -> JSON {
    BigInteger.number(digits: digits)
  }

  /// The double of a number (a `BigInteger`'s nearest double), nil for other values.
  @inlinable package var numberValue: Double? {
    switch self {
    case .number(let n): return n
    case .bigInteger(let b): return b.value
    default: return nil
    }
  }

  /// Whether this is a `BigInteger`.
  @inlinable package var isBigInteger: Bool {
    if case .bigInteger = self { return true }
    return false
  }

  /// The value with a `BigInteger` turned into its double (what arithmetic gives).
  @inlinable package var computed: JSON {
    if case .bigInteger(let b) = self { return .number(b.value) }
    return self
  }
}

/// A decimal text (`BigInteger.text`: digits, a point, `E±n`) as `0.d₁d₂… × 10^exponent`,
/// without leading or trailing zeros (none for zero): what two literals are compared by.
struct DecimalDigits {
  var negative = false
  var digits: [UInt8] = []
  var exponent = 0

  init(_ text: String) {
    let bytes = Array(text.utf8)
    var i = 0
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      i = 1
    }
    var point: Int? = nil
    var written = 0
    while i < bytes.count {
      let c = bytes[i]
      if c == UInt8(ascii: ".") {
        point = digits.count
      } else if c | 0x20 == UInt8(ascii: "e") {
        written = Int(String(decoding: bytes[(i + 1)...], as: UTF8.self)) ?? 0
        break
      } else {
        digits.append(c)
      }
      i += 1
    }
    exponent = written + (point ?? digits.count)
    let first = digits.firstIndex { $0 != UInt8(ascii: "0") } ?? digits.count
    let last = (digits.lastIndex { $0 != UInt8(ascii: "0") } ?? -1) + 1
    exponent -= first
    digits = first < last ? Array(digits[first..<last]) : []
  }

  /// Negative, zero or positive as this value is below, equal to or above `other`'s.
  func compare(_ other: DecimalDigits) -> Int {
    let sign = digits.isEmpty ? 0 : negative ? -1 : 1
    let otherSign = other.digits.isEmpty ? 0 : other.negative ? -1 : 1
    if sign != otherSign { return sign < otherSign ? -1 : 1 }
    if sign == 0 { return 0 }
    var order = 0
    if exponent != other.exponent {
      order = exponent < other.exponent ? -1 : 1
    } else if digits != other.digits {
      order = digits.lexicographicallyPrecedes(other.digits) ? -1 : 1
    }
    return sign * order
  }
}
