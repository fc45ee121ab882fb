import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// Numbers in checked text written compact (`JSONParser.writeCompact`: a text of 16 digits
/// or more with a fraction or an exponent goes straight to its value, shorter ones through
/// the canonical check and `writeNumberText`) against the general path: the value parsed
/// and printed by `JSONWriter`; the reader's digits (eight a word, then one at a time)
/// against `strtod`.
@Suite struct CompactNumberTests {
  /// `text` in an object, an array and a nested object, written both ways.
  func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let json = #"{"a":\#(text),"b":[\#(text),{"c":\#(text)}],"a2":-1,"d":"x"}"#
    let bytes = Array(json.utf8)
    guard
      case .value(let value, _) = bytes.withUnsafeBufferPointer({
        JSONParser.parse($0, from: 0, atEOF: true)
      })
    else {
      Issue.record("not read: \(text)", sourceLocation: sourceLocation)
      return
    }
    var general: [UInt8] = []
    JSONWriter.write(value, into: &general)
    var compact: [UInt8] = []
    bytes.withUnsafeBufferPointer { JSONParser.writeCompact($0, into: &compact) }
    #expect(
      String(decoding: compact, as: UTF8.self) == String(decoding: general, as: UTF8.self),
      "\(text)", sourceLocation: sourceLocation)
    // The value read is `strtod`'s.
    let read = FastPathTests.strtod(text)
    if case .object(let object) = value, let a = object.entries.values.first {
      #expect(
        a.numberValue?.bitPattern == read.bitPattern, "\(text)", sourceLocation: sourceLocation)
    }
  }

  @Test func trickyNumbers() {
    let texts = [
      "1.0", "1.000", "-0", "-0.0", "0.0", "1e400", "-1e400", "1e-400", "100000000000000000001",
      "-100000000000000000001", "0.19530451384494094", "-16.921848390906234", "856.8630063847495",
      "95.15264724177526", "0.30000000000000004", "0.1000000000000000055511151231257827",
      "1.00000000000000000000", "12345678901234567.0", "1234567890123456789.5",
      "9007199254740993.0", "1.2345678901234567e-7", "1.2345678901234567e21",
      "12345678901234567e-3",
      "0.00000000000000001234", "0.0000000000000000000", "-0.00000000000000000001",
      "123456789012345678901234567890.5", "1.7976931348623157e308", "2.2250738585072014e-308",
      "4.9406564584124654e-324", "0.99999999999999999", "9.9999999999999999", "1.0000000000000002",
      "0.10000000000000001", "1234567890.1234567", "1e22", "1E+2", "0.9780", "1e-05", "66.086",
    ]
    for text in texts { check(text) }
  }

  @Test func generatedLongDecimals() {
    var random = SplitMix(seed: 0x3137_6469)
    for _ in 0..<20_000 {
      var text = random.below(3) == 0 ? "-" : ""
      let integerDigits = random.below(3) == 0 ? 0 : 1 + random.below(18)
      if integerDigits == 0 {
        text += "0"
      } else {
        text += String(1 + random.below(9))
        for _ in 1..<integerDigits { text += String(random.below(10)) }
      }
      text += "."
      text += String(repeating: "0", count: random.below(4) == 0 ? random.below(8) : 0)
      for _ in 0..<(1 + random.below(22)) { text += String(random.below(10)) }
      if random.below(4) == 0 {
        text += ["e", "E"][random.below(2)] + ["", "+", "-"][random.below(3)]
        text += String(random.below(random.below(2) == 0 ? 25 : 330))
      }
      check(text)
      // A double written with 17 significant digits, as the export shape has them.
      let double = Double(bitPattern: random.next() >> 2) * (random.below(2) == 0 ? 1 : -1)
      if double.isFinite {
        let seventeen = String(format17(double))
        check(seventeen)
      }
    }
  }

  /// `%.17g` of a double (what jq 1.6 prints), in JSON number grammar.
  func format17(_ value: Double) -> String {
    let text = FastPathTests.referenceNumber(value)
    guard let read = Double(text) else { return text }
    // Seventeen significant digits: the shortest text padded out when it is shorter.
    var digits = text.filter { $0.isNumber }.drop { $0 == "0" }.count
    var padded = text
    if !text.contains("e") && !text.contains(".") && digits < 17 { padded += ".0" }
    digits = padded.filter { $0.isNumber }.drop { $0 == "0" }.count
    if !padded.contains("e") && digits < 17 {
      padded += String(repeating: "0", count: 17 - digits)
    }
    return Double(padded) == read ? padded : text
  }
  @Test func eightDigitsAWordAsOneAtATime() {
    var random = SplitMix(seed: 0x3864)
    // Digits with a stray byte at each place: the bytes next to `0`–`9`, and ones whose
    // high nibble is 3 or whose sum with 6 carries.
    let strays: [UInt8] = [0x2f, 0x3a, 0x3f, 0x20, 0x2e, 0x65, 0x00, 0x13, 0x93, 0xf9, 0xfa, 0xff]
    for _ in 0..<20_000 {
      var bytes = (0..<8).map { _ in UInt8(48 + random.below(10)) }
      if random.below(2) == 0 { bytes[random.below(8)] = strays[random.below(strays.count)] }
      let expected: UInt64? =
        bytes.allSatisfy { $0 &- 48 <= 9 }
        ? bytes.reduce(0) { $0 * 10 + UInt64($1 - 48) } : nil
      let got = bytes.withUnsafeBufferPointer { JSONParser.eightDigits($0.baseAddress!, at: 0) }
      #expect(got == expected, "\(bytes)")
    }
  }
}
