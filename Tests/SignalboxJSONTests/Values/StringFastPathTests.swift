import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// The string paths that go eight bytes at a time (`JSONWriter.writeStringContents`,
/// `JSONParser.parseString`'s plain runs) against byte-at-a-time references, with each
/// tricky byte put at every offset of a word: quotes, backslashes, control bytes, U+007F,
/// non-ASCII, invalid UTF-8, escapes, and the errors with their positions.
@Suite struct StringFastPathTests {
  /// The writer's escaping as it was, one byte at a time (the reference).
  static func referenceEscape(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    let hex = Array("0123456789abcdef".utf8)
    for b in bytes {
      switch b {
      case UInt8(ascii: "\""): out += [92, 34]
      case UInt8(ascii: "\\"): out += [92, 92]
      case 0x08: out += [92, UInt8(ascii: "b")]
      case 0x0c: out += [92, UInt8(ascii: "f")]
      case 0x0a: out += [92, UInt8(ascii: "n")]
      case 0x0d: out += [92, UInt8(ascii: "r")]
      case 0x09: out += [92, UInt8(ascii: "t")]
      case 0..<0x20, 0x7f:
        out += [92, UInt8(ascii: "u"), 48, 48, hex[Int(b >> 4)], hex[Int(b & 15)]]
      default: out.append(b)
      }
    }
    return out
  }

  /// Plain ASCII of `length` with `insert` at `offset`.
  static func text(_ length: Int, _ insert: [UInt8], at offset: Int) -> [UInt8] {
    var bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    bytes.insert(contentsOf: insert, at: min(offset, length))
    return bytes
  }

  static let specials: [[UInt8]] = [
    [0x22], [0x5c], [0x00], [0x01], [0x08], [0x09], [0x0a], [0x0c], [0x0d], [0x1f], [0x20],
    [0x21], [0x23], [0x5b], [0x5d], [0x7e], [0x7f], [0x80], [0xff], [0xc3, 0xa9],
    Array("東".utf8), Array("😀".utf8), [0x22, 0x22], [0x00, 0x7f], [0x7f, 0x22, 0x1f],
    [0xed, 0xa0, 0x80], [0xc0, 0xaf],
  ]

  @Test func escapesAsTheByteAtATimeWriter() {
    var cases = 0
    for special in StringFastPathTests.specials {
      for length in [0, 1, 7, 8, 9, 15, 16, 17, 24, 40] {
        for offset in 0...min(length, 17) {
          let bytes = StringFastPathTests.text(length, special, at: offset)
          var out: [UInt8] = [UInt8(ascii: "x")]
          bytes.withUnsafeBufferPointer { JSONWriter.writeStringContents($0, into: &out) }
          #expect(Array(out.dropFirst()) == StringFastPathTests.referenceEscape(bytes))
          cases += 1
        }
      }
    }
    // Every byte value, alone and between plain runs, in one string.
    let all = (0...255).flatMap { [UInt8($0), UInt8(ascii: "q")] }
    var out: [UInt8] = []
    all.withUnsafeBufferPointer { JSONWriter.writeStringContents($0, into: &out) }
    #expect(out == StringFastPathTests.referenceEscape(all))
    #expect(cases > 1_000)
  }

  @Test func escapeFlagsFlagTheFirstEscapedByte() {
    var rng = SplitMix(seed: 44)
    for _ in 0..<20_000 {
      var word: UInt64 = 0
      for k in 0..<8 {
        // Bytes around the edges the flags test: 0x00–0x22, 0x5C, 0x7F, 0x80, 0xFF.
        let pick = [
          0x00, 0x1f, 0x20, 0x21, 0x22, 0x23, 0x5b, 0x5c, 0x5d, 0x7e, 0x7f, 0x80, 0xa0, 0xff,
        ]
        let b = rng.next() % 3 == 0 ? UInt64(pick[Int(rng.next() % 14)]) : rng.next() & 0xff
        word |= b << (8 * UInt64(k))
      }
      let bytes = (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
      let first = bytes.firstIndex(where: JSONWriter.needsEscape)
      let flags = JSONWriter.escapeFlags(word)
      #expect((flags == 0 ? nil : flags.trailingZeroBitCount >> 3) == first, "\(bytes)")
    }
  }

  /// The string read from `json` (a string literal), or its error's id and position.
  static func read(_ json: [UInt8]) -> String {
    json.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer, atEOF: true, position: 0)
      do {
        return "ok " + String(reflecting: try parser.parseString()) + " at \(parser.position)"
      } catch let error as JSONError {
        return "error \(error)"
      } catch {
        return "other \(error)"
      }
    }
  }

  /// The reader as it was: byte by byte, escapes decoded, the UTF-8 repaired by `String`.
  static func referenceRead(_ json: [UInt8]) -> String {
    var out: [UInt8] = []
    var i = 1
    while i < json.count {
      let b = json[i]
      if b == UInt8(ascii: "\"") {
        return "ok " + String(reflecting: String(decoding: out, as: UTF8.self)) + " at \(i + 1)"
      }
      if b < 0x20 { return "error \(JSONError(.controlCharacter, at: i))" }
      if b == UInt8(ascii: "\\") {
        // The cases here hold only escapes of one byte.
        guard case .byte(let e) = JSONEscape(json[i + 1]) else { return "unexpected escape" }
        out.append(e)
        i += 2
        continue
      }
      out.append(b)
      i += 1
    }
    return "error \(JSONError(.endOfInput, at: json.count))"
  }

  @Test func readsAsTheByteAtATimeReader() {
    let inserts: [[UInt8]] =
      StringFastPathTests.specials.filter { $0 != [0x22] && $0 != [0x5c] && $0 != [0x22, 0x22] }
      + [Array("\\n".utf8), Array("\\\"".utf8), Array("\\\\".utf8), Array("\\/x".utf8)]
    for insert in inserts {
      for length in [0, 1, 7, 8, 9, 16, 17, 30] {
        for offset in 0...min(length, 17) {
          let body = StringFastPathTests.text(length, insert, at: offset)
          let closed = [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\""), UInt8(ascii: ",")]
          #expect(StringFastPathTests.read(closed) == StringFastPathTests.referenceRead(closed))
          let open = [UInt8(ascii: "\"")] + body
          #expect(StringFastPathTests.read(open) == StringFastPathTests.referenceRead(open))
        }
      }
    }
  }

  @Test func readValuesWriteBackAsBefore() {
    // A line through the parser and the writer: strings with escapes, non-ASCII, invalid
    // UTF-8 (repaired to U+FFFD) and U+007F, as the byte-at-a-time paths printed them.
    let line: [UInt8] =
      Array(#"{"a":"plain ascii text here","b":"tab\there \"q\" \\ \/ \u00e9\u0001","#.utf8)
      + Array(#""c":"東京dev 😀 long enough to span words","d":""#.utf8) + [0xff, 0x41, 0x7f]
      + Array(#"","e":["x","","\u001f"]}"#.utf8)
    guard
      case .value(let value, _) = line.withUnsafeBufferPointer({
        JSONParser.parse($0, from: 0, atEOF: true)
      })
    else {
      Issue.record("not read")
      return
    }
    let expected =
      #"{"a":"plain ascii text here","b":"tab\there \"q\" \\ / é\u0001","#
      + #""c":"東京dev 😀 long enough to span words","d":"\#u{FFFD}A\u007f","#
      + #""e":["x","","\u001f"]}"#
    #expect(JSONWriter.string(value) == expected)
  }

  @Test func unicodeEscapesBetweenRuns() {
    // Each `\u` escape at each offset of a word, decoded as `String` decodes the scalar.
    let escapes: [(String, String)] = [
      (#"\u0000"#, "\u{0}"), (#"\u001f"#, "\u{1F}"), (#"\u007f"#, "\u{7F}"),
      (#"\u00e9"#, "é"), (#"\u07FF"#, "\u{7FF}"), (#"\u0800"#, "\u{800}"),
      (#"\u20AC"#, "€"), (#"\uFFFF"#, "\u{FFFF}"), (#"\ud83d\ude00"#, "😀"),
      (#"\udbff\udfff"#, "\u{10FFFF}"), (#"\ude00"#, "\u{FFFD}"), (#"\ud83dx"#, "\u{FFFD}x"),
    ]
    for (escape, decoded) in escapes {
      for offset in 0...9 {
        let before = String(repeating: "a", count: offset)
        let json = Array(("\"" + before + escape + "東z" + escape + "\"").utf8)
        let expected = before + decoded + "東z" + decoded
        #expect(
          StringFastPathTests.read(json)
            == "ok " + String(reflecting: expected) + " at \(json.count)")
      }
    }
  }
}
