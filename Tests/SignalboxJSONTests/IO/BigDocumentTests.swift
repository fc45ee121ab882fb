import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// Issue 14, part 1: one big document is read in time linear in its size, whatever its
/// shape, and deep nesting ends in a positioned error. Linearity is checked by counting
/// the reader's work (full parses and the bytes they covered, bytes searched for a
/// newline, key comparisons), never by timing.
@Suite struct BigDocumentTests {
  /// Feeds `text` to a reader in chunks of `chunk` bytes the way `read(2)` would deliver
  /// them, collecting every item until the end.
  func read(
    _ text: [UInt8], mode: JSONStreamReader.Mode = .json, chunk: Int = 1 << 16,
    longestLine: Int = JSONLimits.longestLine
  ) -> (items: [JSONStreamReader.Item], reader: JSONStreamReader) {
    let reader = JSONStreamReader(fd: -1, name: "stdin")
    reader.longestLine = longestLine
    return (reader.readAll(text, mode, chunk: chunk).items, reader)
  }

  func values(_ items: [JSONStreamReader.Item]) -> [String] { items.compactMap(\.text) }

  /// A compact array of `count` small objects (~60 bytes each), on one line.
  func bigArray(_ count: Int) -> [UInt8] {
    var text = "["
    for i in 0..<count {
      if i > 0 { text += "," }
      text += "{\"id\":\(i),\"name\":\"item\(i)\",\"v\":\(i % 100),\"tags\":[\"a\",\"b\"]}"
    }
    return Array((text + "]\n").utf8)
  }

  /// What the reader does for a document: how many times it parsed from the value's
  /// start, and the bytes those parses covered, against the document's size.
  func expectLinearWork(
    _ reader: JSONStreamReader, size: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // One attempt when the first chunk arrives, a check each time the value has grown
    // fourfold, and one parse once the scanner has seen its end.
    #expect(
      reader.parseAttempts <= 12, "parses: \(reader.parseAttempts)", sourceLocation: sourceLocation)
    #expect(
      reader.bytesParsed <= 3 * size, "bytes parsed: \(reader.bytesParsed) of \(size)",
      sourceLocation: sourceLocation)
  }

  @Test func aLineWithoutANewlinePastTheLimitIsAnErrorNotAllOfMemory() {
    // 5 MB of one line against a 3 MB limit: the error comes once the limit is passed.
    let text = [UInt8](repeating: UInt8(ascii: "a"), count: 5 << 20) + [0x0A] + Array("next\n".utf8)
    let (items, _) = read(text, mode: .lines, longestLine: 3 << 20)
    guard case .failure(let failure)? = items.last else {
      return #expect(Bool(false), "no failure: \(items.count) items")
    }
    #expect(
      failure.text
        == "stdin: a line longer than 3145728 bytes (no newline found; lines are at most 3145728 "
        + "bytes)"
    )
    #expect(!items.contains { if case .value = $0 { return true } else { return false } })
    // A line just under the limit is read whole.
    let fits = [UInt8](repeating: UInt8(ascii: "b"), count: (3 << 20) - 1) + [0x0A]
    let (ok, _) = read(fits, mode: .lines, longestLine: 3 << 20)
    #expect(ok.count == 2)
    if case .value(.string(let line)) = ok.first {
      #expect(line.utf8.count == (3 << 20) - 1)
    } else {
      #expect(Bool(false))
    }
  }

  @Test func aBigArrayIsParsedOnceNotOncePerRead() throws {
    let text = bigArray(50_000)  // ~3 MB in 64 KiB reads
    let (items, reader) = read(text)
    let expected = try JSON.parse(String(decoding: text, as: UTF8.self)).get()
    #expect(values(items) == [JSONWriter.string(expected)])
    #expect(text.count > 2_000_000)
    expectLinearWork(reader, size: text.count)
    // Its objects are kept as their text (a copy of the bytes, not a dictionary each).
    guard case .value(.array(let elements)) = items.first, case .object(let first) = elements.first
    else {
      Issue.record("not an array of objects")
      return
    }
    #expect(first.canonicalText != nil)
    #expect(first["name"] == .string("item0"))
  }

  @Test func theWorkPerByteIsTheSameForADocumentFourTimesAsBig() {
    let small = read(bigArray(10_000)).reader
    let big = read(bigArray(40_000)).reader
    let smallSize = bigArray(10_000).count
    let bigSize = bigArray(40_000).count
    // Re-parsing after every read made this grow with the size (quadratic time).
    let perByteSmall = Double(small.bytesParsed) / Double(smallSize)
    let perByteBig = Double(big.bytesParsed) / Double(bigSize)
    #expect(perByteBig <= perByteSmall * 1.5 + 0.1, "\(perByteSmall) → \(perByteBig)")
  }

  @Test func aPrettyPrintedNestedDocumentIsParsedOnce() throws {
    var text = "{\n  \"data\": {\n    \"users\": [\n"
    for i in 0..<20_000 {
      text +=
        "      {\n        \"id\": \(i),\n        \"profile\": {\n          \"name\": \"user "
        + "\(i)\",\n"
      text +=
        "          \"tags\": [\n            \"x\",\n            \"y\"\n          ]\n        }\n  "
        + "    }"
      text += i < 19_999 ? ",\n" : "\n"
    }
    text += "    ]\n  }\n}\n"
    let bytes = Array(text.utf8)
    let (items, reader) = read(bytes)
    let expected = try JSON.parse(text).get()
    #expect(values(items) == [JSONWriter.string(expected)])
    expectLinearWork(reader, size: bytes.count)
  }

  @Test func aWideObjectChecksRepeatedKeysWithASet() throws {
    var text = "{"
    for i in 0..<60_000 { text += (i > 0 ? ", " : "") + "\"key\(i)\": \(i)" }
    text += "}"
    let bytes = Array(text.utf8)
    let (outcome, duplicateKeys, keyWork) = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer, atEOF: true, position: 0)
      parser.checking = true
      let outcome = parser.run()
      return (outcome, parser.duplicateKeys, parser.keyWork)
    }
    guard case .value(_, let end) = outcome else {
      Issue.record("not checked: \(outcome)")
      return
    }
    #expect(end == bytes.count)
    #expect(!duplicateKeys)
    // Rescanning the object at each possible repeat (the 64-bit filter saturates after a
    // few dozen keys) was quadratic: 16 minutes for 40 000 keys.
    #expect(keyWork <= 3 * 60_000, "key comparisons: \(keyWork)")
    let (items, reader) = read(bytes)
    #expect(values(items).first == JSONWriter.string(try JSON.parse(text).get()))
    expectLinearWork(reader, size: bytes.count)
  }

  @Test func aPrettyPrintedObjectIsWrittenFromItsTextAsTheBuiltObjectWouldBe() throws {
    let text =
      "{\n  \"a\" : 1.50,\t\"b\": \"\\u00e9\\/x\\n\",\r\n  \"c\": [1e2, -0, 12345678901234567, "
      + "\"é\", \"\\u007f\", true, null],\n  \"d\": {\"x\" : {}, \"y\": [ ]}\n}"
    let (items, _) = read(Array(text.utf8))
    guard case .value(.object(let kept)) = items.first, case .text = kept.storage else {
      Issue.record("not kept as text: \(values(items))")
      return
    }
    let written = JSONWriter.string(.object(kept))
    #expect(written == JSONWriter.string(try JSON.parse(text).get()))
    #expect(
      written
        == "{\"a\":1.5,\"b\":\"é/x\\n\",\"c\":[100,-0,12345678901234567,\"é\",\"\\u007f\",true,"
        + "null],\"d\":{\"x\":{},\"y\":[]}}"
    )
  }

  @Test func aRepeatedKeyFarIntoAWideObjectIsFound() throws {
    var text = "{"
    for i in 0..<5_000 { text += "\"k\(i)\":\(i)," }
    text += "\"k17\":\"last\"}"
    let (items, _) = read(Array(text.utf8))
    guard case .value(.object(let object)) = items.first else {
      Issue.record("no object")
      return
    }
    #expect(object["k17"] == .string("last"))
    #expect(object.count == 5_000)
    #expect(object.keys[17] == "k17")
  }

}
