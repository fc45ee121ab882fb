import Signalbox
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// How the thread reading ahead shares the work with the reader's thread (`ReadAhead.Balance`):
/// batches handed over before all their objects are checked, objects written canonical on
/// the thread. Whatever the share, the items, warnings, failures and positions are the
/// reader's own.
@Suite struct ReadAheadSharingTests {
  static let balances: [ReadAhead.Balance] = [.adaptive, .checkAll, .rewriteAll, .checkNone]

  @Test func everyShareReadsTheSameAsTheReaderAlone() {
    var r = SplitMix(seed: 11)
    for case_ in 0..<12 {
      let bytes = ReadAheadTests.randomInput(&r)
      for mode in [JSONStreamReader.Mode.json, .lenient] {
        let alone = ReadAheadTests.items(bytes, mode, readAhead: false, pieces: nil)
        for balance in ReadAheadSharingTests.balances {
          let fromFile = ReadAheadTests.items(
            bytes, mode, readAhead: true, pieces: nil, balance: balance)
          let fromPipe = ReadAheadTests.items(
            bytes, mode, readAhead: true, pieces: SplitMix(seed: r.next()), balance: balance)
          #expect(fromFile == alone, "case \(case_), \(mode), \(balance), from a file")
          #expect(fromPipe == alone, "case \(case_), \(mode), \(balance), from a pipe")
        }
      }
    }
  }

  /// Lines the fast check accepts but that are not canonical (escapes, `25.0`, exponents).
  static let uncanonical = [
    "{\"id\":1,\"name\":\"caf\\u00e9 \\/ é 東京\",\"p\":25.0,\"e\":1E-2}",
    "{\"a\":1.50,\"b\":[1e5,-0.0,0.1e1],\"c\":{\"d\":\"\\u0041\\n\"}}",
    "{\"big\":12345678901234567890,\"f\":100000000000000000000000.0}",
    "{\"id\":2,\"v\":3,\"name\":\"plain\"}",
  ]

  @Test func objectsWrittenCanonicalOnTheThreadAreTheSameValues() throws {
    let text = ReadAheadSharingTests.uncanonical.joined(separator: "\n") + "\n"
    let bytes = Array(text.utf8)
    let kept = ReadAhead.check(bytes, at: 100).found
    let written = ReadAhead.check(bytes, at: 100, rewrite: true).found
    try #require(kept.count == ReadAheadSharingTests.uncanonical.count)
    try #require(written.count == kept.count)
    for (a, b) in zip(kept, written) {
      #expect(a.start == b.start && a.end == b.end)
      #expect(a.value == b.value)
      #expect(JSONWriter.string(a.value) == JSONWriter.string(b.value))
      guard case .object(let object) = b.value else {
        Issue.record("not an object: \(b.value)")
        continue
      }
      // Its text is what the writer prints: printed as it is.
      #expect(object.canonicalText != nil)
    }
  }

  /// Objects checked with their member index (as long as the program does not print its
  /// rows whole) and without it: the same values, and the same member reads.
  @Test func objectsCheckedWithOrWithoutTheirIndexReadTheSame() throws {
    let lines =
      ReadAheadSharingTests.uncanonical + [
        #"{"a":{"b":{"c":[1,{"d":2}]}},"e":null,"東京":"x","k\"q":1}"#,
        #"{"x":{"y":1},"z":[{"y":2}],"y":3}"#,
      ]
    let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    let indexed = ReadAhead.check(bytes, at: 0).found
    let plain = ReadAhead.check(bytes, at: 0, indexed: false).found
    try #require(indexed.count == lines.count && plain.count == lines.count)
    for (n, (a, b)) in zip(indexed, plain).enumerated() {
      #expect(a.start == b.start && a.end == b.end && a.value == b.value)
      guard case .object(let x) = a.value, case .object(let y) = b.value,
        case .text(let textX) = x.storage, case .text(let textY) = y.storage
      else {
        Issue.record("not kept as text: \(a.value)")
        continue
      }
      #expect(!textY.hasMemberIndex)
      // Every line here but the one with a key written with an escape has an index.
      #expect(textX.hasMemberIndex == (n != ReadAheadSharingTests.uncanonical.count))
      for key in ["id", "name", "a", "b", "e", "y", "z", "東京", "nope"] {
        #expect(x[key] == y[key], "\(key)")
      }
      for path in [["a", "b", "c"], ["z", "y"], ["x", "y"], ["c", "d"]] {
        let steps = path.map { PathStep.key(FieldKey($0)) }
        #expect(
          textX.value(atPath: steps).map { JSONWriter.string($0) }
            == textY.value(atPath: steps).map { JSONWriter.string($0) }, "\(path)")
      }
    }
  }

  @Test func aCheckStoppedBetweenObjectsLeavesTheRestToTheReader() throws {
    let text = (0..<50).map { "{\"k\":\($0),\"s\":\"caf\\u00e9\"}" }.joined(separator: "\n")
    let bytes = Array((text + "\n").utf8)
    var asked = 0
    let (found, cutShort) = ReadAhead.check(bytes, at: 0) {
      asked += 1
      return asked > 3
    }
    #expect(found.count == 3)
    #expect(cutShort)
    #expect(!ReadAhead.check(bytes, at: 0).cutShort)
    // The reader takes the three, and parses the other 47 itself, with the same items.
    let empty = ReadAheadTests.file([])
    defer { close(empty) }
    let reader = JSONStreamReader(fd: empty, name: "stdin")
    reader.absorb(ReadAhead.Batch(bytes: bytes, offset: 0, checked: found))
    let items = ReadAheadTests.readItems(reader, .json)
    #expect(items == ReadAheadTests.items(bytes, .json, readAhead: false, pieces: nil))
    #expect(reader.parseAttempts == 47)
  }

  @Test func aReaderWithNothingToDoIsHandedBatchesBeforeTheirCheckEnds() throws {
    // The reader's side only takes batches, so it keeps finding the queue empty and asking;
    // the thread, checking, hands over what it has. Tried again in the unlikely case that
    // the thread was always ahead (each try reads 4 MB).
    let line = "{\"id\":1,\"name\":\"" + String(repeating: "y", count: 60) + "\",\"v\":[1,2,3]}\n"
    let bytes = Array(String(repeating: line, count: 50_000).utf8)
    let fd = ReadAheadTests.file(bytes)
    defer { close(fd) }
    var cutShort = 0
    for _ in 0..<20 where cutShort == 0 {
      _ = lseek(fd, 0, SEEK_SET)
      let ahead = try #require(ReadAhead(fd: fd, offset: 0, checkObjects: true))
      var total = 0
      while case .batch(var batch) = ahead.take(waiting: true) {
        total += batch.bytes.count
        ahead.recycle(&batch.bytes)
      }
      cutShort = ahead.shared.cutShort
      _ = ahead.stop()
      #expect(total == bytes.count)
    }
    #expect(cutShort > 0)
  }

  @Test func checkedObjectsGoBackToTheThreadToBeFreed() throws {
    // An input that is empty at once: the thread ends without checking anything, so only
    // the test frees what was given back.
    let fd = ReadAheadTests.file([])
    defer { close(fd) }
    let ahead = try #require(ReadAhead(fd: fd, offset: 0, checkObjects: true))
    defer { _ = ahead.stop() }
    let bytes = Array("{\"a\":1}\n{\"b\":\"caf\\u00e9\"}\n".utf8)
    var checked = ReadAhead.check(bytes, at: 0).found
    try #require(checked.count == 2)
    weak var first: JSONText?
    do {
      guard case .object(let object) = checked[0].value, case .text(let text) = object.storage
      else { throw ReadAheadSharingTests.NotText() }
      first = text
    }
    ahead.giveBack(&checked)
    #expect(checked.isEmpty)
    #expect(first != nil)
    // At most 8 batches' objects wait; beyond that the reader's side keeps (and frees) them.
    for k in 0..<9 {
      var more = ReadAhead.check(bytes, at: 0).found
      ahead.giveBack(&more)
      #expect(more.isEmpty == (k < 7), "give-back \(k)")
    }
    ahead.freeSpent()
    #expect(first == nil)
  }

  struct NotText: Error {}
}
