import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// Wide objects (past sixteen keys): their repeated keys are found from a sorted list of
/// key hashes at the object's end (`KeyHashList`). Held to the slow path: the value built
/// by `JSON.parse` and written by `JSONWriter`.
@Suite struct WideObjectTests {

  /// The slow path's text for `text` (one value).
  private func slowPath(_ text: String) throws -> String {
    JSONWriter.string(try JSON.parse(text).get())
  }

  /// Whether checking `text` finds a repeated key.
  private func checkFindsRepeat(_ text: String) -> Bool {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
      JSONParser.check(buffer, from: 0, atEOF: true).duplicateKeys
    }
  }

  private func object(_ keys: [String], pretty: Bool) -> String {
    let members = keys.enumerated().map { k, key in
      pretty ? "  \"\(key)\": \(k)" : "\"\(key)\":\(k)"
    }
    return pretty
      ? "{\n" + members.joined(separator: ",\n") + "\n}"
      : "{" + members.joined(separator: ",") + "}"
  }

  @Test func aRepeatedKeyIsFoundAtEveryPosition() throws {
    let count = 40
    let keys = (0..<count).map { "key\($0)" }
    #expect(!checkFindsRepeat(object(keys, pretty: true)))
    #expect(!checkFindsRepeat(object(keys, pretty: false)))
    var cases = 0
    for first in 0..<count {
      for second in (first + 1)..<count {
        var repeated = keys
        repeated[second] = keys[first]
        let text = object(repeated, pretty: second % 2 == 0)
        #expect(checkFindsRepeat(text), "\(first) repeated at \(second)")
        // The last value wins, at the first key's position.
        #expect(readerOutput(text, chunk: 1 << 16) == [try slowPath(text)])
        cases += 1
      }
    }
    #expect(cases == count * (count - 1) / 2)
  }

  @Test func keysThatArePrefixesOfEachOtherAreNotRepeats() throws {
    // Same first bytes, different lengths, escapes in the middle and at the end.
    var keys = ["a", "ab", "ab\\\"", "ab\\\"c", "ab\\\\", "ab\\\\\\\"", "\\\"", "\\\\", ""]
    keys += (0..<20).map { "k\($0)" }
    let text = object(keys, pretty: true)
    #expect(!checkFindsRepeat(text))
    #expect(readerOutput(text, chunk: 7) == [try slowPath(text)])
    for (k, key) in keys.enumerated() where k > 0 {
      var repeated = keys
      repeated.append(key)
      let again = object(repeated, pretty: true)
      #expect(checkFindsRepeat(again), "\(key)")
      #expect(readerOutput(again, chunk: 5) == [try slowPath(again)])
    }
  }

  @Test func wideObjectsOfEveryKindAreWrittenAsTheSlowPathWritesThem() throws {
    var generator = SeededGenerator(seed: 14)
    let pieces = [
      "a", "b", "é", "\\u0041", "\\/", "\\n", "\\u00e9", "\\ud83d\\ude00", "\\ud800", "\u{7f}",
      "\\u0000", "\\\"", "x",
    ]
    let numbers = [
      "1e17", "1.7976931348623157e308", "-0", "1.0", "1e-5", "100000000000000000000", "0.1",
      "12345678901234567", "-1.5E+3", "0.000001", "3", "[1, 2.50]", "{\"in\": 1e2}", "\"s\\/\"",
      "true", "null",
    ]
    var differences = 0
    for round in 0..<300 {
      let width = 17 + Int.random(in: 0..<60, using: &generator)
      var keys: [String] = []
      for _ in 0..<width {
        let length = Int.random(in: 1...3, using: &generator)
        keys.append(
          (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined())
      }
      let members = keys.map { key in
        "\"\(key)\"" + (round % 3 == 0 ? ":" : " :\n ")
          + numbers.randomElement(using: &generator)!
      }
      let inner = "{" + members.joined(separator: round % 2 == 0 ? "," : ",\n  ") + "}"
      let text = round % 5 == 0 ? "[\(inner), {\"k\": \(inner)}]" : inner
      let expected = try slowPath(text)
      for chunk in [1, 3, 64, 1 << 16] where round % 10 == 0 || chunk == 1 << 16 {
        if readerOutput(text, chunk: chunk) != [expected] { differences += 1 }
      }
    }
    #expect(differences == 0)
  }

  @Test func aWideObjectIsCutAtEveryByte() throws {
    let keys = (0..<24).map { "k\($0 % 20)" }  // repeats from the 21st key
    let text = object(keys, pretty: true)
    let expected = try slowPath(text)
    for chunk in 1...text.utf8.count where chunk < 40 || chunk % 17 == 0 {
      #expect(readerOutput(text, chunk: chunk) == [expected], "chunk \(chunk)")
    }
    // A value cut short is still reported as the slow path reports it.
    let bytes = Array(text.utf8)
    for cut in stride(from: 1, to: bytes.count, by: 9) {
      let head = String(decoding: bytes[..<cut], as: UTF8.self)
      let out = readerOutput(head, chunk: 16)
      #expect(out.count == 1 && out[0].hasPrefix("failure: stdin:"), "cut at \(cut): \(out)")
    }
  }
}

/// A small seeded generator (SplitMix64) so that the cases are the same every run.
private struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1330_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct KeyHashListTests {
  @Test func theRadixSortGroupsEqualHashBitsAsSortDoes() {
    var generator = SplitMix(seed: 18)
    var words = ContiguousArray<UInt64>()
    for k in 0..<200_000 {
      // Few distinct hash bits, so that equal ones are many; offsets all different.
      let hash = generator.next() % 5_000 | (k % 3 == 0 ? 0x0FFF_C000 : 0)
      words.append(hash << KeyHashList.offsetBits | UInt64(k))
    }
    var sorted = words
    KeyHashList.sortByHash(&sorted)
    #expect(sorted.count == words.count)
    #expect(
      sorted.map { $0 >> KeyHashList.offsetBits }
        == words.map { $0 >> KeyHashList.offsetBits }.sorted())
    #expect(Set(sorted) == Set(words))
  }

  @Test func aVeryWideObjectFindsARepeatedKeyAtItsEnd() {
    let count = 70_000  // past the radix sort's threshold
    for repeated in [false, true] {
      var text = "{"
      for k in 0..<count { text += (k > 0 ? ",\n " : "") + "\"k\(k)\": \(k)" }
      if repeated { text += ", \"k12345\": 0" }
      text += "}"
      let found = Array(text.utf8).withUnsafeBufferPointer { buffer in
        JSONParser.check(buffer, from: 0, atEOF: true).duplicateKeys
      }
      #expect(found == repeated)
    }
  }
}
