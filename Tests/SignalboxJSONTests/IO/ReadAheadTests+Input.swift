import Signalbox
import SignalboxTestSupport

@testable import SignalboxJSON

/// Generated input and the reader driven as the `stdin` source drives it, for
/// `ReadAheadTests`.
extension ReadAheadTests {
  /// What a reader gives for `bytes` in `mode`, one line per item, read from a pipe written in
  /// pieces of random size (`pieces`) or from a file (nil), with a thread reading ahead or not;
  /// `balance`: how the thread shares the work.
  static func items(
    _ bytes: [UInt8], _ mode: JSONStreamReader.Mode, readAhead: Bool, pieces: SplitMix?,
    balance: ReadAhead.Balance = .adaptive
  ) -> [String] {
    let fd = pieces.map { source(bytes, pieces: $0) } ?? file(bytes)
    defer { finish(fd) }
    let reader = JSONStreamReader(fd: fd, name: "stdin")
    reader.readAheadBalance = balance
    let ahead = readAhead && reader.beginReadAhead(checkObjects: mode == .json || mode == .lenient)
    if readAhead && !ahead { return ["no thread"] }
    defer { if ahead { reader.endReadAhead() } }
    return readItems(reader, mode)
  }

  /// Items until the end or a failure (or `limit` values), as the stdin source takes them.
  static func readItems(
    _ reader: JSONStreamReader, _ mode: JSONStreamReader.Mode, limit: Int = .max
  )
    -> [String]
  {
    var out: [String] = []
    var values = 0
    while values < limit {
      switch reader.next(mode) {
      case .value(let value):
        out.append("value " + JSONWriter.string(value))
        values += 1
      case .warning(let text): out.append("warning " + text)
      case .failure(let message):
        out.append("failure \(message.text) [\(message.id.rawValue)]")
        return out
      case .end:
        out.append("end")
        return out
      case .needInput:
        reader.fill()
        reader.applyPendingSkip()
      }
    }
    return out
  }

  /// The read end of a pipe that a thread writes `bytes` into, in pieces of random size,
  /// then closes (once `until`, when given, is readable: the input stays open till then).
  static func source(_ bytes: [UInt8], pieces: SplitMix, until: Int32? = nil) -> Int32 {
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0)
    let writeEnd = ends[1]
    let writer = Writer(bytes: bytes, random: pieces)
    precondition(
      OSThread.detach {
        writer.run(writeEnd)
        if let until {
          var byte: UInt8 = 0
          _ = read(until, &byte, 1)
        }
        close(writeEnd)
      })
    return ends[0]
  }

  /// A file holding `bytes`, opened for reading (and already unlinked).
  static func file(_ bytes: [UInt8]) -> Int32 {
    var template = Array("/tmp/signalbox-readahead-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    precondition(fd >= 0)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
      precondition(n > 0)
      written += n
    }
    _ = lseek(fd, 0, SEEK_SET)
    return fd
  }

  /// Reads what is left (so a pipe's writer finishes), then closes.
  static func finish(_ fd: Int32) {
    var scratch = [UInt8](repeating: 0, count: 1 << 16)
    while scratch.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    close(fd)
  }

  final class Writer: @unchecked Sendable {
    let bytes: [UInt8]
    var random: SplitMix
    init(bytes: [UInt8], random: SplitMix) {
      self.bytes = bytes
      self.random = random
    }

    func run(_ fd: Int32) {
      var at = 0
      while at < bytes.count {
        let size = [1, 7, 100, 4096, 70_000][random.below(5)]
        let end = min(bytes.count, at + 1 + random.below(size))
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + at, end - at) }
        if n <= 0 { break }
        at += n
      }
    }
  }

  /// A line of NDJSON of one of the kinds users' data has, good or bad.
  static func line(_ r: inout SplitMix, _ k: Int, bad: Bool) -> String {
    if bad {
      return ["{\"a\":}", "nope", "{\"a\":1,}", "[1,2", "{\"s\":\"\u{01}\"}", "\"open", "}"][
        r.below(7)]
    }
    switch r.below(16) {
    case 0: return ""
    case 1: return "   \t"
    case 2: return "{\"id\":\(k),\"v\":\(r.below(100)),\"name\":\"n\(k)\"}\r"
    case 3: return "{ \"id\": \(k), \"v\": 1.50 }"
    case 4: return "{\"id\":\(k),\"name\":\"caf\\u00e9 \\/ é 東京\",\"p\":25.0,\"e\":1E-2}"
    case 5: return "{\n  \"id\": \(k),\n  \"list\": [1, 2]\n}"
    case 6: return "\(k) \"s\(k)\" true null [\(k),{\"a\":1}]"
    case 7: return "{\"a\":1} {\"b\":2}{\"c\":[]}"
    case 8: return "{\"a\":1,\"a\":2,\"id\":\(k)}"
    case 9:
      return "{\"id\":\(k),\"long\":\"" + String(repeating: "x", count: 1000 + r.below(80_000))
        + "\"}"
    case 10: return "{\"id\":\(k),\"deep\":{\"a\":{\"b\":[{\"c\":null}]}},\"ok\":true}"
    case 11: return "{\"id\":\(k),\"big\":12345678901234567890,\"f\":0.1e1}"
    default: return "{\"id\":\(k),\"v\":\(r.below(100)),\"name\":\"n\(k)\",\"ok\":false}"
    }
  }

  /// A generated input: up to 300 lines, a third of the time one of them bad, now and
  /// then a byte-order mark or a last line with no newline.
  static func randomInput(_ r: inout SplitMix) -> [UInt8] {
    let count = 1 + r.below(300)
    let bad = r.below(3) == 0 ? r.below(count) : nil
    return input(&r, count: count, bad: bad, bom: r.below(6) == 0, cut: r.below(3) == 0)
  }

  /// An input of `count` lines; a bad line at `bad` (if any), a byte order mark at the
  /// start when `bom`, and the last newline left out when `cut`.
  static func input(_ r: inout SplitMix, count: Int, bad: Int?, bom: Bool, cut: Bool) -> [UInt8] {
    var text = bom ? "\u{FEFF}" : ""
    for k in 0..<count {
      text += line(&r, k, bad: k == bad)
      if k < count - 1 || !cut { text += "\n" }
    }
    var bytes = Array(text.utf8)
    if r.below(4) == 0, let at = bytes.indices.randomElement(using: &r) {
      bytes[at] = 0xFF  // invalid UTF-8 somewhere
    }
    return bytes
  }
}

extension SplitMix: RandomNumberGenerator {}
