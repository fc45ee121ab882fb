import Testing

@testable import SignalboxJSON

extension BigDocumentTests {
  @Test func aHugeStringIsScannedOnce() {
    let text = Array(("\"" + String(repeating: "ab\\\"c", count: 600_000) + "\"\n").utf8)  // 3 MB
    let (items, reader) = read(text)
    guard case .value(.string(let s)) = items.first else {
      Issue.record("no string: \(values(items))")
      return
    }
    #expect(s.utf8.count == 2_400_000)
    expectLinearWork(reader, size: text.count)
  }

  @Test func aHugeLineIsSearchedForItsNewlineOnce() {
    let text = Array((String(repeating: "x", count: 3_000_000) + "\nshort\n").utf8)
    let (items, reader) = read(text, mode: .lines)
    #expect(values(items).map { $0.count } == [3_000_002, 7])
    #expect(reader.bytesSearched <= text.count + (1 << 16), "searched \(reader.bytesSearched)")
  }

  @Test func aLongLineIsMovedOutOfTheBufferWithoutCuttingACharacter() {
    // Reads of an odd size cut two- and three-byte characters and invalid bytes; the line
    // is the same as when decoded whole.
    var bytes: [UInt8] = []
    for k in 0..<400_000 { bytes += k % 3 == 0 ? Array("é€a".utf8) : [0xE2, 0x41, 0xC3] }
    let expected = String(decoding: bytes, as: UTF8.self)
    let (items, _) = read(bytes + [0x0a] + Array("next\n".utf8), mode: .lines, chunk: 4_093)
    guard case .value(.string(let line)) = items.first else {
      Issue.record("no line")
      return
    }
    #expect(line == expected)
    #expect(values(items).dropFirst() == ["\"next\""])
  }

  @Test func valuesCutByReadsKeepNDJSONIntact() {
    var text = ""
    for i in 0..<20_000 {
      text +=
        "{\"id\":\(i),\"s\":\"\(String(repeating: "z", count: i % 50))\"} 12\(i % 10) \"s\(i)\"\n"
    }
    let (items, reader) = read(Array(text.utf8), chunk: 4_093)
    let got = values(items)
    #expect(got.count == 60_000)
    #expect(
      got[3 * 12_345] == "{\"id\":12345,\"s\":\"\(String(repeating: "z", count: 12_345 % 50))\"}")
    #expect(got[3 * 12_345 + 1] == "125")
    // Each value is parsed once, and a value cut by a read once more.
    #expect(reader.parseAttempts <= 60_000 + 2 * (text.utf8.count / 4_093 + 1))
  }

  @Test func errorsKeepTheirLineAndColumnAcrossReads() {
    var text = ""
    for i in 0..<30_000 { text += "{\"i\":\(i)}\n" }
    text += "  {\"i\": tru}\n"
    let (items, _) = read(Array(text.utf8), chunk: 1_000)
    #expect(values(items).last == "failure: stdin:30001:9: invalid literal")
  }

  @Test func anErrorInAnUnfinishedBigValueIsReportedBeforeItsEnd() {
    // An array whose second chunk holds `1 2` and whose end never comes: the error is
    // found by a check once the value has grown, not at the end of the input.
    let reader = JSONStreamReader(fd: -1, name: "stdin")
    let chunk = Array(String(repeating: "[3,4],", count: 10_000).utf8)
    let first = Array("[".utf8) + chunk
    first.withUnsafeBufferPointer { reader.feed($0) }
    #expect({ if case .needInput = reader.next(.json) { return true } else { return false } }())
    let bad = Array("1 2,".utf8)
    bad.withUnsafeBufferPointer { reader.feed($0) }
    var outcome = ""
    var chunks = 0
    while chunks < 100 {
      if case .failure(let message) = reader.next(.json) {
        outcome = message.text
        break
      }
      chunk.withUnsafeBufferPointer { reader.feed($0) }
      chunks += 1
    }
    #expect(outcome == "stdin:1:\(first.count + 3): unexpected character '2'")
    #expect(chunks < 10)
  }

  @Test func lenientSkipsTheLineOfAnErrorFoundInAValueSpanningReads() {
    // The error is in the fifth read of an array that spans a dozen: a warning with its
    // position, the rest of that line dropped, the next lines read.
    let text =
      "[" + String(repeating: "1,", count: 10_000) + "x" + String(repeating: ",2", count: 10_000)
      + "]\n{\"ok\":1}\n[3]\n"
    let (items, _) = read(Array(text.utf8), mode: .lenient, chunk: 4_096)
    #expect(
      values(items) == [
        "warning: stdin:1:20002: warning: unexpected character 'x' [J002]", "{\"ok\":1}", "[3]",
      ])
  }

  @Test func aReadErrorEndsTheStreamAfterTheValuesBeforeIt() {
    // EIO in the middle of the third value: the two before it, then the OS's message
    // (not "unexpected end of input").
    let reader = JSONStreamReader(fd: -1, name: "data.json")
    let bytes = Array("{\"a\":1}\n[2]\n[3, 4".utf8)
    bytes.withUnsafeBufferPointer { reader.feed($0) }
    var got: [String] = []
    loop: while true {
      switch reader.next(.json) {
      case .value(let value): got.append(JSONWriter.string(value))
      case .needInput: reader.readFailed("Input/output error")
      case .failure(let message):
        got.append("failure: \(message)")
        break loop
      default: break loop
      }
    }
    #expect(got == ["{\"a\":1}", "[2]", "failure: data.json: Input/output error"])
  }

  // MARK: nesting

  @Test func deepArraysEndInAPositionedError() {
    // JSONTestSuite's n_structure_100000_opening_arrays.json.
    let text = Array(String(repeating: "[", count: 100_000).utf8)
    let (items, _) = read(text)
    #expect(
      values(items) == ["failure: stdin:1:1001: values nested too deeply (more than 1000 levels)"])
  }

  @Test func deepObjectsEndInAPositionedError() {
    // 8 000 nested objects (48 KB) crashed the recursive parser.
    let text = Array(
      (String(repeating: "{\"a\":", count: 8_000) + "1" + String(repeating: "}", count: 8_000)).utf8
    )
    let (items, _) = read(text)
    #expect(
      values(items) == ["failure: stdin:1:5001: values nested too deeply (more than 1000 levels)"])
    guard case .failure(let error) = JSON.parse(String(decoding: text, as: UTF8.self)) else {
      Issue.record("accepted")
      return
    }
    #expect(
      error
        == JSONSyntaxError(line: 1, column: 5001, Message.jsonTooDeep(1000)))
    #expect(error.message == "values nested too deeply (more than 1000 levels)")
  }

  @Test func theDeepestAllowedNestingIsRead() {
    // 1 000 levels: parsed without recursion; only checked here (the value is not built,
    // so nothing recursive runs on the test's thread).
    let text = Array(
      (String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)).utf8)
    let outcome = text.withUnsafeBufferPointer {
      JSONParser.check($0, from: 0, atEOF: true).outcome
    }
    guard case .value(_, let end) = outcome else {
      Issue.record("rejected: \(outcome)")
      return
    }
    #expect(end == 2_000)
  }
}
