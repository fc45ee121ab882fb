import SignalboxJSON

/// The rest of one file read by jq 1.7.1's own parser (`JQTextParser`): after the bytes the
/// fast reader had buffered, the descriptor's, to its end, handed over in whole lines as jq
/// reads them. Under `--seq` an error is jq's "ignoring parse error" and the reading goes
/// on; otherwise it ends the input.
final class JQParsing {
  private var parser: JQTextParser
  /// The bytes read and not yet parsed: `partial[line]` is the line handed to the parser
  /// (jq hands its parser a line at a time), read up to `position`.
  private var partial: [UInt8]
  private var line = 0..<0
  private var position = 0
  /// The lines handed to the parser whole (with their newline), as jq counts them for
  /// `input_line_number` when this parser reads the file from its start.
  private(set) var linesRead = 0
  /// Where the search for the next newline got to.
  private var scanned = 0
  private var fd: Int32
  /// At the end of the file, the descriptor of the next one, whose bytes follow (jq 1.7.1
  /// reads its files as one text); nil: the input ends there.
  var nextFile: (() -> Int32?)? = nil
  private var atEOF = false
  /// The file's last byte read so far (its end met without a newline: jq's next read closes
  /// the file); nil while nothing but a byte order mark was read.
  private(set) var lastByte: UInt8? = nil
  /// The last byte of the text so far, the bytes handed over at the start included (the
  /// fast reader's, which `lastByte` leaves out).
  private(set) var lastByteOfText: UInt8? = nil
  /// The error that ends the input (jq's words, with its position).
  private(set) var failure: String? = nil
  /// Set when the file is read to its end (or ended by an error).
  private(set) var ended = false
  /// The last value came from the parser after every byte was parsed by an earlier call (a
  /// stream's closing event after `1]` at the end of a file without a newline): jq 1.7.1
  /// reads again first, meets the end and closes the file, so the value's line is 0 and its
  /// position `<unknown>`.
  private(set) var heldPastEnd = false
  /// `--seq` ignored an error at the end of the file: jq 1.7.1 reads again after it, meets
  /// the end and closes the file.
  private(set) var failedAtEnd = false
  /// The error at the end came after every byte of a last line without newline was parsed
  /// by an earlier call: jq 1.7.1 reads again first and closes the file (`<unknown>`).
  private(set) var failedPastEnd = false
  /// A read for the filter's `input`: an error is neither "ignoring parse error" (`--seq`)
  /// nor the end of the input, but `raised`, which `input` raises as jq 1.7.1 does; the
  /// reading goes on after it (at the next RS, or the next line).
  var raisesFailures = false
  /// The file is the last of the inputs, not slurped (`lastBufferStart`: jq's slurp reads
  /// on while its parser holds bytes).
  var lastFile = false
  /// A value or an error came from jq's last buffer (`lastBufferStart`).
  private var answeredInLastBuffer = false
  /// The input ended in the call of jq's reader that read its last buffer, with nothing
  /// from that buffer: jq reads no more, so its file stays open (`input_line_number`).
  private(set) var endedQuietly = false
  /// The error met while `raisesFailures` (jq's words, with its position).
  var raised: String? = nil
  /// `raised` was met at the end of the file (then jq's next read closes the input).
  private(set) var raisedAtEnd = false

  /// `--stream-errors`: an error is the value `[MESSAGE, PATH]`, and jq's parser reads on
  /// from the next line.
  private let errorsAsValues: Bool

  /// A UTF-8 byte order mark at the start may still come (jq's parser drops it before it
  /// counts a column: `--stream`, `--seq`).
  private var byteOrderMark: Bool

  init(
    _ bytes: [UInt8], fd: Int32, parser: JQTextParser, errorsAsValues: Bool = false,
    fromStart: Bool = false
  ) {
    self.byteOrderMark = fromStart
    self.partial = bytes
    self.lastByteOfText = bytes.last
    self.fd = fd
    self.parser = parser
    self.errorsAsValues = errorsAsValues
  }

  /// The next value; nil at the end of the file or at an error (`failure`).
  func next(complain: (String) -> Void) -> JSON? {
    var parsed = false
    while !ended {
      let step: JQTextParser.Step?
      if position < line.count {
        parsed = true
        let range = line
        parser.emptyRecordEndsFrom = answeredInLastBuffer ? nil : lastBufferStart()
        step = partial.withUnsafeBufferPointer {
          parser.next(UnsafeBufferPointer(rebasing: $0[range]), at: &position)
        }
      } else if line.upperBound >= 1 << 16 {
        // What was parsed goes, once it is long enough to be worth the move.
        partial.removeFirst(line.upperBound)
        scanned -= line.upperBound
        line = 0..<0
        continue
      } else if let next = nextLine() {
        line = next
        position = 0
        continue
      } else if !atEOF {
        read()
        continue
      } else {
        step = parser.finish()
        if step == nil {
          ended = true
          endedQuietly = !answeredInLastBuffer && lastBufferStart() != nil
        }
        if case .value = step { heldPastEnd = !parsed }
        if case .failure = step {
          failedAtEnd = true
          failedPastEnd = !parsed && lastByte.map { $0 != UInt8(ascii: "\n") } ?? false
        }
      }
      if parser.endedAtEmptyRecord {
        (ended, endedQuietly) = (true, true)
        return nil
      }
      // jq's reader reads its last buffer in one call and stops at an empty record only
      // within that call: once a value or an error came from the buffer, it reads on.
      if step != nil, let from = parser.emptyRecordEndsFrom, position > from {
        answeredInLastBuffer = true
      }
      switch step {
      case .value(let value): return value
      case .failure(let message) where raisesFailures && !errorsAsValues:
        (raised, raisedAtEnd) = (message, atEOF && position >= line.count)
        return nil
      case .failure(let message) where errorsAsValues:
        // An error is a value, `--seq` or not (jq's parser makes it one).
        let path = parser.ended ? parser.path : parser.failedPath
        return .array([.string(message), .array(path)])
      case .failure(let message) where parser.isSeq:
        complain("jq: ignoring parse error: \(message)\n")
      case .failure(let message):
        failure = message
        ended = true
      case nil: continue
      }
    }
    return nil
  }

  /// Where, in the line being parsed, jq 1.7.1's last buffer of the input starts: in the
  /// last file's last line when it has no newline, the last of the 4095-byte pieces `fgets`
  /// reads it in (`JQTextParser.emptyRecordEndsFrom`); nil elsewhere.
  private func lastBufferStart() -> Int? {
    guard lastFile, atEOF, line.upperBound == partial.count, !line.isEmpty,
      partial[line.upperBound - 1] != UInt8(ascii: "\n")
    else { return nil }
    return (line.count - 1) / 4095 * 4095
  }

  /// The line after the one parsed, when it is whole (or the last, at the end of the file);
  /// the search for its newline goes on where the last one stopped (`scanned`).
  private func nextLine() -> Range<Int>? {
    let from = max(line.upperBound, scanned)
    guard let newline = partial[from...].firstIndex(of: UInt8(ascii: "\n")) else {
      scanned = partial.count
      return atEOF && line.upperBound < partial.count ? line.upperBound..<partial.count : nil
    }
    scanned = newline + 1
    linesRead += 1
    return line.upperBound..<newline + 1
  }

  private func read() {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0, let next = nextFile?() {
        // Every whole line of the file was handed to the parser: the next file's count
        // from 0.
        (fd, linesRead) = (next, 0)
        continue
      } else if n <= 0 {
        atEOF = true
      } else {
        partial += chunk[0..<n]
        lastByte = chunk[n - 1]
        lastByteOfText = lastByte
      }
      stripByteOrderMark()
      return
    }
  }

  private func stripByteOrderMark() {
    guard byteOrderMark, scanned == 0, line.isEmpty else { return }
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    guard partial.count >= 3 || atEOF else { return }
    byteOrderMark = false
    guard partial.starts(with: bom) else { return }
    partial.removeFirst(3)
    // A file of only a byte order mark is read as an empty one: no last line without a
    // newline (jq 1.7.1's position stays `<stdin>:0`).
    if partial.isEmpty { lastByte = nil }
  }
}
