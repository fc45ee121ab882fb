import Foundation
import Signalbox
import Synchronization
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 19: `stdin items [PATH] [lenient]`, the parts of one big document as a stream.
/// Documents are generated, fed to a reader in chunks of every size (as `read(2)` would cut
/// them), and the items compared with what the whole document parsed at once holds.
@Suite struct ItemsTests {
  /// The items of `text` read in chunks of `chunk` bytes: each value as compact JSON,
  /// `warning: …` and `failure: …` for the others.
  func items(_ text: String, path: JSON? = nil, lenient: Bool = false, chunk: Int = 1 << 16)
    -> [String]
  {
    Self.read(Array(text.utf8), path: path, lenient: lenient, chunk: chunk).items
  }

  static func read(
    _ bytes: [UInt8], path: JSON? = nil, lenient: Bool = false, chunk: Int = 1 << 16
  ) -> (items: [String], reader: JSONStreamReader) {
    let itemsPath = path.flatMap { try? ItemsPath.from($0) } ?? .document
    let mode = JSONStreamReader.Mode.items(itemsPath, lenient: lenient)
    let reader = JSONStreamReader(fd: -1, name: "stdin")
    var got: [String] = []
    var offset = 0
    while true {
      switch reader.next(mode) {
      case .needInput:
        if offset < bytes.count {
          let end = min(bytes.count, offset + chunk)
          bytes.withUnsafeBufferPointer {
            reader.feed(UnsafeBufferPointer(rebasing: $0[offset..<end]))
          }
          offset = end
        } else {
          reader.finish()
        }
      case .value(let value): got.append(JSONWriter.string(value))
      case .warning(let message): got.append("warning: \(message)")
      case .failure(let message, _):
        got.append("failure: \(message)")
        return (got, reader)
      case .end: return (got, reader)
      }
    }
  }

  /// The same items whatever the size of the reads.
  func expectSameInEveryChunking(
    _ text: String, path: JSON? = nil, lenient: Bool = false, _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for chunk in [1, 2, 3, 7, 64, 1 << 16] {
      #expect(
        items(text, path: path, lenient: lenient, chunk: chunk) == expected, "chunk \(chunk)",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: arrays and objects

  @Test func theElementsOfAnArray() {
    expectSameInEveryChunking(
      " [1, -2.5e3, \"a\\\"b\\u00e9\", true, false, null, [], {}, [1, [2, {\"x\": [3]}]], {\"k\": {\"l\": [null]}}] \n",
      [
        "1", "-2500", "\"a\\\"bé\"", "true", "false", "null", "[]", "{}", "[1,[2,{\"x\":[3]}]]",
        "{\"k\":{\"l\":[null]}}",
      ])
  }

  @Test func theMembersOfAnObjectAsKeyValueEntries() {
    expectSameInEveryChunking(
      "{\"a\": 1, \"b c\": [2, 3], \"\": {\"d\": null}, \"\\u00e9\": \"x\"}",
      [
        "{\"key\":\"a\",\"value\":1}", "{\"key\":\"b c\",\"value\":[2,3]}",
        "{\"key\":\"\",\"value\":{\"d\":null}}",
        "{\"key\":\"é\",\"value\":\"x\"}",
      ])
  }

  @Test func aRepeatedKeyGivesAnEntryForEachMember() {
    #expect(
      items("{\"a\": 1, \"a\": 2}") == [
        "{\"key\":\"a\",\"value\":1}", "{\"key\":\"a\",\"value\":2}",
      ])
  }

  @Test func emptyContainersAndEmptyInput() {
    expectSameInEveryChunking("[]", [])
    expectSameInEveryChunking(" { } ", [])
    expectSameInEveryChunking("{\"a\": [], \"b\": {}}", path: .string("a"), [])
    expectSameInEveryChunking("{\"a\": [], \"b\": {}}", path: .string("b"), [])
    expectSameInEveryChunking("", [])
    expectSameInEveryChunking(" \n\t ", [])
    expectSameInEveryChunking("\u{FEFF}[1]", ["1"])
  }

  @Test func severalDocumentsGiveTheItemsOfEachInTurn() {
    expectSameInEveryChunking(
      "[1, 2]\n[]\n{\"a\": 3}\n[4]", ["1", "2", "{\"key\":\"a\",\"value\":3}", "4"])
    expectSameInEveryChunking(
      "{\"rows\": [1, 2], \"n\": 2}\n{\"rows\": [3], \"n\": 1}\n", path: .string("rows"),
      ["1", "2", "3"])
  }

  // MARK: paths

  @Test func aPathLeadsToTheArrayOrObjectWhoseItemsAreSent() {
    let doc = """
      {"type": "FeatureCollection", "meta": {"rows": "not these", "n": [1, {"rows": 0}]},
       "data": {"skip": [[1, 2], {"a": "]}"}], "rows": [{"id": 1}, {"id": 2}], "after": [true]},
       "features": {"f1": 1, "f2": [2]}, "tail": "x"}
      """
    expectSameInEveryChunking(doc, path: .string("data.rows"), ["{\"id\":1}", "{\"id\":2}"])
    expectSameInEveryChunking(
      doc, path: .string("features"),
      ["{\"key\":\"f1\",\"value\":1}", "{\"key\":\"f2\",\"value\":[2]}"])
    expectSameInEveryChunking(doc, path: .string("meta.n"), ["1", "{\"rows\":0}"])
    expectSameInEveryChunking(doc, path: .string("data.skip.0"), ["1", "2"])
    expectSameInEveryChunking(
      doc, path: .array([.string("data"), .string("skip"), .number(1)]),
      ["{\"key\":\"a\",\"value\":\"]}\"}"])
    expectSameInEveryChunking(doc, path: .string(""), items(doc))
  }

  @Test func keysWithDotsOrEmptyKeysUseTheArrayForm() {
    let doc = "{\"a.b\": [1], \"a\": {\"b\": [2]}, \"\": {\"0\": [3]}}"
    #expect(items(doc, path: .string("a.b")) == ["2"])
    #expect(items(doc, path: .array([.string("a.b")])) == ["1"])
    #expect(items(doc, path: .array([.string(""), .string("0")])) == ["3"])
    // A string of digits is a key in an object.
    #expect(items("{\"0\": [5]}", path: .string("0")) == ["5"])
    // In the array form, a number is an index only.
    #expect(
      items("{\"0\": [5]}", path: .array([.number(0)]))
        == ["failure: stdin:1:1: items path [0]: the document is an object, not an array"])
  }

  @Test func badPathsAreRuntimeErrors() throws {
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.string("a..b")) }
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.number(3)) }
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.array([.number(-1)])) }
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.array([.number(1.5)])) }
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.array([.null])) }
    #expect(try ItemsPath.from(.string("a.007")).steps[1] == ItemsPath.Step(key: "007", index: nil))
    #expect(try ItemsPath.from(.string("a.70")).steps[1] == ItemsPath.Step(key: "70", index: 70))
  }

  @Test func aPathThatDoesNotExistIsAClearError() {
    #expect(
      items("{\"data\": {\"meta\": 1}}", path: .string("data.rows"))
        == ["failure: stdin:1:20: items path \"data.rows\": no member \"rows\" in \"data\""])
    #expect(
      items("{}", path: .string("rows")) == [
        "failure: stdin:1:2: items path \"rows\": no member \"rows\" in the document"
      ])
    #expect(
      items("{\"rows\": [[1], [2]]}", path: .string("rows.5"))
        == ["failure: stdin:1:19: items path \"rows.5\": \"rows\" has 2 elements, no element 5"])
    // The items of the documents before are sent first.
    #expect(
      items("{\"rows\": [1]}\n{\"cols\": [2]}", path: .string("rows"))
        == ["1", "failure: stdin:2:13: items path \"rows\": no member \"rows\" in the document"])
  }

  @Test func aPathThatReachesAScalarIsAClearError() {
    #expect(
      items("{\"data\": {\"rows\": 42}}", path: .string("data.rows"))
        == [
          "failure: stdin:1:19: items path \"data.rows\": \"data.rows\" is a number, not an array or an object"
        ])
    #expect(
      items("{\"data\": \"text\"}", path: .string("data.rows"))
        == ["failure: stdin:1:10: items path \"data.rows\": \"data\" is a string, not an object"])
    #expect(
      items("[1, 2]", path: .string("a")) == [
        "failure: stdin:1:1: items path \"a\": the document is an array, not an object"
      ])
    #expect(
      items(" 12") == [
        "failure: stdin:1:2: items: the document is a number, not an array or an object"
      ])
    #expect(
      items("\"s\"") == [
        "failure: stdin:1:1: items: the document is a string, not an array or an object"
      ])
    #expect(
      items("[1]\nnull") == [
        "1", "failure: stdin:2:1: items: the document is null, not an array or an object",
      ])
  }

  // MARK: errors

  @Test func errorsCarryTheLineAndColumnInTheDocument() {
    let doc = "{\n  \"skip\": [1, 2],\n  \"rows\": [\n    {\"a\": 1},\n    {\"a\": tru}\n  ]\n}\n"
    expectSameInEveryChunking(
      doc, path: .string("rows"), ["{\"a\":1}", "failure: stdin:5:11: invalid literal"])
    // In a skipped member, and after the items, with the messages the whole-document parse gives.
    expectSameInEveryChunking(
      "{\"skip\": [1, 2,], \"rows\": [1]}", path: .string("rows"),
      ["failure: stdin:1:16: unexpected character ']'"])
    expectSameInEveryChunking(
      "{\"rows\": [1], \"after\": \"a\u{01}\"}", path: .string("rows"),
      ["1", "failure: stdin:1:26: control character in string"])
    expectSameInEveryChunking(
      "{\"rows\": [1]", path: .string("rows"),
      ["1", "failure: stdin:1:13: unexpected end of input"])
    expectSameInEveryChunking("[1, 2", ["1", "2", "failure: stdin:1:6: unexpected end of input"])
    expectSameInEveryChunking("[1 2]", ["1", "failure: stdin:1:4: unexpected character '2'"])
    expectSameInEveryChunking("{\"a\" 1}", ["failure: stdin:1:6: unexpected character '1'"])
    expectSameInEveryChunking("[1] x", ["1", "failure: stdin:1:5: unexpected character 'x'"])
  }

  @Test func theSkipperReportsWhatTheParserReports() {
    // Every kind of error in a skipped member: the same message and position as `stdin`.
    let bad = [
      "[1, tru]", "[-]", "[1.]", "[1e]", "[1e+]", "[01]", "\"a\\x\"", "\"\\u12G4\"", "{\"a\" 1}",
      "{1: 2}", "[1,]", "{\"a\": 1,}",
      "[\"a\u{1F}\"]", "[nul", "[\"abc", "[1, 2", "{", "[} ", "@",
    ]
    for value in bad {
      let doc = "{\"skip\": \(value), \"rows\": [1]}"
      let whole = BigDocumentReading.values(doc)
      guard let failure = whole.last, failure.hasPrefix("failure: ") else {
        Issue.record("\(value) parsed whole: \(whole)")
        continue
      }
      for chunk in [1, 3, 1 << 16] {
        #expect(
          items(doc, path: .string("rows"), chunk: chunk) == [failure], "\(value), chunk \(chunk)")
      }
    }
    // and the skipper accepts what the parser accepts
    let good = [
      "-0.5e-7", "1E+2", "\"\\ud834\\udd1e \\/\\b\\f\\n\\r\\t\"", "[[], {}, [{}]]",
      "{\"a\": {\"b\": [true, false, null]}}", "\"é€\"",
    ]
    for value in good {
      expectSameInEveryChunking("{\"skip\": \(value), \"rows\": [1]}", path: .string("rows"), ["1"])
      expectSameInEveryChunking(
        "{\"rows\": [1], \"after\": \(value)}", path: .string("rows"), ["1"])
    }
  }

  @Test func lenientWarnsAboutAMalformedElementAndGoesOnWithTheNext() {
    expectSameInEveryChunking(
      "[1, {\"a\": tru}, 3, [1, 2}, 4, \"x\\q\", 5]", lenient: true,
      [
        "1", "warning: stdin:1:11: warning: invalid literal [J004]", "3",
        "warning: stdin:1:25: warning: unexpected character '}' [J002]",
        "4", "warning: stdin:1:33: warning: invalid escape in string [J006]", "5",
      ])
    // A malformed element is skipped to the next comma or closing bracket at its own level,
    // counting brackets of either kind and following strings: in `[2, {"a" 3}, 4]` the
    // brackets never come back to the element's level, so the rest of the document is that
    // element, and its end a second warning.
    #expect(
      items("[1, [2, {\"a\" 3}, 4]", lenient: true)
        == [
          "1", "warning: stdin:1:14: warning: unexpected character '3' [J002]",
          "warning: stdin:1:20: warning: unexpected end of input [J001]",
        ])
    expectSameInEveryChunking(
      "[1, {\"a\": [tru, \"],\"]}, 3, 4x, 5, , 6,]", lenient: true,
      [
        "1", "warning: stdin:1:12: warning: invalid literal [J004]", "3", "4",
        "warning: stdin:1:29: warning: unexpected character 'x' [J002]",
        "5", "warning: stdin:1:35: warning: unexpected character ',' [J002]", "6",
        "warning: stdin:1:39: warning: unexpected character ']' [J002]",
      ])
    // Members: a bad key, a missing colon, a bad value.
    expectSameInEveryChunking(
      "{\"a\": 1, b: 2, \"c\" 3, \"d\": [x], \"e\": 5}", lenient: true,
      [
        "{\"key\":\"a\",\"value\":1}",
        "warning: stdin:1:10: warning: unexpected character 'b' [J002]",
        "warning: stdin:1:20: warning: unexpected character '3' [J002]",
        "warning: stdin:1:29: warning: unexpected character 'x' [J002]",
        "{\"key\":\"e\",\"value\":5}",
      ])
    // A document cut short: the elements before it, then a warning.
    expectSameInEveryChunking(
      "[1, 2, {\"a\":", lenient: true,
      ["1", "2", "warning: stdin:1:13: warning: unexpected end of input [J001]"])
    // Errors outside the items' container still end the stream.
    expectSameInEveryChunking(
      "{\"skip\": tru, \"rows\": [1]}", path: .string("rows"), lenient: true,
      ["failure: stdin:1:10: invalid literal"])
    expectSameInEveryChunking(
      "[1] 2", lenient: true,
      ["1", "failure: stdin:1:5: items: the document is a number, not an array or an object"])
  }

  @Test func theNestingLimitHoldsInsideElementsAtTheirDepthInTheDocument() {
    // 1000 levels in all are fine; the 1001st bracket is the error `stdin` gives, at the
    // same position.
    let ok = "[" + String(repeating: "[", count: 999) + String(repeating: "]", count: 999) + "]"
    #expect(items(ok).count == 1)
    let deep = "[" + String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000) + "]"
    let expected = "failure: stdin:1:1001: values nested too deeply (more than 1000 levels)"
    #expect(BigDocumentReading.values(deep) == [expected])
    expectSameInEveryChunking(deep, [expected])
    // Down a path, in a skipped member, and under lenient (a warning, then the next element).
    let down =
      "{\"a\": {\"b\": [" + String(repeating: "[", count: 998) + String(repeating: "]", count: 998)
      + "]}}"
    #expect(
      items(down, path: .string("a.b")) == [
        "failure: stdin:1:1011: values nested too deeply (more than 1000 levels)"
      ])
    let skipped = "{\"s\": " + String(repeating: "[", count: 1001) + "], \"rows\": [1]}"
    #expect(
      items(skipped, path: .string("rows")) == [
        "failure: stdin:1:1006: values nested too deeply (more than 1000 levels)"
      ])
    #expect(
      items(
        "[" + String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000) + ", 7]",
        lenient: true)
        == [
          "warning: stdin:1:1001: warning: values nested too deeply (more than 1000 levels) [J003]",
          "7",
        ])
    // A hundred thousand brackets: an error, not a crash.
    #expect(
      items(String(repeating: "[", count: 100_000)).last?.hasPrefix("failure: stdin:1:1001:")
        == true)
    #expect(
      items(String(repeating: "{\"a\":", count: 100_000), path: .string("b")).last?.hasPrefix(
        "failure: stdin:1:") == true)
  }

  // MARK: big documents

  /// A compact array of `count` small objects (~60 bytes each).
  static func bigArray(_ count: Int) -> [UInt8] {
    var text = "["
    for i in 0..<count {
      if i > 0 { text += "," }
      text += "{\"id\":\(i),\"name\":\"item\(i)\",\"v\":\(i % 100),\"tags\":[\"a\",\"b\"]}"
    }
    return Array((text + "]\n").utf8)
  }

  @Test func anElementSplitAcrossReadsIsParsedOnce() {
    // One element of 3 MB in a document read 4 KiB at a time: parsed when its end has
    // arrived (plus a check each time it has grown fourfold), not after every read.
    let big = "{\"s\":\"" + String(repeating: "x", count: 3_000_000) + "\"}"
    let doc = Array("{\"meta\": 1, \"rows\": [1, \(big), 2]}".utf8)
    let (got, reader) = ItemsTests.read(doc, path: .string("rows"), chunk: 4_096)
    #expect(got.count == 3)
    #expect(got[1].utf8.count == big.utf8.count)
    #expect(reader.parseAttempts < 20, "parses: \(reader.parseAttempts)")
    #expect(reader.bytesParsed < 3 * doc.count, "bytes parsed: \(reader.bytesParsed)")
  }

  @Test func theBufferHoldsOneElementNotTheDocument() {
    // 6 MB of small elements and a 6 MB skipped member: the reader's buffer never grows
    // past a few reads' worth.
    let skipped = "\"" + String(repeating: "y", count: 6_000_000) + "\""
    let doc =
      Array("{\"skip\": \(skipped), \"rows\": ".utf8) + ItemsTests.bigArray(100_000)
      + Array("}".utf8)
    let reader = JSONStreamReader(fd: -1, name: "stdin")
    let mode = JSONStreamReader.Mode.items(try! ItemsPath.from(.string("rows")), lenient: false)
    var offset = 0
    var count = 0
    var largest = 0
    loop: while true {
      switch reader.next(mode) {
      case .needInput:
        if offset < doc.count {
          let end = min(doc.count, offset + 65_536)
          doc.withUnsafeBufferPointer {
            reader.feed(UnsafeBufferPointer(rebasing: $0[offset..<end]))
          }
          offset = end
          largest = max(largest, reader.buffer.count)
        } else {
          reader.finish()
        }
      case .value: count += 1
      default: break loop
      }
    }
    #expect(count == 100_000)
    #expect(largest <= 3 * 65_536, "buffer grew to \(largest) bytes")
  }

  @Test func takeThreeStopsReadingAFile() throws {
    let path = NSTemporaryDirectory() + "signalbox-items-take-\(getpid()).json"
    try Data(ItemsTests.bigArray(200_000)).write(to: URL(fileURLWithPath: path))  // 12 MB
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    let reader = JSONStreamReader(fd: fd, name: path)
    let got = Mutex<[String]>([])
    // Subscribed as the session does, on its scheduler's thread: the reads run inside `subscribe`.
    _ = CurrentScheduler.run(as: ImmediateScheduler.shared) {
      StdinSource.syncSignal(
        reader: reader, mode: .items(.document, lenient: false), beforeBlocking: {}, warn: { _ in },
        isInterrupted: { false }
      )
      .take(3)
      .subscribe(
        next: { value in got.withLock { $0.append(JSONWriter.string(value)) } },
        completed: { got.withLock { $0.append("completed") } })
    }
    #expect(got.withLock { $0.count } == 4)
    #expect(got.withLock { $0.last } == "completed")
    // One read of 64 KiB, not the 12 MB.
    #expect(lseek(fd, 0, SEEK_CUR) == 65_536)
  }

  @Test func anInterruptStopsBetweenTwoReads() throws {
    let path = NSTemporaryDirectory() + "signalbox-items-interrupt-\(getpid()).json"
    try Data(ItemsTests.bigArray(200_000)).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    let reader = JSONStreamReader(fd: fd, name: path)
    let count = Counter()
    _ = CurrentScheduler.run(as: ImmediateScheduler.shared) {
      StdinSource.syncSignal(
        reader: reader, mode: .items(.document, lenient: false), beforeBlocking: {}, warn: { _ in },
        isInterrupted: { count.value >= 10 }
      )
      .subscribe(next: { _ in count.value += 1 })
    }
    // The elements of the first read (about a thousand), then no other read.
    #expect(count.value > 10)
    #expect(count.value < 2_000)
    #expect(lseek(fd, 0, SEEK_CUR) == 65_536)
  }

  @Test func itemsThroughTheLanguage() throws {
    let path = NSTemporaryDirectory() + "signalbox-items-lang-\(getpid()).json"
    try "{\"features\": [{\"id\": 1}, {\"id\": 2}, {\"id\": 3}], \"n\": 3}".write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      runSession("file \"\(path)\" items \"features\" | map x.id").out
        == ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"])
    #expect(
      runSession("let p = [\"features\", 1]\nfile \"\(path)\" items p lenient").out
        == ["0.000 next {\"key\":\"id\",\"value\":2}", "0.000 completed"])
    #expect(
      runSession("file \"\(path)\" items | count").out == ["0.000 next 2", "0.000 completed"])
    #expect(
      runSession("file \"\(path)\" items 5").out
        == [
          "0.000 error \"items: the path must be a string (\\\"data.rows\\\") or an array of keys and indexes, not number\""
        ])
    #expect(
      runSession("stdin items bogus").err.contains("unknown name")
        || runSession("stdin items bogus").err.contains("bogus"))
  }

  @Test func positionsCountNewlinesAndCharactersEightBytesAtATime() {
    // Every byte value, at every alignment, against a count byte by byte.
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 7, 8, 9, 15, 16, 17, 100, 1_000] {
      for _ in 0..<20 {
        let bytes = (0..<length).map { _ in
          [UInt8(0x0a), 0x80, 0xBF, 0xC3, 0x41, 0x0b, 0x8a, 0xFF].randomElement(using: &generator)!
        }
        // Line and column the slow way: a newline starts a line, a lead byte is a character.
        var line = 3
        var column = 5
        for byte in bytes {
          if byte == 0x0a {
            line += 1
            column = 1
          } else if byte & 0xC0 != 0x80 {
            column += 1
          }
        }
        bytes.withUnsafeBufferPointer { buffer in
          #expect(
            JSONStreamReader.advance(line: 3, column: 5, over: buffer) == (line, column), "\(bytes)"
          )
          #expect(JSONStreamReader.newlines(in: buffer) == bytes.filter { $0 == 0x0a }.count)
          #expect(
            JSONStreamReader.continuationBytes(in: buffer)
              == bytes.filter { $0 & 0xC0 == 0x80 }.count)
        }
      }
    }
    let text = Array("ab\n€é\nxyz€".utf8)
    text.withUnsafeBufferPointer { buffer in
      #expect(JSONStreamReader.advance(line: 3, column: 5, over: buffer) == (5, 5))
      #expect(
        JSONStreamReader.advance(
          line: 3, column: 5, over: UnsafeBufferPointer(rebasing: buffer[0..<2])) == (3, 7))
    }
  }

  @Test func fractionsPrintedAsWrittenAreKeptAsCanonicalText() {
    // The rule against the writer itself: a text the rule accepts prints as written.
    func canonical(_ text: String) -> Bool {
      var text = text
      return text.withUTF8 { JSONParser.isCanonicalNumber($0.baseAddress!, from: 0, to: $0.count) }
    }
    for text in [
      "617.75", "0.1", "-0.5", "0.000001", "0.0001234", "123456789.123456", "0", "-0", "42",
      "999999999999999",
    ] {
      #expect(canonical(text), "\(text)")
    }
    for text in [
      "1.50", "12.0", "0.0000001", "1e2", "1.5E3", "123456789012345.5", "0.1234567890123456",
      "9999999999999999",
    ] {
      #expect(!canonical(text), "\(text)")
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let integer = [0, 0, 7, 12, 999, 123_456, 98_765_432_109].randomElement(using: &generator)!
      let zeros = String(repeating: "0", count: Int.random(in: 0...7, using: &generator))
      let fraction = zeros + String(UInt64.random(in: 0...99_999_999_999, using: &generator))
      let text = (Bool.random(using: &generator) ? "-" : "") + "\(integer).\(fraction)"
      guard canonical(text), case .success(let value) = JSON.parse(text) else { continue }
      #expect(JSONWriter.string(value) == text)
    }
    // Objects with such fractions are kept as canonical text: written by copying.
    let (got, _) = ItemsTests.read(Array("[{\"score\":617.75,\"at\":[-0.1246,51.5308]}]".utf8))
    #expect(got == ["{\"score\":617.75,\"at\":[-0.1246,51.5308]}"])
    let bytes = Array("{\"score\":617.75,\"at\":[-0.1246,51.5308]}".utf8)
    // checked fast
    #expect(bytes.withUnsafeBufferPointer { QuickCheck.object($0, from: 0) } == bytes.count)
    let line = Array("{\"score\":617.75,\"at\":[-0.1246,51.5308],\"n\":1.50}\n".utf8)
    let checked = line.withUnsafeBufferPointer { JSONParser.check($0, from: 0, atEOF: true) }
    #expect(!checked.canonical)  // 1.50 prints as 1.5
  }

  // MARK: JSONTestSuite

  /// JSONTestSuite's `test_parsing` files, next to the repository (absent: not run).
  static var suite: URL? {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("../shared/jsontestsuite/test_parsing").standardized
    return FileManager.default.fileExists(atPath: dir.path) ? dir : nil
  }

  @Test(.enabled(if: ItemsTests.suite != nil, "../shared/jsontestsuite is absent"))
  func everyAcceptedArrayOrObjectOfJSONTestSuiteGivesItsOwnItems() throws {
    let dir = try #require(ItemsTests.suite)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
      $0.hasSuffix(".json")
    }.sorted()
    var compared = 0
    for name in files {
      let bytes = Array(try Data(contentsOf: dir.appendingPathComponent(name)))
      if name.hasPrefix("y_") {
        guard case .success(let whole) = JSON.parse(String(decoding: bytes, as: UTF8.self)) else {
          continue
        }
        let expected: [String]
        switch whole {
        case .array(let elements): expected = elements.map(JSONWriter.string)
        case .object: expected = [JSONWriter.string(whole)]
        default: continue
        }
        compared += 1
        for chunk in [1, 5, 1 << 16] {
          let got = ItemsTests.read(bytes, chunk: chunk).items
          if case .object = whole {
            // The entries folded back into one object (a repeated key: the last value wins,
            // as when the document is parsed whole).
            var object = JSONObject()
            for entry in got {
              guard case .success(let e) = JSON.parse(entry), case .object(let o) = e,
                case .string(let k)? = o["key"]
              else {
                Issue.record("\(name): not an entry: \(entry)")
                continue
              }
              object[k] = o["value"] ?? .null
            }
            #expect([JSONWriter.string(.object(object))] == expected, "\(name), chunk \(chunk)")
          } else {
            #expect(got == expected, "\(name), chunk \(chunk)")
          }
        }
      } else if name.hasPrefix("n_") {
        // Rejected whole: rejected item by item too (after the items before the error),
        // unless the file is a legal stream of documents.
        let whole = BigDocumentReading.values(String(decoding: bytes, as: UTF8.self))
        guard whole.last?.hasPrefix("failure: ") == true else { continue }
        let got = ItemsTests.read(bytes, chunk: 3).items
        #expect(got.last?.hasPrefix("failure: ") == true, "\(name): \(got)")
      } else {
        _ = ItemsTests.read(bytes, chunk: 3)  // i_ files: any outcome, but an outcome
      }
    }
    #expect(compared > 80, "y_ files with an array or an object: \(compared)")
  }
}

/// `stdin` (the whole-document reader) on a text, for comparing messages.
enum BigDocumentReading {
  static func values(_ text: String) -> [String] {
    let reader = JSONStreamReader(fd: -1, name: "stdin")
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { reader.feed($0) }
    reader.finish()
    var got: [String] = []
    while true {
      switch reader.next(.json) {
      case .value(let value): got.append(JSONWriter.string(value))
      case .failure(let message, _):
        got.append("failure: \(message)")
        return got
      case .warning(let message): got.append("warning: \(message)")
      case .end, .needInput: return got
      }
    }
  }
}

/// A count changed by one thread at a time (the reads are synchronous).
final class Counter: @unchecked Sendable {
  var value = 0
}
