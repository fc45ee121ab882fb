import Testing

@testable import SignalboxJSON

/// `signalbox jq`'s number literals (`BigInteger.literal`): a text jq prints as written is
/// kept as it stands, without working out decNumber's canonical text; that text is the
/// one `canonicalText` lays out, on the texts where the two could part (leading zeros,
/// trailing zeros, six zeros after `0.`, exponents, long integers).
@Suite struct BigIntegerLiteralTests {
  static let texts = [
    "0.10", "1.0", "100.0", "-0.0", "0.0", "1.000", "0.00001", "0.000010", "0.000001",
    "0.0000010", "0.0000001", "0.000000", "-0.000012345", "12345678901234567",
    "-12345678901234567.50", "1234567890123456789012", "123456789012345.0", "0.1000000",
    "3793.20", "1e2", "1E+2", "0.1e-7", "-2.50E-3", "100e-2", "9E999999999", "7", "-0.5",
    "0.30000000000000004", "54.669510", "-0.0000000000",
  ]

  static func literal(_ text: String) -> JSON {
    var bytes = text
    return bytes.withUTF8 { BigInteger.literal($0, value: Double(text)!) }
  }

  static func canonical(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { BigInteger.canonicalText($0) }
  }

  @Test func aLiteralKeptAsWrittenIsItsCanonicalText() {
    for text in Self.texts {
      var bytes = text
      let plain = bytes.withUTF8 { BigInteger.isPlain($0) }
      switch Self.literal(text) {
      case .number(let d):
        #expect(plain || Self.canonical(text) == nil, "\(text)")
        #expect(d == Double(text), "\(text)")
      case .bigInteger(let b):
        #expect(!plain, "\(text)")
        #expect(b.text == Self.canonical(text), "\(text): \(b.text)")
        #expect(b.value == Double(text), "\(text)")
      default: Issue.record("\(text): neither a number nor a literal")
      }
    }
  }
}
