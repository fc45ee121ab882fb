import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

extension FastPathTests {
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
  func quickAgreesWithCheck(
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
        + #""place":{"geo":{"lat":-0.001480,"lon":7.2E+18,"meta":{"src":"tab\there","#
        + #""ok":false}}}}"#,
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

  /// `firstStructural` against a byte loop (runs of 0 to 17 bytes with a quote, bracket or
  /// brace at each position or none, among bytes that differ from those by one bit), and
  /// `skipValue` over containers against their length: strings holding brackets, braces and
  /// escaped quotes, deep nesting, at every alignment.
  @Test func structuralScanAndContainerSkipAgreeWithByteLoops() {
    let plain: [UInt8] = [0x02, 0x20, 0x2C, 0x3A, 0x3B, 0x3D, 0x5C, 0x5A, 0x7A, 0x7C, 0x7E, 0xFB]
    let stops: [UInt8] = [0x22, 0x5B, 0x5D, 0x7B, 0x7D]
    var checked = 0
    for start in 0..<3 {
      for length in 0...17 {
        for at in -1..<length {
          for stop in stops {
            var bytes = (0..<(start + length + 9)).map { plain[($0 * 5 + at + 1) % plain.count] }
            if at >= 0 { bytes[start + at] = stop }
            let fast = bytes.withUnsafeBufferPointer {
              QuickCheck.firstStructural($0.baseAddress!, from: start, end: start + length)
            }
            let slow =
              bytes[start..<(start + length)].firstIndex(where: stops.contains) ?? start + length
            #expect(fast == slow, "\(bytes) from \(start) length \(length)")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 1_000)
    let deep = String(repeating: "[{\"k\":", count: 30) + "1" + String(repeating: "}]", count: 30)
    for value in [
      "[]", "{}", #"["]"]"#, #"{"a}":"{["}"#, #"["\"]",{"\\":"\\\""}]"#, #"[1.5e3,-0,true]"#,
      #"{"東京 😀":["caf\u00e9 ]"]}"#, #"[[[[["x"]]]],{"y":{"z":[]}}]"#, deep,
    ] {
      for pad in 0..<9 {
        let bytes = Array((String(repeating: " ", count: pad) + value + #",{"b":"]"}"#).utf8)
        let end = bytes.withUnsafeBufferPointer { JSONParser.skipValue($0, at: pad) }
        #expect(end == pad + value.utf8.count, "\(value) at \(pad)")
      }
    }
  }

  /// `QuickCheck.member` against `JSONParser.member` on one checked object without
  /// repeated keys: when it answers, the same value (or the same absence). Returns whether
  /// it answered.
  @discardableResult
  func memberAgrees(
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
}
