import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// Issue 25, Q2 and Q5: whitespace between values is skipped once and not kept; a value
/// longer than the limit and endless unreadable input under `lenient` end in an error.
/// The reader is fed chunks the way `read(2)` delivers them; work is counted, not timed.
@Suite struct ReaderLimitsTests {
  /// Feeds `text` in chunks of `chunk` bytes, as `StdinSource` does (a lenient skip is
  /// applied to each chunk), until the reader ends; also how many bytes were fed.
  private func read(
    _ text: [UInt8], mode: JSONStreamReader.Mode = .json, chunk: Int = 1 << 16,
    setUp: (JSONStreamReader) -> Void = { _ in }
  ) -> (items: [JSONStreamReader.Item], reader: JSONStreamReader, fed: Int) {
    let reader = JSONStreamReader(fd: -1, name: "stdin")
    setUp(reader)
    let (items, fed) = reader.readAll(text, mode, chunk: chunk) { reader.applyPendingSkip() }
    return (items, reader, fed)
  }

  private func texts(_ items: [JSONStreamReader.Item]) -> [String] { items.compactMap(\.text) }

  @Test(arguments: [UInt8(ascii: " "), 0x0a, 0x09])
  func whitespaceIsSkippedOnceAndNotKept(_ space: UInt8) {
    let size = 4 << 20
    let text = Array("1".utf8) + [UInt8](repeating: space, count: size) + Array("2\n".utf8)
    let (items, reader, _) = read(text)
    #expect(texts(items) == ["1", "2"])
    #expect(reader.bytesSkipped <= size + 2, "skipped \(reader.bytesSkipped) of \(size)")
    #expect(reader.buffer.capacity <= 1 << 18, "buffer \(reader.buffer.capacity) bytes")
  }

  @Test func whitespaceKeepsPositionsRight() {
    let text = Array(("1" + String(repeating: "\n", count: 200_000) + "  x").utf8)
    let (items, _, _) = read(text)
    #expect(texts(items) == ["1", "failure: stdin:200001:3: unexpected character 'x'"])
  }

  @Test func aValueLongerThanTheLimitIsAnError() {
    let text = Array(("[" + String(repeating: "1,", count: 50_000)).utf8)
    let (items, _, fed) = read(text, chunk: 4096) { $0.longestValue = 20_000 }
    #expect(
      texts(items) == [
        "failure: stdin: a JSON value longer than 20000 bytes (values are at most 20000"
          + " bytes; `stdin items` streams the parts of a bigger one)"
      ])
    #expect(fed < 40_000, "read \(fed) bytes")
  }

  @Test func lenientGivesUpOnEndlessUnreadableInput() {
    // No newline at all (`/dev/zero`), then garbage lines: each gives up after the limit.
    for garbage in [
      [UInt8](repeating: 0, count: 1 << 20), Array(String(repeating: "?\n", count: 1 << 19).utf8),
    ] {
      let (items, _, fed) = read(garbage, mode: .lenient, chunk: 4096) {
        $0.unreadableLimit = 100_000
      }
      #expect(texts(items).last == "failure: " + Message.tooMuchUnreadable("stdin", 100_000).text)
      #expect(fed < 200_000, "read \(fed) bytes")
    }
  }

  @Test func lenientKeepsGoingWhileValuesCome() {
    let text = Array(String(repeating: "garbage\n1\n", count: 20_000).utf8)
    let (items, _, _) = read(text, mode: .lenient, chunk: 4096) { $0.unreadableLimit = 1000 }
    #expect(texts(items).filter { $0 == "1" }.count == 20_000)
    #expect(!texts(items).contains { $0.hasPrefix("failure") })
  }
}
