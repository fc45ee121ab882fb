import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// The exact 128-bit number paths against the general ones: `shortestDigitsExact` against
/// `description`'s digits (`withShortestDigits`), `exactLongDecimal` against `strtod`.
@Suite struct ShortestDigitsTests {
  /// The exact path's digits and exponent, or nil.
  static func exact(_ v: Double) -> (String, Int)? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      guard let (count, exponent) = JSONWriter.shortestDigitsExact(v, into: buffer) else {
        return nil
      }
      return (
        String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self),
        exponent
      )
    }
  }

  static func reference(_ v: Double) -> (String, Int) {
    let (digits, exponent) = JSONWriter.shortestDigits(v)
    return (String(decoding: digits, as: UTF8.self), exponent)
  }

  /// Checks `v` (positive); answers whether the exact path decided it.
  @discardableResult
  static func agrees(_ v: Double) -> Bool {
    guard let got = exact(v) else { return false }
    let want = reference(v)
    #expect(got.0 == want.0 && got.1 == want.1, "\(v): \(got) against \(want)")
    return true
  }

  @Test func edgeCases() {
    let values: [Double] = [
      0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 0.7, 1.1, 9.18733656828792,
      0.39144948834984616, 1337.4609259778642, 0.004553411467808561, 123456789012345.67,
      4503599627370495.5, 0.000015, 0.00001525878906250001, 99999999999999.99,
      9.999999999999998, 0.9999999999999999, 1.0000000000000002, .leastNonzeroMagnitude, 1e-7, 1e21,
      2.5, 0.5, 1234.5, 3.0517578125e-05, 4.35, 8.41, 1e15 + 0.5, 0.1234567890123456,
    ]
    for v in values {
      Self.agrees(v)
      Self.agrees(v.nextUp)
      Self.agrees(v.nextDown)
    }
    // Powers of two and out-of-range values answer nil (the general path decides).
    #expect(Self.exact(0.5) == nil)
    #expect(Self.exact(1e-7) == nil)
    #expect(Self.exact(.leastNonzeroMagnitude) == nil)
    #expect(Self.exact(1e300) == nil)
  }

  /// Random bit patterns across the path's range and random decimals of 15 to 17 digits:
  /// every answer is `description`'s, and almost every value is answered.
  @Test func generatedDoubles() {
    var rng = SplitMix(seed: 0x5107)
    var decided = 0
    let total = 200_000
    for k in 0..<total {
      let v: Double
      if k % 2 == 0 {
        // Exponents for 2^-16 ... 2^52 with random significands.
        let exponent = UInt64(1023 - 16 + rng.below(68))
        v = Double(bitPattern: exponent << 52 | rng.next() >> 12)
      } else {
        let digits = 15 + rng.below(3)
        var text = String(rng.next() % 9 + 1)
        for _ in 1..<digits { text += String(rng.next() % 10) }
        let point = 1 + rng.below(digits)
        text.insert(".", at: text.index(text.startIndex, offsetBy: point))
        v = Double(text + "e" + String(rng.below(12) - 4))!
      }
      // Bit patterns in the path's range are decided but for exact halves and edges; the
      // decimals' exponents also reach out of it.
      if Self.agrees(v) && k % 2 == 0 { decided += 1 }
    }
    #expect(decided > total / 2 * 95 / 100, "decided \(decided) of \(total / 2)")
  }

  /// Numbers written as `writeNumber` writes them, through both paths.
  @Test func writerUsesIt() {
    var rng = SplitMix(seed: 77)
    for _ in 0..<20_000 {
      let v = Double(bitPattern: UInt64(1023 - 20 + rng.below(80)) << 52 | rng.next() >> 12)
      for n in [v, -v] {
        var out: [UInt8] = []
        JSONWriter.writeNumber(n, into: &out)
        #expect(String(decoding: out, as: UTF8.self) == FastPathTests.referenceNumber(n))
      }
    }
  }

  static func strtod(_ text: String) -> Double { Foundation.strtod(text, nil) }

  static func long(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { JSONParser.exactLongDecimal($0) }
  }

  @Test func longDecimalsEdgeCases() {
    let texts = [
      "0.39144948834984616", "1337.4609259778642", "0.004553411467808561",
      "9007199254740993.0", "9007199254740995.0", "9007199254740993e0", "1.7976931348623157e19",
      "0.1000000000000000055511151231257827", "0.10000000000000001", "123456789012345678.9",
      "1e-27", "9999999999999999999e-27", "18446744073709551615e0", "-0.30000000000000004",
      "2.2250738585072014e-10", "4.9406564584124654e-5", "1.00000000000000011102230246251565",
      "100000000000000000000000", "0.0000000000000000000000000012345678901234567",
      "1.5e19", "12345678901234567e2", "0.12345678901234567e-10",
    ]
    for text in texts {
      guard let got = Self.long(text) else { continue }
      #expect(got.bitPattern == Self.strtod(text).bitPattern, "\(text)")
    }
    #expect(Self.long("9007199254740993.0") == 9_007_199_254_740_992)
    #expect(Self.long("9007199254740995.0") == 9_007_199_254_740_996)
    #expect(Self.long("0.39144948834984616") != nil)
    #expect(Self.long("1e-28") == nil)
    #expect(Self.long("12345678901234567891") == nil)  // 20 significant digits
  }

  /// Random decimals of 1 to 19 digits with exponents around the range, halfway cases
  /// among them (a double's exact midpoint, cut to 19 digits, and 2⁵³ + odd): against
  /// `strtod`, bit for bit.
  @Test func generatedLongDecimals() {
    var rng = SplitMix(seed: 0xDEC1)
    var decided = 0
    for k in 0..<100_000 {
      var text: String
      if k % 4 == 2 {
        // Exactly halfway between two doubles above 2⁵³: ties go to the even one.
        let bits = 53 + rng.below(10)
        let ulp: UInt64 = 1 << UInt64(bits - 52)
        let x = (1 << UInt64(bits) | rng.next() >> UInt64(64 - bits)) & ~(ulp - 1) | ulp / 2
        text = String(x) + "e0"
      } else if k % 4 == 3 {
        let v = Double(bitPattern: UInt64(1023 - 40 + rng.below(100)) << 52 | rng.next() >> 12)
        let mid = v + (v.nextUp - v) / 2  // rounds, but its digits are near a midpoint
        text = String(format: "%.18e", mid)
      } else {
        let digits = 1 + rng.below(19)
        text = String(rng.next() % 9 + 1)
        for _ in 1..<digits { text += String(rng.next() % 10) }
        if rng.below(2) == 0 {
          text.insert(".", at: text.index(text.startIndex, offsetBy: 1 + rng.below(digits)))
          if text.hasSuffix(".") { text += "0" }
        }
        text += "e" + String(rng.below(60) - 35)
      }
      if rng.below(2) == 0 { text = "-" + text }
      guard let got = Self.long(text) else { continue }
      decided += 1
      #expect(got.bitPattern == Self.strtod(text).bitPattern, "\(text)")
    }
    #expect(decided > 50_000)
  }
}
