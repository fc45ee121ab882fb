/// Reads JSON values (or lines) from a file descriptor with buffered `read(2)`, one value
/// at a time, keeping track of lines so errors say `NAME:LINE:COL`.
///
/// Time is linear in the input whatever its shape. A value that is complete in the buffer
/// is parsed at once (the NDJSON case, with `QuickCheck` and kept text). A value cut off
/// by the end of the buffer is not parsed again after every read: a `ValueEndScanner`
/// follows it through each new chunk (brackets, strings, escapes) and the value is parsed
/// once, when the scanner has seen its end. While a value is incomplete it is also checked
/// (without building) each time its buffered text has grown fourfold, so an error in it is
/// reported without waiting for its end. A line under `stdin lines` is likewise searched
/// for its newline only in the bytes that arrived since the last search.
///
/// `@unchecked Sendable`: a reader is used by one subscription at a time, from the thread
/// that runs the session (the scheduler's thread).
package final class JSONStreamReader: @unchecked Sendable {
  package enum Mode: Sendable, Equatable {
    case json, lines, lenient
    /// `stdin items [PATH] [lenient]`: the parts of each document (JSONStreamReader+Items).
    case items(ItemsPath, lenient: Bool)
  }
  package enum Item {
    case value(JSON)
    /// The error event's message (its text positioned: `stdin:2:5: …`) with its ID.
    case failure(DiagnosticMessage)
    case warning(String)
    case end
    case needInput
  }

  package let fd: Int32
  let name: String
  /// The longest line `lines` mode holds (`JSONLimits.longestLine`; tests make it smaller): a
  /// line still without its newline past it is an error, so `file "/dev/zero" lines` ends
  /// instead of growing until memory runs out.
  var longestLine = JSONLimits.longestLine
  /// The longest JSON value the JSON modes hold (`JSONLimits.longestValue`; tests make it
  /// smaller), and how much unreadable input in a row `lenient` skips before giving up.
  var longestValue = JSONLimits.longestValue
  var unreadableLimit = JSONLimits.unreadableInput
  /// `signalbox jq`'s input: jq 1.7.1's `NaN`, `Infinity`… are numbers (JSONParser+NonFinite).
  package var nonFiniteNumbers = false
  /// `signalbox jq`: another file follows, which may go on with a last literal (`jqLiteralEnd`).
  package var moreInputFollows = false
  /// `lines`: the last line given ended at the end of the file, without a newline.
  package internal(set) var lastLineEndedFile = false
  /// The bytes dropped from the front of the buffer so far, and the input's offset (in
  /// the same count) where the last value read ended: `lenient` gives up when it has
  /// skipped `unreadableLimit` bytes past it.
  var droppedBytes = 0
  var lastValueEnd = 0
  /// Set when a lenient skip went past `unreadableLimit`.
  var gaveUp = false
  // Not private: the items walk (JSONStreamReader+Items.swift) reads and moves them too.
  var buffer: [UInt8] = []
  var start = 0
  /// The position of `buffer[0]`: its line and column (1-based, in characters).
  var baseLine = 1
  var baseColumn = 1
  private(set) var atEOF = false
  var failed = false
  /// The OS's message for a failed read: reported as an error once the buffered values
  /// are delivered.
  private(set) var readError: String?

  /// The value that the buffer holds only the beginning of, followed by a scanner.
  var pending: ValueEndScanner?
  /// The pending value is checked again when its buffered text reaches this size.
  var nextCheck = 0
  /// `stdin items`: where the walk through the document is.
  var items: ItemsWalker?
  /// `stdin lines`: the bytes after `start` already searched for a newline.
  var lineSearched = 0

  /// Work done, for tests that check time is linear by counting it: full parses
  /// attempted (each over the value from its first byte), and the bytes those covered.
  var parseAttempts = 0
  var bytesParsed = 0
  /// `stdin lines`: the bytes searched for a newline.
  var bytesSearched = 0
  /// JSON modes: the whitespace bytes skipped between values.
  var bytesSkipped = 0
  /// Whether objects parsed here get a member index.
  var indexGate = MemberIndexGate()

  /// `--threads 2`: the thread reading ahead (JSONStreamReader+ReadAhead.swift), the
  /// subscriptions using it, and the objects it found in the batches taken so far (input
  /// offsets), from `preCheckedNext` on not yet reached.
  var readAhead: ReadAhead?
  var readAheadUsers = 0
  /// What the thread is to do when started; set when no thread could be made.
  var readAheadChecks = false
  var readAheadUnavailable = false
  /// How the thread shares the work (tests pin it).
  var readAheadBalance = ReadAhead.Balance.adaptive
  var preChecked: [ReadAhead.PreChecked] = []
  var preCheckedNext = 0

  /// The most one `read(2)` asks for.
  static let chunk = 1 << 16

  package init(fd: Int32, name: String) {
    self.fd = fd
    self.name = name
  }

  /// Reads once from the descriptor (blocking if nothing is there), straight into the
  /// buffer's spare room: the bytes are not copied from a separate read buffer. Returns
  /// false at end (or on a read error, kept in `readError`).
  /// With a thread reading ahead, takes its next batch instead (waiting for one unless
  /// `waiting` is false: a run loop's callback when its descriptor said one is there).
  @discardableResult
  package func fill(waiting: Bool = true) -> Bool {
    if atEOF { return false }
    if readAheadUsers > 0, let readAhead = readAhead ?? startReadAhead() {
      return fill(from: readAhead, waiting: waiting)
    }
    compact()
    if !makeRoom(for: JSONStreamReader.chunk) {
      atEOF = true
      return false
    }
    var got = 0
    var failure: Int32 = 0
    buffer.append(addingCapacity: JSONStreamReader.chunk) { span in
      span.withUnsafeMutableBufferPointer { room, initialized in
        while true {
          got = read(fd, room.baseAddress!, room.count)
          if got < 0 && errno == EINTR { continue }
          break
        }
        if got > 0 { initialized = got } else if got < 0 { failure = errno }
      }
    }
    if got < 0 {
      readFailed(String(cString: strerror(failure)))
      return false
    }
    if got == 0 {
      atEOF = true
      return false
    }
    return true
  }

  /// Appends bytes as if read (tests feed bytes directly).
  package func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
    compact()
    _ = makeRoom(for: bytes.count)
    buffer.append(contentsOf: bytes)
  }

  private func fill(from readAhead: ReadAhead, waiting: Bool) -> Bool {
    switch readAhead.take(waiting: waiting) {
    case .batch(let batch):
      absorb(batch, recycling: readAhead)
      return true
    case .end(let readError):
      endAfterReadAhead(readError: readError)
      return false
    case .nothing: return true
    }
  }

  /// Appends a batch read ahead: it becomes the buffer when everything before it is
  /// consumed (no copy), and its checked objects join those not yet reached.
  func absorb(_ batch: ReadAhead.Batch, recycling readAhead: ReadAhead? = nil) {
    compact()
    if buffer.isEmpty {
      var old = batch.bytes
      swap(&old, &buffer)
      readAhead?.recycle(&old)
    } else {
      _ = makeRoom(for: batch.bytes.count)
      buffer.append(contentsOf: batch.bytes)
    }
    if preCheckedNext >= preChecked.count {
      var spent = batch.checked
      swap(&spent, &preChecked)
      preCheckedNext = 0
      // Freed on the thread that made them (ReadAhead+Recycling.swift).
      readAhead?.giveBack(&spent)
    } else {
      preChecked.append(contentsOf: batch.checked)
    }
  }

  /// The end the thread reading ahead found, once its batches are taken.
  func endAfterReadAhead(readError: String?) {
    if let readError { readFailed(readError) } else { atEOF = true }
  }

  /// Makes room for `count` more bytes when a big value is arriving (the buffer holds
  /// 64 KiB or more). From a regular file, room for the rest of the file (at most four
  /// times what is there) is reserved at once, so the buffer ends the size of the file
  /// rather than of the next power of two; otherwise the buffer grows by half, not double
  /// (growing copies the buffer, and the old and new buffers are both alive while it
  /// does). Smaller buffers grow as arrays do. False when the descriptor is a regular file
  /// with nothing left to read: its end, without growing the buffer for a read of nothing.
  private func makeRoom(for count: Int) -> Bool {
    let needed = buffer.count + count
    if needed > buffer.capacity && buffer.count >= 1 << 16 {
      let rest = remainingFileBytes()
      if rest == 0 { return false }
      var more = buffer.count / 2
      if let rest, rest > 0 { more = min(rest, buffer.count * 4) }
      buffer.reserveCapacity(max(needed, buffer.count + more))
    }
    return true
  }

  /// After a big value or line (256 KiB or more) is taken, its bytes are dropped at once,
  /// before it is delivered, so the buffer and what was made of it are not both kept while
  /// it is used.
  func dropConsumedBigValue() {
    if start >= 1 << 18 { compact() }
  }

  /// Marks the end of the input (for tests that feed bytes).
  package func finish() { atEOF = true }
  /// A read failed with the OS's `message`: the input ends there, in that error.
  func readFailed(_ message: String) {
    readError = message
    atEOF = true
  }

  /// Drops consumed bytes, remembering the line and column where the buffer now starts.
  /// Only bytes already consumed are dropped, and each is counted once.
  private func compact() {
    guard start > 1 << 16 || (start > 0 && start == buffer.count) else { return }
    let cut = start
    droppedBytes += cut
    (baseLine, baseColumn) = buffer.withUnsafeBufferPointer {
      JSONStreamReader.advance(
        line: baseLine, column: baseColumn, over: UnsafeBufferPointer(rebasing: $0[..<cut]))
    }
    buffer.removeFirst(cut)
    // After a big value, give its memory back rather than keep it for small ones.
    if buffer.capacity >= 1 << 19 && buffer.count < buffer.capacity / 4 {
      var smaller: [UInt8] = []
      smaller.reserveCapacity(max(buffer.count * 2, 1 << 17))
      smaller.append(contentsOf: buffer)
      buffer = smaller
    }
    start = 0
    if var scanner = pending {
      scanner.shift(by: cut)
      pending = scanner
    }
    if var scanner = items?.keyScanner {
      scanner.shift(by: cut)
      items?.keyScanner = scanner
    }
  }

  /// The next item from what is buffered; `.needInput` when more bytes are needed.
  package func next(_ mode: Mode) -> Item {
    if failed { return .end }
    if gaveUp, let giveUp = unreadableGiveUp() { return giveUp }
    let item: Item
    switch mode {
    case .lines: item = nextLine()
    case .json, .lenient: item = nextValue(lenient: mode == .lenient)
    case .items(let path, let lenient): item = nextItem(path: path, lenient: lenient)
    }
    if let readError {
      // What was read before the error is delivered first; then the error ends the
      // stream (also when it cut a value short: the read error, not "unexpected end").
      switch item {
      case .end, .failure:
        failed = true
        let message = Message.cannotOpen(name, readError)
        return .failure(message)
      default: break
      }
    }
    return item
  }

  /// The beginning of a long line (a megabyte or more) without its newline yet, moved out
  /// of the buffer in pieces as it arrives and joined once the line is complete: the line
  /// is then held about once (its pieces, then the string they make, each piece let go as
  /// it is copied), not twice (the buffer and the string made from it), and never copied
  /// by a growing string.
  var lineHead: [String] = []
  /// The bytes in `lineHead`.
  var lineHeadBytes = 0
  /// Whether the start of the input was looked at for a byte order mark.
  var checkedBOM = false
  /// Set when a lenient skip ran into the end of the buffer: the rest of that line is
  /// dropped as it arrives.
  var skipRestOfLine = false
}
