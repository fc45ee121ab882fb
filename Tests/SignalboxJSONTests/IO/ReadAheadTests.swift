import Signalbox
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// `--threads 2`: a thread reads ahead (`ReadAhead`) and the reader takes its batches. Every
/// item, warning, failure and position must be what the reader gives on its own, whatever
/// the pieces the input arrives in; the queue stays bounded; stopping early gives back what
/// was read ahead.
@Suite struct ReadAheadTests {
  static let modes: [JSONStreamReader.Mode] = [
    .json, .lenient, .lines, .items(.document, lenient: false),
  ]

  @Test func generatedInputReadsTheSameWithAndWithoutTheThread() {
    var r = SplitMix(seed: 30)
    for case_ in 0..<24 {
      let bytes = ReadAheadTests.randomInput(&r)
      for mode in ReadAheadTests.modes {
        let alone = ReadAheadTests.items(bytes, mode, readAhead: false, pieces: nil)
        let fromFile = ReadAheadTests.items(bytes, mode, readAhead: true, pieces: nil)
        let fromPipe = ReadAheadTests.items(
          bytes, mode, readAhead: true, pieces: SplitMix(seed: r.next()))
        #expect(fromFile == alone, "case \(case_), \(mode), from a file")
        #expect(fromPipe == alone, "case \(case_), \(mode), from a pipe")
      }
    }
  }

  @Test func errorsKeepTheirPositionsPastManyBatches() {
    var r = SplitMix(seed: 5)
    // 400 KB of good lines, then a bad one: its line and column are counted across batches.
    var text = ""
    for k in 0..<4000 { text += ReadAheadTests.line(&r, k, bad: false) + "\n" }
    text += "{\"a\": @}\n{\"b\":1}\n"
    let bytes = Array(text.utf8)
    for mode in [JSONStreamReader.Mode.json, .lenient] {
      let alone = ReadAheadTests.items(bytes, mode, readAhead: false, pieces: nil)
      #expect(alone.contains { $0.contains(":7: ") })
      #expect(ReadAheadTests.items(bytes, mode, readAhead: true, pieces: nil) == alone)
      #expect(
        ReadAheadTests.items(bytes, mode, readAhead: true, pieces: SplitMix(seed: 9)) == alone)
    }
  }

  @Test func theThreadChecksTheObjectsTheReaderTakes() throws {
    // Compact NDJSON: every object is taken as checked ahead, none parsed again.
    let text = (0..<5000).map { "{\"id\":\($0),\"v\":\($0 % 100)}\r\n" }.joined()
    let fd = ReadAheadTests.file(Array(text.utf8))
    defer { close(fd) }
    let reader = JSONStreamReader(fd: fd, name: "stdin")
    // Not `adaptive`: a reader with nothing to do would take batches before all is checked.
    reader.readAheadBalance = .checkAll
    #expect(reader.beginReadAhead(checkObjects: true))
    let items = ReadAheadTests.readItems(reader, .json)
    reader.endReadAhead()
    #expect(items.count == 5001)
    #expect(items[4999] == "value {\"id\":4999,\"v\":99}")
    #expect(reader.parseAttempts == 0)
  }

  @Test func theQueueStaysBoundedWhileTheReaderIsBusy() {
    let line = "{\"id\":1,\"name\":\"" + String(repeating: "y", count: 200) + "\"}\n"
    let bytes = Array(String(repeating: line, count: 40_000).utf8)  // 8.8 MB
    let fd = ReadAheadTests.source(bytes, pieces: SplitMix(seed: 1))
    defer { ReadAheadTests.finish(fd) }
    let reader = JSONStreamReader(fd: fd, name: "stdin")
    #expect(reader.beginReadAhead(checkObjects: true))
    // The first read starts the thread (and takes its first batch); the reader then takes
    // nothing until the thread has filled the queue and waits for room.
    reader.fill()
    #expect(reader.readAhead != nil)
    while !(reader.readAhead?.isWaitingForRoom ?? true) { sched_yield() }
    let items = ReadAheadTests.readItems(reader, .json)
    let most = reader.readAhead?.mostQueued ?? 0
    reader.endReadAhead()
    #expect(items.count == 40_001)
    #expect(most >= ReadAhead.limit)
    #expect(most < ReadAhead.limit + ReadAhead.batchBytes + 4096)
  }

  @Test func stoppingEarlyGivesBackWhatWasReadAhead() {
    // `take 3` on an input that does not end: the thread stops at once (the pipe stays
    // open), and a later read goes on from the fourth value.
    var text = ""
    for k in 0..<20_000 { text += "{\"k\":\(k)}\n" }
    let bytes = Array(text.utf8)
    for mode in [JSONStreamReader.Mode.json, .lines] {
      var release: [Int32] = [0, 0]
      #expect(pipe(&release) == 0)
      let fd = ReadAheadTests.source(bytes, pieces: SplitMix(seed: 3), until: release[0])
      let reader = JSONStreamReader(fd: fd, name: "stdin")
      #expect(reader.beginReadAhead(checkObjects: mode == .json))
      let first = ReadAheadTests.readItems(reader, mode, limit: 3)
      reader.endReadAhead()
      #expect(reader.readAhead == nil)
      // The next subscription finds its value among what was given back: no thread starts.
      #expect(reader.beginReadAhead(checkObjects: mode == .json))
      let fourth = ReadAheadTests.readItems(reader, mode, limit: 1)
      #expect(reader.readAhead == nil)
      reader.endReadAhead()
      let rest = ReadAheadTests.readItems(reader, mode, limit: 20_000 - 4)
      #expect(first.count == 3)
      #expect(fourth == [mode == .json ? "value {\"k\":3}" : "value \"{\\\"k\\\":3}\""])
      #expect(rest.count == 20_000 - 4)
      let expected = (4..<20_000).map { k in
        mode == .json ? "value {\"k\":\(k)}" : "value \"{\\\"k\\\":\(k)}\""
      }
      #expect(rest == expected)
      close(release[1])  // now the writer closes its end
      ReadAheadTests.finish(fd)
      close(release[0])
    }
  }

  @Test func aReadErrorEndsTheInputAfterWhatWasRead() {
    // A directory: read(2) fails with EISDIR at once.
    let fd = open("/", O_RDONLY)
    defer { close(fd) }
    let alone = ReadAheadTests.readItems(JSONStreamReader(fd: fd, name: "stdin"), .json)
    let reader = JSONStreamReader(fd: fd, name: "stdin")
    #expect(reader.beginReadAhead(checkObjects: true))
    let ahead = ReadAheadTests.readItems(reader, .json)
    reader.endReadAhead()
    #expect(ahead == alone)
    #expect(alone.first?.hasPrefix("failure") == true)
  }

  @Test func aTerminalIsNotReadAhead() {
    var master: Int32 = 0
    var slave: Int32 = 0
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { return }
    defer {
      close(master)
      close(slave)
    }
    #expect(!JSONStreamReader(fd: slave, name: "stdin").beginReadAhead(checkObjects: true))
  }
}
