import Foundation
import Signalbox
import SignalboxTestSupport
import Synchronization
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

extension ItemsTests {
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
          "0.000 error \"items: the path must be a string (\\\"data.rows\\\") or an array of "
            + "keys and indexes, not number\""
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
      "999999999999999", "9999999999999999", "-13911860366432393",
    ] {
      #expect(canonical(text), "\(text)")
    }
    for text in [
      "1.50", "12.0", "0.0000001", "1e2", "1.5E3", "123456789012345.5", "0.1234567890123456",
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
  static var suite: URL? { jsonTestSuiteParsingDirectory }

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
