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
  public static func number(_ bytes: UnsafeBufferPointer<UInt8>, value: Double) -> JSON {
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

  /// The order of two literals' exact values: negative, zero or positive.
  public func compare(_ other: BigInteger) -> Int {
    if !isIntegerText || !other.isIntegerText {
      return value < other.value ? -1 : value > other.value ? 1 : 0
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
  public static func integerLiteral(_ digits: String) -> JSON {
    BigInteger.number(digits: digits)
  }

  /// The double of a number (a `BigInteger`'s nearest double), nil for other values.
  @inlinable public var numberValue: Double? {
    switch self {
    case .number(let n): return n
    case .bigInteger(let b): return b.value
    default: return nil
    }
  }

  /// Whether this is a `BigInteger`.
  @inlinable public var isBigInteger: Bool {
    if case .bigInteger = self { return true }
    return false
  }

  /// The value with a `BigInteger` turned into its double (what arithmetic gives).
  @inlinable public var computed: JSON {
    if case .bigInteger(let b) = self { return .number(b.value) }
    return self
  }
}
