import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// The reader's and writer's fast paths against the slow ones, on edge cases and on
/// generated data: numbers rewritten from their text (`JSONWriter.writeNumberText`) against
/// `strtod` and the writer; decimals read by one exact operation (`JSONParser.exactDecimal`)
/// against `strtod`; objects checked fast (`QuickCheck`) and written from their text
/// (`writeCompact`) against the object built eagerly and written.
@Suite struct FastPathTests {
  /// What the writer printed for a double before its fast paths: `description`'s digits
  /// laid out by JavaScript's rules (kept here as the reference).
  static func referenceNumber(_ n: Double) -> String {
    if n.isNaN { return "null" }
    if n.isInfinite { return n < 0 ? "-1.7976931348623157e+308" : "1.7976931348623157e+308" }
    if n == 0 { return n.sign == .minus ? "-0" : "0" }
    if n == n.rounded(.towardZero) && abs(n) < 9.0e15 { return String(Int64(n)) }
    let text = Array(abs(n).description.utf8)
    var mantissa: [UInt8] = []
    var point: Int? = nil
    var exponent = 0
    var i = 0
    while i < text.count {
      let c = text[i]
      if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
        exponent = Int(String(decoding: text[(i + 1)...], as: UTF8.self))!
        break
      } else if c == UInt8(ascii: ".") {
        point = mantissa.count
      } else {
        mantissa.append(c)
      }
      i += 1
    }
    var e = (point ?? mantissa.count) + exponent
    while mantissa.count > 1 && mantissa.first == UInt8(ascii: "0") {
      mantissa.removeFirst()
      e -= 1
    }
    while mantissa.count > 1 && mantissa.last == UInt8(ascii: "0") { mantissa.removeLast() }
    let digits = String(decoding: mantissa, as: UTF8.self)
    let k = mantissa.count
    let sign = n < 0 ? "-" : ""
    if k <= e && e <= 21 { return sign + digits + String(repeating: "0", count: e - k) }
    if 0 < e && e <= 21 { return sign + digits.prefix(e) + "." + digits.dropFirst(e) }
    if -6 < e && e <= 0 { return sign + "0." + String(repeating: "0", count: -e) + digits }
    let power = e - 1
    return sign + digits.prefix(1) + (k > 1 ? "." + digits.dropFirst() : "") + "e"
      + (power < 0 ? "-" : "+") + String(abs(power))
  }

  static func strtod(_ text: String) -> Double {
    var text = text
    return text.withUTF8 { JSONParser.strtod($0) }
  }

  /// Checks one number text: the text rewrite (when it answers) and the exact decimal read
  /// (when it answers) against `strtod`, and the writer against the reference.
  func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let value = FastPathTests.strtod(text)
    let expected = FastPathTests.referenceNumber(value)
    // What a read and written text prints: an integer of 16 digits or more as written
    // (`BigInteger`), anything else as its double.
    let digits = text.drop(while: { $0 == "-" })
    let longInteger =
      digits.count >= 16 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    let printed = longInteger ? text : expected
    if case .value(let read, _) = Array(text.utf8).withUnsafeBufferPointer({
      JSONParser.parse($0, from: 0, atEOF: true)
    }) {
      #expect(JSONWriter.string(read) == printed, "read \(text)", sourceLocation: sourceLocation)
      #expect(read.numberValue?.bitPattern == value.bitPattern, sourceLocation: sourceLocation)
    }
    var written: [UInt8] = []
    JSONWriter.writeNumber(value, into: &written)
    #expect(
      String(decoding: written, as: UTF8.self) == expected, "writeNumber \(text)",
      sourceLocation: sourceLocation)
    var rewritten: [UInt8] = []
    var copy = text
    if copy.withUTF8({ JSONWriter.writeNumberText($0, into: &rewritten) }) {
      #expect(
        String(decoding: rewritten, as: UTF8.self) == expected, "text \(text)",
        sourceLocation: sourceLocation)
    }
    if let exact = copy.withUTF8({ JSONParser.exactDecimal($0) }) {
      #expect(exact.bitPattern == value.bitPattern, "exact \(text)", sourceLocation: sourceLocation)
    }
    // Text the reader marks canonical is what the writer prints.
    if copy.withUTF8({ JSONParser.isCanonicalNumber($0.baseAddress!, from: 0, to: $0.count) }) {
      #expect(text == printed, "canonical \(text)", sourceLocation: sourceLocation)
    }
  }

  @Test func numbersAtEveryBoundaryOfThePrintingRules() {
    let texts = [
      "0", "-0", "0.0", "-0.0", "0e5", "-0E-5", "0.000", "1", "-1", "10", "1.0", "1.50", "25.0",
      "-25.000",
      "1e21", "1e+21", "1E21", "9.99e20", "999999999999999999999", "1000000000000000000000",
      "100000000000000000000",
      "1e-7", "1e-6", "0.000001", "0.0000001", "0.00000123", "1.23e-6", "1.23e-7", "9.63e-6",
      "9.63E-06",
      "9007199254740991", "9007199254740992", "9007199254740993", "-9007199254740993",
      "9007199254740994",
      "9000000000000000", "8999999999999999", "9e15", "8.99e15", "9.0e15", "123456789012345",
      "1234567890123456",
      "12345678901234567", "0.1", "0.2", "0.3", "0.30000000000000004", "1.7976931348623157e308",
      "2.2250738585072014e-308",
      "5e-324", "4.9e-324", "1e-300", "1e300", "1e-299", "1e299", "1e308", "1e309", "-1e309",
      "1e-400", "1e400",
      "123.456e2", "123.456e-2", "0.000123e4", "1.234567890123456789", "3.141592653589793",
      "2.718281828459045",
      "100", "1e2", "1E+2", "12e-1", "1.5e300", "1.5e-300", "123456789012345e10",
      "123456789012345e-30",
      "0.1e1", "0.01e2", "10e-1", "4.35", "617.75", "0.000012300", "1e22", "1e23", "1e-22", "1e-23",
      "123456789012345678901234567890", "1" + String(repeating: "0", count: 400),
      "0." + String(repeating: "0", count: 400) + "1",
      "1" + String(repeating: "0", count: 100_150) + "e-1001500", "1e100001", "1e-100001",
    ]
    for text in texts { check(text) }
    // Every double printed and read back: the writer's text rewritten is itself.
    for text in texts {
      let printed = FastPathTests.referenceNumber(FastPathTests.strtod(text))
      if printed != "null" { check(printed) }
    }
  }

  @Test func generatedNumbersAgreeWithTheSlowPath() {
    var random = SplitMix(seed: 0x6e75_6d62)
    for _ in 0..<60_000 {
      var text = random.below(3) == 0 ? "-" : ""
      let integerDigits = random.below(4) == 0 ? 0 : 1 + random.below(19)
      if integerDigits == 0 {
        text += "0"
      } else {
        text += String(1 + random.below(9))
        for _ in 1..<integerDigits { text += String(random.below(10)) }
        if random.below(4) == 0 { text += String(repeating: "0", count: random.below(8)) }
      }
      if random.below(3) != 0 {
        text += "."
        text += String(repeating: "0", count: random.below(3) == 0 ? random.below(9) : 0)
        for _ in 0..<(1 + random.below(18)) { text += String(random.below(10)) }
        if random.below(3) == 0 { text += String(repeating: "0", count: 1 + random.below(4)) }
      }
      if random.below(3) == 0 {
        text += ["e", "E"][random.below(2)] + ["", "+", "-"][random.below(3)]
        text += String(random.below(random.below(2) == 0 ? 30 : 330))
      }
      check(text)
    }
    // Doubles of every magnitude, printed by the writer and read back.
    for _ in 0..<20_000 {
      let value = Double(bitPattern: random.next() & 0x7fef_ffff_ffff_ffff)
      check(FastPathTests.referenceNumber(value))
      check(
        FastPathTests.referenceNumber(
          Double(Float(bitPattern: UInt32(truncatingIfNeeded: random.next()) & 0x7f7f_ffff))))
    }
  }

  /// `text` read as the stdin reader does and eagerly: they print alike; text marked
  /// canonical is exactly the writer's output.
  func agree(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = Array(text.utf8)
    let kept = bytes.withUnsafeBufferPointer {
      JSONParser.parseKeepingText($0, from: 0, atEOF: true)
    }
    let built = bytes.withUnsafeBufferPointer { JSONParser.parse($0, from: 0, atEOF: true) }
    guard case .value(let keptValue, let keptEnd) = kept,
      case .value(let builtValue, let builtEnd) = built
    else {
      if case .value = built {
        Issue.record("kept text failed: \(text)", sourceLocation: sourceLocation)
      }
      return
    }
    #expect(keptEnd == builtEnd, sourceLocation: sourceLocation)
    let expected = JSONWriter.string(builtValue)
    #expect(JSONWriter.string(keptValue) == expected, "\(text)", sourceLocation: sourceLocation)
    #expect(keptValue == builtValue, "\(text)", sourceLocation: sourceLocation)
    if case .object(let object) = keptValue, let canonical = object.canonicalText {
      #expect(
        canonical.withBytes { Array($0) } == Array(expected.utf8), "\(text)",
        sourceLocation: sourceLocation)
    }
    // What `QuickCheck` accepts, `check` accepts with the same end, no repeated keys, and
    // at least as canonical.
    if case .value(.object, _) = kept,
      let quick = bytes.withUnsafeBufferPointer({ QuickCheck.objectText($0, from: 0) })
    {
      let checked = bytes.withUnsafeBufferPointer { JSONParser.check($0, from: 0, atEOF: true) }
      guard case .value(_, let end) = checked.outcome else {
        Issue.record(
          "check failed where QuickCheck passed: \(text)", sourceLocation: sourceLocation)
        return
      }
      #expect(end == quick.end, sourceLocation: sourceLocation)
      #expect(!checked.duplicateKeys, sourceLocation: sourceLocation)
      if quick.canonical { #expect(checked.canonical, "\(text)", sourceLocation: sourceLocation) }
    }
  }

  @Test(.enabled(if: jsonTestSuiteParsingDirectory != nil, "../shared/jsontestsuite is absent"))
  func everyAcceptedJSONTestSuiteFileInAnObject() throws {
    let dir = try #require(jsonTestSuiteParsingDirectory)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
      $0.hasPrefix("y_")
    }.sorted()
    #expect(files.count > 90)
    for name in files {
      let text = String(
        decoding: try Data(contentsOf: dir.appendingPathComponent(name)), as: UTF8.self)
      guard case .success(let value) = JSON.parse(text) else { continue }
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      agree(trimmed, sourceLocation: #_sourceLocation)
      agree("{\"k\":\(trimmed)}")
      agree("{\"k\":[\(trimmed),\(trimmed)],\"z\":{\"y\":\(trimmed)}}")
      // The writer's own text, compact: canonical where the fast check can tell.
      let compact = JSONWriter.string(value)
      agree("{\"k\":\(compact)}")
    }
  }

  @Test func generatedLinesLikeUsersDataAgree() {
    var random = SplitMix(seed: 0x6c69_6e65)
    let words = [
      "alpha", "naïve", "café", "東京", "😀 emoji", "tab\\there", "quote\\\"d", "back\\\\slash",
      "line\\nbreak",
      "caf\\u00e9", "\\ud83d\\ude00", "\\/", "\u{7f}", "\\u0000", "\\b\\f\\r",
    ]
    func string() -> String {
      "\""
        + (0..<(1 + random.below(3))).map { _ in words[random.below(words.count)] }.joined(
          separator: " ") + "\""
    }
    func number() -> String {
      switch random.below(8) {
      case 0: return "\(random.below(1000)).0"
      case 1: return "\(1 + random.below(9)).\(random.below(100))e-\(1 + random.below(9))"
      case 2: return "\(1 + random.below(9)).\(random.below(10))E+\(10 + random.below(21))"
      case 3: return "\(9_007_199_254_740_993 + random.below(1_000_000))"
      case 4: return "-0.00\(random.below(100_000))0"
      default:
        let places = 1 + random.below(6)
        var fraction = String(random.below(1_000_000))
        fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
        return "\(random.below(99_999)).\(fraction.prefix(places))"
      }
    }
    for _ in 0..<5_000 {
      let items = (0..<random.below(3)).map { _ in
        "{\"sku\":\(string()),\"qty\":\(random.below(20)),\"price\":\(number())}"
      }
      let line =
        "{\"id\":\(number()),\"name\":\(string()),\"price\":\(number()),"
        + "\"tags\":[\((0..<random.below(4)).map { _ in string() }.joined(separator: ","))],"
        + "\"items\":[\(items.joined(separator: ","))],\"place\":{\"geo\":{\"lat\":\(number()),"
        + "\"ok\":\([ "true", "false", "null"][random.below(3)])}}}"
      agree(line)
    }
  }

}
