import Foundation
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

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

  private static func strtod(_ text: String) -> Double {
    var text = text
    return text.withUTF8 { JSONParser.strtod($0) }
  }

  /// Checks one number text: the text rewrite (when it answers) and the exact decimal read
  /// (when it answers) against `strtod`, and the writer against the reference.
  private func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let value = FastPathTests.strtod(text)
    let expected = FastPathTests.referenceNumber(value)
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
      #expect(text == expected, "canonical \(text)", sourceLocation: sourceLocation)
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
  private func agree(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
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

  @Test(.enabled(if: ItemsTests.suite != nil, "../shared/jsontestsuite is absent"))
  func everyAcceptedJSONTestSuiteFileInAnObject() throws {
    let dir = try #require(ItemsTests.suite)
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
        "{\"id\":\(number()),\"name\":\(string()),\"price\":\(number()),\"tags\":[\((0..<random.below(4)).map { _ in string() }.joined(separator: ","))],"
        + "\"items\":[\(items.joined(separator: ","))],\"place\":{\"geo\":{\"lat\":\(number()),\"ok\":\([ "true", "false", "null"][random.below(3)])}}}"
      agree(line)
    }
  }

  @Test func keysWithEscapesThatHaveOtherSpellingsAreLeftToTheFullCheck() {
    for text in [
      #"{"a":1,"\u0061":2}"#, #"{"\/":1,"/":2}"#, #"{"a\nb":1,"a\nb":2}"#, #"{"é":1,"\u00e9":2}"#,
    ] {
      agree(text)
    }
    let bytes = Array(#"{"\u0061":1}"#.utf8)
    #expect(bytes.withUnsafeBufferPointer { QuickCheck.objectText($0, from: 0) } == nil)
    let plain = Array(#"{"a\"b":"caf\u00e9 \/ x","n":1.50e2}"#.utf8)
    let quick = plain.withUnsafeBufferPointer { QuickCheck.objectText($0, from: 0) }
    #expect(quick?.end == plain.count)
    #expect(quick?.canonical == false)
  }

  /// What `QuickCheck` says of `bytes`, held to `check`: an object it accepts, `check`
  /// accepts with the same end, no repeated key, and at least as canonical. Returns
  /// whether it accepted.
  @discardableResult
  private func quickAgreesWithCheck(
    _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let quick = bytes.withUnsafeBufferPointer({ QuickCheck.objectText($0, from: 0) })
    else { return false }
    let checked = bytes.withUnsafeBufferPointer { JSONParser.check($0, from: 0, atEOF: true) }
    let text = String(decoding: bytes, as: UTF8.self)
    guard case .value(_, let end) = checked.outcome else {
      Issue.record("check failed where QuickCheck passed: \(text)", sourceLocation: sourceLocation)
      return true
    }
    #expect(end == quick.end, "\(text)", sourceLocation: sourceLocation)
    #expect(!checked.duplicateKeys, "\(text)", sourceLocation: sourceLocation)
    if quick.canonical { #expect(checked.canonical, "\(text)", sourceLocation: sourceLocation) }
    return true
  }

  /// Lines like users' data broken one byte at a time (replaced by a byte that matters to
  /// the grammar, dropped, or cut off there), and keys repeated at every depth: the fast
  /// check accepts none of what the full check rejects, and takes the unbroken lines.
  @Test func brokenLinesAndRepeatedKeysAreLeftToTheFullCheck() {
    var random = SplitMix(seed: 0x6272_6f6b)
    let lines = [
      #"{"id":12,"v":7,"name":"caf\u00e9 \"x\"","price":25.0,"active":true,"note":null,"#
        + #""tags":["a","東京","😀"],"items":[{"sku":"q\\","qty":3,"price":4.07e-3}],"#
        + #""place":{"geo":{"lat":-0.001480,"lon":7.2E+18,"meta":{"src":"tab\there","ok":false}}}}"#,
      #"{"a":[[],{},[{}],{"b":[1,-2,3.5,0,-0.0,1e5]}],"c":"\/\b\f\n\r\t","d":"\#u{7f}é"}"#,
      #"{"":0,"a":{"":1,"a":[{"a":{"a":2}}]},"abcdefgh":1,"abcdefghi":2,"abcdefgi":3}"#,
    ]
    let interesting: [UInt8] =
      Array(#"{}[],:"\/ .-+eE0159tfnu"#.utf8) + [
        0x00, 0x09, 0x0a, 0x1f, 0x7f, 0x80, 0xbf, 0xc0, 0xc3, 0xe0, 0xed, 0xf0, 0xf4, 0xff,
      ]
    for line in lines {
      let bytes = Array(line.utf8)
      #expect(quickAgreesWithCheck(bytes), "the fast check takes \(line)")
      for cut in 0..<bytes.count { quickAgreesWithCheck(Array(bytes[..<cut])) }
      for at in 0..<bytes.count {
        var dropped = bytes
        dropped.remove(at: at)
        quickAgreesWithCheck(dropped)
        for b in interesting where b != bytes[at] {
          var changed = bytes
          changed[at] = b
          quickAgreesWithCheck(changed)
        }
      }
    }
    // Repeated keys, near and far apart, short and long, in objects of every width and depth.
    let names = [
      "a", "b", "ab", "ba", "name", "note", "abcdefgh", "abcdefgi", "abcdefghij", #"x\"y"#, "é",
      "k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9", "",
    ]
    var acceptedRepeated = 0
    var acceptedUnique = 0
    var unique = 0
    for _ in 0..<4_000 {
      let width = 1 + random.below(30)
      var keys = (0..<width).map { _ in names[random.below(names.count)] }
      if random.below(2) == 0 { keys.append(keys[random.below(keys.count)]) }
      var object =
        "{" + keys.map { "\"\($0)\":\(random.below(100))" }.joined(separator: ",") + "}"
      for _ in 0..<random.below(4) {
        object = random.below(2) == 0 ? "{\"w\":[\(object)],\"z\":1}" : "{\"w\":\(object)}"
      }
      let accepted = quickAgreesWithCheck(Array(object.utf8))
      if Set(keys).count < keys.count {
        if accepted { acceptedRepeated += 1 }
      } else {
        unique += 1
        if accepted { acceptedUnique += 1 }
      }
    }
    #expect(acceptedRepeated == 0)
    // Objects without repeated keys take the fast path, but for a rare few whose filter
    // hit too often.
    #expect(unique > 300 && acceptedUnique * 100 >= unique * 95, "\(acceptedUnique) of \(unique)")
    // Nesting: the fast check follows `QuickCheck.maxDepth` levels; deeper is left to `check`.
    for depth in [1, 2, 39, 40, 41, 64, 65] {
      let open =
        String(repeating: #"{"k":["#, count: depth / 2) + (depth % 2 == 1 ? #"{"k":"# : "")
      let close = (depth % 2 == 1 ? "}" : "") + String(repeating: "]}", count: depth / 2)
      let text = depth == 1 ? "{}" : open + "1" + close
      let accepted = quickAgreesWithCheck(Array(text.utf8))
      #expect(accepted == (depth <= QuickCheck.maxDepth), "depth \(depth): \(text)")
    }
  }

  /// The word-at-a-time scans against byte-at-a-time ones: runs of 0 to 17 plain bytes with
  /// a byte that ends them at each position (each of the eight in a word, and past it), or
  /// none, with the run ending at the buffer's end or followed by more bytes.
  @Test func wordAtATimeScansAgreeWithByteLoops() {
    let plain: [UInt8] = [0x20, 0x21, 0x23, 0x30, 0x39, 0x41, 0x5B, 0x5D, 0x61, 0x7E]
    let special: [UInt8] = [0x22, 0x5C, 0x00, 0x01, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xFE, 0xFF]
    let digits = Array("0123456789".utf8)
    let nonDigits: [UInt8] = [0x00, 0x2F, 0x3A, 0x2E, 0x65, 0x45, 0x2B, 0x2D, 0x7F, 0xB0, 0xFF]
    func firstSpecial(_ bytes: [UInt8], _ start: Int) -> Int {
      bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x7F }
        ?? bytes.count
    }
    func firstNonDigit(_ bytes: [UInt8], _ start: Int) -> Int {
      bytes[start...].firstIndex { !(0x30...0x39).contains($0) } ?? bytes.count
    }
    var checked = 0
    for start in 0..<3 {
      for length in 0...17 {
        for at in -1..<length {
          for tail in [0, 1, 9] {
            for (runBytes, stops, isString) in [(plain, special, true), (digits, nonDigits, false)]
            {
              for stop in stops {
                var bytes = (0..<start).map { _ in stops[0] }
                bytes += (0..<length).map { runBytes[($0 * 7 + at + 1) % runBytes.count] }
                if at >= 0 { bytes[start + at] = stop }
                bytes += (0..<tail).map { runBytes[$0 % runBytes.count] }
                let fast = bytes.withUnsafeBufferPointer { buffer in
                  isString
                    ? QuickCheck.firstSpecialByte(
                      buffer.baseAddress!, from: start, end: start + length)
                    : QuickCheck.firstNonDigit(
                      buffer.baseAddress!, from: start, end: start + length)
                }
                let limited = Array(bytes[..<(start + length)])
                let slow = isString ? firstSpecial(limited, start) : firstNonDigit(limited, start)
                #expect(fast == slow, "\(bytes) from \(start) length \(length)")
                checked += 1
              }
            }
          }
        }
      }
    }
    #expect(checked > 10_000)
    // Whole objects: such strings as keys and values, and such numbers, at the buffer's end
    // and inside; each held to `check`.
    let fill = Array("abcdefghijklmnopq".utf8)
    let stringStops: [[UInt8]] = [
      Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8),
      Array(#"\/"#.utf8), [0x7F], Array("é".utf8), Array("東".utf8), Array("😀".utf8), [0x1F],
      [0xFF], [0x22],
    ]
    var accepted = 0
    for length in 0...17 {
      for at in -1..<max(length, 0) {
        for stop in stringStops {
          var text = Array(fill[..<length])
          if at >= 0 { text.replaceSubrange(at..<(at + 1), with: stop) }
          let string = [0x22] + text + [0x22]
          let number = Array(String(repeating: "7", count: length + 1).utf8)
          for object in [
            Array("{".utf8) + string + Array(":1}".utf8),
            Array(#"{"k":"#.utf8) + string + Array("}".utf8),
            Array(#"{"#.utf8) + string + Array(":".utf8) + string + Array(#","z":0}"#.utf8),
            Array(#"{"n":"#.utf8) + number + Array("}".utf8),
            Array(#"{"n":0."#.utf8) + number + Array("e".utf8) + number + Array(",".utf8)
              + string + Array(":[".utf8) + number + Array("]}".utf8),
          ] {
            if quickAgreesWithCheck(object) { accepted += 1 }
            // Cut short anywhere, the fast check never accepts what `check` does not.
            for cut in [object.count - 1, object.count - 2, object.count / 2] where cut > 0 {
              quickAgreesWithCheck(Array(object[..<cut]))
            }
          }
        }
      }
    }
    #expect(accepted > 1_000)
    // Numbers: the fast check finds them canonical exactly when `check` does.
    for number in [
      "0", "-0", "7", "-0.0", "0.5", "0.50", "0.000001", "0.0000001", "0.0000012", "-0.00000120",
      "0.00001234567890123", "0.0000123456789012", "0.123456789012345", "0.1234567890123456",
      "123456789012345", "1234567890123456", "-123456789012345", "12345678901234.5",
      "123456789012345.6", "10.01", "100", "100.0", "1e5", "25.0", "4.07e-3", "99999.99999",
    ] {
      let bytes = Array(#"{"n":\#(number),"m":[\#(number)]}"#.utf8)
      let quick = bytes.withUnsafeBufferPointer { QuickCheck.objectText($0, from: 0) }
      let checked = bytes.withUnsafeBufferPointer { JSONParser.check($0, from: 0, atEOF: true) }
      #expect(quick?.end == bytes.count, "\(number)")
      #expect(quick?.canonical == checked.canonical, "\(number)")
    }
  }

  /// `QuickCheck.member` against `JSONParser.member` on one checked object without
  /// repeated keys: when it answers, the same value (or the same absence). Returns whether
  /// it answered.
  @discardableResult
  private func memberAgrees(
    _ text: [UInt8], _ key: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    var key = key
    return key.withUTF8 { key in
      text.withUnsafeBufferPointer { bytes in
        let slow = JSONParser.member(key, ofObjectIn: bytes, firstMatch: true)
        let label =
          "\(String(decoding: key, as: UTF8.self)) in \(String(decoding: text, as: UTF8.self))"
        switch QuickCheck.member(key, ofObjectIn: bytes) {
        case .unknown: return false
        case .absent:
          #expect(slow == nil, "absent: \(label)", sourceLocation: sourceLocation)
        case .found(let value):
          #expect(slow != nil, "found: \(label)", sourceLocation: sourceLocation)
          if let slow {
            #expect(
              JSONWriter.string(value) == JSONWriter.string(slow), "\(label)",
              sourceLocation: sourceLocation)
            if case .number(let a) = value, case .number(let b) = slow {
              #expect(a.bitPattern == b.bitPattern, "\(label)", sourceLocation: sourceLocation)
            }
          }
        }
        return true
      }
    }
  }

  /// Field reads in compact text (`QuickCheck.member`) held to the general read: keys of 0
  /// to 10 bytes present, absent, differing from a present key at each byte or longer or
  /// shorter by one, first, inside and last (the last at the buffer's end, where no word
  /// can be read), with every kind of value; keys written with escapes, keys asked for
  /// with bytes keys may escape; whitespace at every place it may stand; generated lines
  /// like users' data.
  @Test func fieldReadsInCompactTextAgreeWithTheGeneralRead() {
    let values = [
      "0", "7", "53", "-0", "-12", "0.5", "25.0", "1e5", "123456789012345", "1234567890123456",
      "9007199254740993", #""""#, #""x""#, #""caf\u00e9 \"q\"""#, #""東京 😀""#, "true", "false",
      "null", "[]", "{}", #"[1,"a",{"b":2}]"#, #"{"k":{"k":1},"v":[2]}"#,
    ]
    let fill = Array("abcdefghij".utf8)
    var answered = 0
    var asked = 0
    for length in 0...10 {
      let name = String(decoding: fill[..<length], as: UTF8.self)
      // Keys near the one asked for: each byte changed, one longer, one shorter.
      var near: [String] = []
      for at in 0..<length {
        var bytes = Array(fill[..<length])
        bytes[at] = UInt8(ascii: "Z")
        near.append(String(decoding: bytes, as: UTF8.self))
      }
      near.append(name + "Q")
      if length > 0 { near.append(String(name.dropLast())) }
      for value in values {
        for position in 0..<3 {
          var members = near.map { "\"\($0)\":1" }
          members.insert(
            "\"\(name)\":\(value)", at: [0, members.count / 2, members.count][position])
          let text = Array(("{" + members.joined(separator: ",") + "}").utf8)
          for ask in [name] + near + [name + "QQ", "zz", "Z"] {
            asked += 1
            if memberAgrees(text, ask) { answered += 1 }
          }
          // Without the key asked for.
          let without = Array(
            ("{" + near.map { "\"\($0)\":\(value)" }.joined(separator: ",") + "}").utf8)
          memberAgrees(without, name)
          // With whitespace at each place it may stand.
          for at in text.indices
          where text[at] == UInt8(ascii: ",") || text[at] == UInt8(ascii: ":") {
            for spaced in [
              Array(text[..<at]) + [0x20] + Array(text[at...]),
              Array(text[...at]) + [0x0a] + Array(text[(at + 1)...]),
            ] {
              memberAgrees(spaced, name)
            }
          }
        }
      }
    }
    // Most asks are answered quickly: all but those for an empty key.
    #expect(answered * 10 >= asked * 9, "\(answered) of \(asked)")
    // Keys spelled with escapes, keys asked for with bytes keys may escape, empty objects.
    for (text, key) in [
      (#"{"\u0061":1}"#, "a"), (#"{"b":2,"\u0061":1}"#, "a"), (#"{"\/":1}"#, "/"),
      (#"{"a\nb":1,"c":2}"#, "c"), (#"{"é":1,"e":2}"#, "e"), (#"{"é":1,"e":2}"#, "é"),
      (#"{"x\"y":1,"x":2}"#, "x"), (#"{"x\"y":1}"#, #"x"y"#), (#"{"\u0000":1}"#, "\u{0}"),
      ("{}", "a"), ("{}", ""), (#"{"":1}"#, ""), (#"{"a":1}"#, "\u{7f}"),
      (#"{"longer key here":1,"a":2}"#, "a"), (#"{"longer key here":1}"#, "longer key here"),
      (#"{ "a":1}"#, "a"), (#"{"a" :1}"#, "a"), (#"{"a": 1}"#, "a"), (#"{"a":1 ,"b":2}"#, "b"),
      (#"{"a":"x" ,"b":2}"#, "b"), (#"{"a":[1, 2],"b":2}"#, "b"),
    ] {
      memberAgrees(Array(text.utf8), key)
    }
    #expect(memberAgrees(Array(#"{"\u0061":1}"#.utf8), "a") == false)
    #expect(memberAgrees(Array(#"{"a" :1}"#.utf8), "a") == false)
    // Generated lines like users' data, every key of them and a few absent ones.
    var random = SplitMix(seed: 0x6d65_6d62)
    let words = ["alpha", "naïve", "東京", "😀", "tab\\t", "q\\\"d", "caf\\u00e9"]
    func string() -> String {
      "\""
        + (0..<(1 + random.below(3))).map { _ in words[random.below(words.count)] }.joined(
          separator: " ") + "\""
    }
    for _ in 0..<2_000 {
      let line =
        "{\"id\":\(random.below(1_000_000)),\"v\":\(random.below(100)),\"name\":\(string()),"
        + "\"price\":\(random.below(1000)).\(random.below(100)),\"active\":true,\"note\":null,"
        + "\"tags\":[\(string()),\(string())],\"place\":{\"geo\":{\"lat\":-0.5}},\"z\":\(string())}"
      let text = Array(line.utf8)
      for key in ["id", "v", "name", "price", "active", "note", "tags", "place", "z", "geo", "x"] {
        #expect(memberAgrees(text, key), "\(key) in \(line)")
      }
    }
  }

  /// The reader reading a descriptor (straight into its buffer) gives what it gives when
  /// fed the same bytes: lines across every read's end, a value bigger than a read, and a
  /// read error's message.
  @Test func readingADescriptorAgreesWithFeeding() throws {
    var text = ""
    var random = SplitMix(seed: 0x7265_6164)
    for n in 0..<6_000 {
      text += "{\"id\":\(n),\"s\":\"\(String(repeating: "é", count: random.below(40)))\"}\n"
    }
    text += "[" + (0..<200_000).map { "\($0)" }.joined(separator: ",") + "]\n{\"end\":true}"
    let bytes = Array(text.utf8)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-read-\(getpid()).json"
    ).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    func drain(_ reader: JSONStreamReader, more: () -> Bool) -> [String] {
      var got: [String] = []
      while true {
        switch reader.next(.json) {
        case .value(let value): got.append(JSONWriter.string(value))
        case .needInput: if !more() { reader.finish() }
        case .failure(let message, _): return got + ["failure: \(message)"]
        case .warning(let message): got.append("warning: \(message)")
        case .end: return got
        }
      }
    }
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    let fromFile = JSONStreamReader(fd: fd, name: "f")
    let read = drain(fromFile) { fromFile.fill() }
    let fed = JSONStreamReader(fd: -1, name: "f")
    var offset = 0
    let expected = drain(fed) {
      guard offset < bytes.count else { return false }
      let end = min(bytes.count, offset + 4096)
      bytes.withUnsafeBufferPointer { fed.feed(UnsafeBufferPointer(rebasing: $0[offset..<end])) }
      offset = end
      return true
    }
    #expect(read.count == 6_002)
    #expect(read == expected)
    // A directory cannot be read: the OS's message ends the stream.
    let directory = open("/", O_RDONLY)
    try #require(directory >= 0)
    defer { close(directory) }
    let failing = JSONStreamReader(fd: directory, name: "dir")
    #expect(
      drain(failing) { failing.fill() } == ["failure: dir: \(String(cString: strerror(EISDIR)))"])
  }

  /// The text format's times (`%.3f`) written from the integer of milliseconds agree with
  /// `vsnprintf`: halves and near-halves, every millisecond near round numbers, negative
  /// and signed zeros, the fast path's bound, and random times of every magnitude.
  @Test func timesWithThreeDecimalsAgreeWithPrintf() {
    var random = SplitMix(seed: 0x7469_6d65)
    var times: [Double] = [
      0, -0.0, 0.0005, 0.0015, 0.0025, 1.0625, -1.0625, 2.5e-4, 1e-300, -1e-4, 0.9995, 0.99949999,
      999_999.9995, 999_999.999, 1e6, 1e6 + 0.0005, 1.5e9, 1e300, .infinity, -.infinity, .nan,
    ]
    for ms in 0..<3_000 {
      let t = Double(ms) / 1000
      times += [t, -t, t.nextUp, t.nextDown, t + 0.0005, t + 0.0005.nextUp, t + 0.0004999999]
    }
    for _ in 0..<20_000 {
      let scale = [1e-3, 1, 60, 3600, 1e5, 1e6, 1e9][random.below(7)]
      times.append(Double(random.next() >> 11) / Double(1 << 53) * scale)
      times.append(Double(bitPattern: random.next()))
      times.append(Double(random.below(1 << 30)) / 2048)  // exact halves of a millisecond
    }
    var fast = 0
    for t in times {
      var bytes: [UInt8] = []
      TimeFormat.writeSeconds(t, into: &bytes)
      let expected = TimeFormat.secondsByPrintf(t)
      #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(t)")
      if abs(t) < 1e6 && abs(abs(t) * 1000 - (abs(t) * 1000).rounded(.down) - 0.5) > 1e-6 {
        fast += 1
      }
    }
    #expect(fast > times.count / 2)
  }
}
