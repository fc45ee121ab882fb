import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// Objects read from input are kept as their text (`JSONText`): every way of looking at one
/// must agree with the object built eagerly from the same bytes.
@Suite struct JSONTextTests {
  /// Reads `text` the way the stdin reader does.
  private func readKeepingText(_ text: String, atEOF: Bool = true) -> JSONParser.Outcome {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { JSONParser.parseKeepingText($0, from: 0, atEOF: atEOF) }
  }

  private func readEagerly(_ text: String, atEOF: Bool = true) -> JSONParser.Outcome {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { JSONParser.parse($0, from: 0, atEOF: atEOF) }
  }

  /// The object kept as text, checked against the eager parse of the same bytes.
  @discardableResult
  private func agree(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> JSONObject?
  {
    guard case .value(.object(let kept), let end) = readKeepingText(text),
      case .value(.object(let built), let builtEnd) = readEagerly(text)
    else {
      Issue.record("not an object: \(text)", sourceLocation: sourceLocation)
      return nil
    }
    #expect(end == builtEnd, sourceLocation: sourceLocation)
    #expect(
      JSONWriter.string(.object(kept)) == JSONWriter.string(.object(built)), "\(text)",
      sourceLocation: sourceLocation)
    #expect(JSON.object(kept) == JSON.object(built), sourceLocation: sourceLocation)
    #expect(
      JSON.object(kept).hashValue == JSON.object(built).hashValue, sourceLocation: sourceLocation)
    #expect(kept.count == built.count, "\(text)", sourceLocation: sourceLocation)
    #expect(kept.keys == built.keys, sourceLocation: sourceLocation)
    for key in built.keys + ["missing", ""] {
      #expect(kept[key] == built[key], "\(text) [\(key)]", sourceLocation: sourceLocation)
      #expect(kept[FieldKey(key)] == built[key], "\(text) .\(key)", sourceLocation: sourceLocation)
    }
    // Text marked canonical must be exactly what the writer prints.
    if let canonical = kept.canonicalText {
      let bytes = canonical.withBytes { Array($0) }
      #expect(
        bytes == Array(JSONWriter.string(.object(built)).utf8), "\(text)",
        sourceLocation: sourceLocation)
    }
    return kept
  }

  private func isCanonical(_ text: String) -> Bool {
    agree(text)?.canonicalText != nil
  }

  @Test func compactObjectsAreCopiedAsTheyAre() {
    #expect(isCanonical(#"{"id":1,"v":42,"name":"item1","ok":true}"#))
    #expect(isCanonical(#"{}"#))
    #expect(isCanonical(#"{"a":{"b":[1,2,{"c":null}],"d":[]},"e":false,"f":-0}"#))
    #expect(isCanonical(#"{"a":"tab\tquote\"back\\slash\nnew"}"#))  // escapes the writer uses
    #expect(isCanonical(#"{"a":"é✓😀"}"#))
    #expect(isCanonical(#"{"n":123456789012345}"#))
    // Fractions the writer prints as written (issue 19: GeoJSON coordinates, prices).
    #expect(isCanonical(#"{"a":1.5,"b":[-0.1246,51.5308],"c":0.000001}"#))
    // Same length, first two and last two bytes: the key filter collides, the rescan clears it.
    #expect(isCanonical(#"{"abxyz":1,"abqyz":2,"abwyz":3}"#))
    // An integer of any length prints as written (`BigInteger`).
    #expect(isCanonical(#"{"a":1234567890123456,"b":[-13911860366432393]}"#))
  }

  @Test func textTheWriterWouldChangeIsRewritten() {
    // Whitespace (and keys with escapes) leave the quick check: the reader then checks and
    // writes the canonical text in one pass (`CanonicalWriter`), and keeps that.
    #expect(isCanonical(#"{"a": 1}"#))
    #expect(isCanonical("{\"a\":1\n}"))
    #expect(isCanonical(#"{"a":[1, 2]}"#))
    #expect(isCanonical(#"{"caf\u00e9": 1.0, "b": "\/"}"#))
    #expect(!isCanonical(#"{"a":1.50}"#))
    #expect(!isCanonical(#"{"a":0.0000001}"#))
    #expect(!isCanonical(#"{"a":1234567890.1234567}"#))
    #expect(!isCanonical(#"{"a":1e2}"#))
    #expect(!isCanonical(#"{"a":1.0}"#))
    #expect(!isCanonical(#"{"a":"\u0041"}"#))
    #expect(!isCanonical(#"{"a":"\/"}"#))
    #expect(!isCanonical("{\"a\":\"\u{7f}\"}"))
  }

  @Test func textObjectsCompareAsObjects() {
    func kept(_ text: String) -> JSON {
      guard case .value(let value, _) = readKeepingText(text) else { return .null }
      return value
    }
    #expect(kept(#"{"a":1,"b":[2]}"#) == kept(#"{"a":1,"b":[2]}"#))
    #expect(kept(#"{"a":1,"b":[2]}"#) == kept(#"{"b":[2],"a":1}"#), "key order does not count")
    #expect(kept(#"{"a":1,"b":[2]}"#) == kept(#"{"a": 1, "b": [2]}"#))
    #expect(kept(#"{"a":1,"b":[2]}"#) != kept(#"{"a":1,"b":[3]}"#))
    #expect(kept(#"{"a":1}"#) != kept(#"{"a":1,"b":null}"#))
  }

  @Test func invalidUTF8IsRepairedNotCopied() {
    let bytes: [UInt8] =
      Array(#"{"a":""#.utf8) + [0xC3, 0x28, 0xFF, 0xED, 0xA0, 0x80] + Array(#""}"#.utf8)
    let kept = bytes.withUnsafeBufferPointer {
      JSONParser.parseKeepingText($0, from: 0, atEOF: true)
    }
    let built = bytes.withUnsafeBufferPointer { JSONParser.parse($0, from: 0, atEOF: true) }
    guard case .value(.object(let object), _) = kept, case .value(let eager, _) = built else {
      Issue.record("expected an object")
      return
    }
    #expect(object.canonicalText == nil)
    #expect(JSONWriter.string(.object(object)) == JSONWriter.string(eager))
  }

  @Test func repeatedKeysKeepTheFirstPlaceAndTheLastValue() {
    let object = agree(#"{"a":1,"b":2,"a":3}"#)
    #expect(object?.canonicalText == nil)
    #expect(object?["a"] == .number(3))
    #expect(object?.count == 2)
    // Spelt differently, still the same key.
    #expect(agree(#"{"\u0061":1,"a":2}"#)?["a"] == .number(2))
    #expect(agree(#"{"a\/b":1,"a/b":2}"#)?["a/b"] == .number(2))
    // Repeated inside a nested object.
    #expect(!isCanonical(#"{"o":{"k":1,"k":2}}"#))
    // Many keys, so the 64-bit filter is full.
    let keys = (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
    #expect(isCanonical("{\(keys)}"))
    #expect(!isCanonical("{\(keys),\"k42\":0}"))
  }

  @Test func errorsAreTheSameAsWhenBuilding() {
    let bad = [
      #"{"a":}"#, #"{"a":1,}"#, #"{"a" 1}"#, #"{"a":tru}"#, #"{"a":"\q"}"#, #"{"a":01}"#,
      "{\"a\":\"\u{1}\"}",
      #"{"a":[1,]}"#, #"{"a":-}"#, #"{"a":1.}"#, #"{"a":"\u12G4"}"#, #"{1:2}"#, #"{"a":{"b":1]}"#,
      #"{"a":"\ud800\u12"}"#,
    ]
    for text in bad {
      guard case .failure(let error) = readKeepingText(text),
        case .failure(let eagerError) = readEagerly(text)
      else {
        Issue.record("expected a failure for \(text)")
        continue
      }
      #expect(error == eagerError, "\(text)")
    }
  }

  @Test func aCutOffObjectAsksForMoreInput() {
    let text = #"{"id":12,"s":"a\"b","n":[1.5e3,true,null],"u":"\ud83d\ude00"}"#
    let bytes = Array(text.utf8)
    for cut in 1..<bytes.count {
      let prefix = Array(bytes[..<cut])
      let kept = prefix.withUnsafeBufferPointer {
        JSONParser.parseKeepingText($0, from: 0, atEOF: false)
      }
      guard case .needMore = kept else {
        Issue.record("prefix of \(cut) bytes: \(kept)")
        continue
      }
    }
    agree(text)
  }

  /// The eight-bytes-at-a-time scan finds the same first special byte as a byte loop.
  @Test func theWordScanFindsTheFirstSpecialByte() {
    var random = SplitMix(seed: 42)
    let specials: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xFF]
    for _ in 0..<2_000 {
      let count = random.below(40)
      var bytes = (0..<count).map { _ in UInt8(0x20 + random.below(0x5F)) }.map {
        $0 == 0x22 || $0 == 0x5C ? 0x41 : $0
      }
      for _ in 0..<random.below(3) where count > 0 {
        bytes[random.below(count)] = specials[random.below(specials.count)]
      }
      let start = count == 0 ? 0 : random.below(count)
      let expected =
        bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x7F } ?? count
      let found = bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { QuickCheck.firstSpecialByte($0, from: start, end: count) } ?? 0
      }
      #expect(found == expected, "\(bytes) from \(start)")
    }
  }

  /// Random objects, with every feature the reader has a path for: whitespace, escapes,
  /// non-ASCII, numbers in every form, repeated keys, nesting.
  @Test func randomObjectsAgree() {
    var random = SplitMix(seed: 0x5eed)
    for _ in 0..<2_000 {
      var text = ""
      randomObject(&random, into: &text, depth: 0)
      agree(text)
    }
  }

  private func randomObject(_ random: inout SplitMix, into text: inout String, depth: Int) {
    text += "{"
    let count = random.below(depth == 0 ? 8 : 4)
    for k in 0..<count {
      if k > 0 { text += "," }
      space(&random, into: &text)
      randomString(&random, into: &text, key: true)
      space(&random, into: &text)
      text += ":"
      space(&random, into: &text)
      randomValue(&random, into: &text, depth: depth + 1)
    }
    space(&random, into: &text)
    text += "}"
  }

  private func space(_ random: inout SplitMix, into text: inout String) {
    if random.below(10) == 0 { text += [" ", "\n", "\t", "  "][random.below(4)] }
  }

  private func randomString(_ random: inout SplitMix, into text: inout String, key: Bool) {
    let pieces =
      key
      ? ["a", "b", "id", "k", "a"]
      : ["x", "item7", "é", "\\n", "\\\"", "\\u0041", "\\/", "😀", "\\ud83d\\ude00", " "]
    text += "\""
    for _ in 0..<(1 + random.below(3)) { text += pieces[random.below(pieces.count)] }
    if key && random.below(8) == 0 { text += ["\\u0061", "\\t"][random.below(2)] }
    text += "\""
  }

  private func randomValue(_ random: inout SplitMix, into text: inout String, depth: Int) {
    switch random.below(depth > 3 ? 6 : 8) {
    case 0:
      text +=
        ["0", "-0", "7", "-12", "1.5", "1e3", "2E-2", "12345678901234567", "123456789012345"][
          random.below(9)]
    case 1: text += ["true", "false", "null"][random.below(3)]
    case 2, 3, 4, 5: randomString(&random, into: &text, key: false)
    case 6: randomObject(&random, into: &text, depth: depth)
    default:
      random.appendArray(into: &text) { random, text in
        space(&random, into: &text)
        randomValue(&random, into: &text, depth: depth + 1)
      }
    }
  }
}
