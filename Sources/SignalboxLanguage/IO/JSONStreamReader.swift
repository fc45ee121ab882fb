#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  /// glibc's `malloc_trim` (in malloc.h, which the Glibc module leaves out).
  @_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

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
final class JSONStreamReader: @unchecked Sendable {
  enum Mode: Sendable, Equatable {
    case json, lines, lenient
    /// `stdin items [PATH] [lenient]`: the parts of each document (JSONStreamReader+Items).
    case items(ItemsPath, lenient: Bool)
  }
  enum Item {
    case value(JSON)
    case failure(String)
    case warning(String)
    case end
    case needInput
  }

  let fd: Int32
  let name: String
  /// The longest line `lines` mode holds (`Limits.longestLine`; tests make it smaller): a
  /// line still without its newline past it is an error, so `file "/dev/zero" lines` ends
  /// instead of growing until memory runs out.
  var longestLine = Limits.longestLine
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
  private var lineSearched = 0

  /// Work done, for tests that check time is linear by counting it: full parses
  /// attempted (each over the value from its first byte), and the bytes those covered.
  private(set) var parseAttempts = 0
  private(set) var bytesParsed = 0
  /// `stdin lines`: the bytes searched for a newline.
  private(set) var bytesSearched = 0

  /// One read's worth of bytes, reused.
  private var scratch = [UInt8](repeating: 0, count: 1 << 16)

  init(fd: Int32, name: String) {
    self.fd = fd
    self.name = name
  }

  /// Reads once from the descriptor (blocking if nothing is there). Returns false at end
  /// (or on a read error, kept in `readError`).
  @discardableResult
  func fill() -> Bool {
    if atEOF { return false }
    var got = 0
    while true {
      got = scratch.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress!, raw.count) }
      if got < 0 && errno == EINTR { continue }
      break
    }
    if got < 0 {
      readFailed(String(cString: strerror(errno)))
      return false
    }
    if got == 0 {
      atEOF = true
      return false
    }
    scratch.withUnsafeBufferPointer { feed(UnsafeBufferPointer(rebasing: $0[0..<got])) }
    return true
  }

  /// Appends bytes as if read (`fill` uses it; tests feed bytes directly).
  func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
    compact()
    let needed = buffer.count + bytes.count
    if needed > buffer.capacity && buffer.count >= 1 << 20 {
      // A big value is arriving. From a regular file, room for the rest of the file (at
      // most four times what is there) is reserved at once; otherwise the buffer grows by
      // half, not double (growing copies the buffer, and the old and new buffers are both
      // alive while it does).
      var more = buffer.count / 2
      if let rest = remainingFileBytes(), rest > 0 { more = min(rest, buffer.count * 4) }
      buffer.reserveCapacity(max(needed, buffer.count + more))
    }
    buffer.append(contentsOf: bytes)
  }

  /// The bytes left to read when the descriptor is a regular file.
  private func remainingFileBytes() -> Int? {
    guard fd >= 0 else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let offset = lseek(fd, 0, SEEK_CUR)
    guard offset >= 0 else { return nil }
    return Int(info.st_size) - Int(offset)
  }

  /// After a big value or line is taken, its bytes are dropped at once, before it is
  /// delivered, so the buffer and what was made of it are not both kept while it is used.
  func dropConsumedBigValue() {
    if start > 1 << 20 { compact() }
  }

  /// Marks the end of the input (for tests that feed bytes).
  func finish() { atEOF = true }

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
    (baseLine, baseColumn) = buffer.withUnsafeBufferPointer {
      JSONStreamReader.advance(line: baseLine, column: baseColumn, over: UnsafeBufferPointer(rebasing: $0[..<cut]))
    }
    buffer.removeFirst(cut)
    // After a big value, give its memory back rather than keep it for small ones.
    if buffer.capacity > 1 << 20 && buffer.count < buffer.capacity / 4 {
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

  /// The line and column after `bytes`, starting at `line`:`column`: newlines found by
  /// `memchr` (vectorised in libc: NDJSON has one every few hundred bytes), and UTF-8
  /// continuation bytes counted, eight bytes at a time, only after the last newline
  /// (columns count characters).
  static func advance(line: Int, column: Int, over bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    guard let base = bytes.baseAddress else { return (line, column) }
    var newlines = 0
    var lineStart = 0  // after the last newline
    while lineStart < bytes.count, let found = memchr(base + lineStart, 0x0a, bytes.count - lineStart) {
      newlines += 1
      lineStart = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
    }
    let tail = UnsafeBufferPointer(rebasing: bytes[lineStart...])
    let characters = tail.count - continuationBytes(in: tail)
    return newlines > 0 ? (line + newlines, 1 + characters) : (line, column + characters)
  }

  /// The number of `\n` bytes, eight at a time (every byte read passes through here: plain
  /// integer operations, fast in a debug build too, where SIMD types are not).
  static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    var count = 0
    var i = 0
    while i + 8 <= bytes.count {
      // A byte of `x` is zero exactly where the word has a newline; `t` has the top bit of
      // exactly those bytes (no borrow crosses bytes: each sum stays within its byte).
      let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ newline
      let t = ~(((x & lows) &+ lows) | x | lows)
      count &+= t.nonzeroBitCount
      i += 8
    }
    while i < bytes.count {
      if bytes[i] == 0x0a { count += 1 }
      i += 1
    }
    return count
  }

  /// The number of UTF-8 continuation bytes (`10xxxxxx`), eight at a time.
  static func continuationBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let highs: UInt64 = 0x8080_8080_8080_8080
    var count = 0
    var i = 0
    while i + 8 <= bytes.count {
      // Bit 7 set and bit 6 clear: shifted left by one, each byte's bit 6 lands on its bit 7.
      let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      count &+= (w & ~(w << 1) & highs).nonzeroBitCount
      i += 8
    }
    while i < bytes.count {
      if bytes[i] & 0xC0 == 0x80 { count += 1 }
      i += 1
    }
    return count
  }

  /// The next item from what is buffered; `.needInput` when more bytes are needed.
  func next(_ mode: Mode) -> Item {
    if failed { return .end }
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
        return .failure("\(name): \(readError)")
      default: break
      }
    }
    return item
  }

  private func nextLine() -> Item {
    pending = nil
    let from = start + lineSearched
    bytesSearched += max(0, buffer.count - from)
    let newline: Int? = buffer.withUnsafeBufferPointer { bytes in
      guard from < bytes.count, let found = memchr(bytes.baseAddress! + from, 0x0a, bytes.count - from) else { return nil }
      return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - bytes.baseAddress!
    }
    if let newline {
      let line = takeLine(upTo: newline)
      start = newline + 1
      lineSearched = 0
      dropConsumedBigValue()
      return .value(.string(line))
    }
    lineSearched = buffer.count - start
    if !atEOF {
      if lineHeadBytes + lineSearched > longestLine {
        lineHead = []
        lineHeadBytes = 0
        start = buffer.count
        lineSearched = 0
        return .failure(Message.lineTooLong(name, longestLine).text)
      }
      if lineSearched >= 1 << 20 { moveLineHead() }
      return .needInput
    }
    lineSearched = 0
    if start < buffer.count || !lineHead.isEmpty {
      let line = takeLine(upTo: buffer.count)
      start = buffer.count
      dropConsumedBigValue()
      return .value(.string(line))
    }
    return .end
  }

  /// The beginning of a long line (a megabyte or more) without its newline yet, moved out
  /// of the buffer in pieces as it arrives and joined once the line is complete: the line
  /// is then held about once (its pieces, then the string they make, each piece let go as
  /// it is copied), not twice (the buffer and the string made from it), and never copied
  /// by a growing string.
  private var lineHead: [String] = []
  /// The bytes in `lineHead`.
  private var lineHeadBytes = 0

  /// The line from `start` to `end`, after the pieces already moved out.
  private func takeLine(upTo end: Int) -> String {
    let rest = String(decoding: buffer[start..<end], as: UTF8.self)
    guard !lineHead.isEmpty else { return rest }
    var line = ""
    line.reserveCapacity(lineHead.reduce(rest.utf8.count) { $0 + $1.utf8.count })
    for k in lineHead.indices {
      line.append(lineHead[k])
      lineHead[k] = ""
      #if canImport(Glibc)
        // Pieces of a megabyte go back to malloc's free lists, not to the system: give
        // them back every 16 MB, so the pieces and the line are not both resident.
        if k % 16 == 15 { _ = mallocTrim(0) }
      #endif
    }
    lineHead = []
    lineHeadBytes = 0
    line.append(rest)
    return line
  }

  /// Moves the line's bytes so far into a piece of `lineHead`, up to the last complete
  /// UTF-8 sequence (an incomplete one stays in the buffer for the next read to finish).
  private func moveLineHead() {
    var cut = buffer.count
    var lead = cut - 1
    while lead > start && cut - lead < 4 && buffer[lead] & 0xC0 == 0x80 { lead -= 1 }
    if buffer[lead] >= 0xC0 && lead + JSONParser.utf8Length(buffer[lead]) > buffer.count { cut = lead }
    lineHead.append(String(decoding: buffer[start..<cut], as: UTF8.self))
    lineHeadBytes += cut - start
    start = cut
    lineSearched = buffer.count - start
  }

  /// Whether the start of the input was looked at for a byte order mark.
  var checkedBOM = false

  private func nextValue(lenient: Bool) -> Item {
    lineSearched = 0
    if !lineHead.isEmpty { lineHead = [] }
    if !checkedBOM {
      // A UTF-8 byte order mark before the first value is skipped, as jq does.
      let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
      let head = buffer[start..<min(buffer.count, start + 3)]
      if head.elementsEqual(bom) {
        start += 3
      } else if !atEOF && head.count < 3 && head.elementsEqual(bom.prefix(head.count)) && !head.isEmpty {
        return .needInput
      }
      if !head.isEmpty || atEOF { checkedBOM = true }
    }
    if var scanner = pending {
      // A value already known to be incomplete: look only at the bytes that came since.
      let done = buffer.withUnsafeBufferPointer { scanner.scan($0) }
      pending = scanner
      if !done && !atEOF {
        let size = buffer.count - scanner.valueStart
        guard size >= nextCheck else { return .needInput }
        nextCheck = size * 4
        // Checked without building, so that an error is reported without waiting for
        // the value's end; each check covers at most a quarter more than the last.
        let checked = buffer.withUnsafeBufferPointer { bytes in
          countParse(bytes.count - scanner.valueStart)
          return JSONParser.check(bytes, from: scanner.valueStart, atEOF: false).outcome
        }
        if case .failure(let message, let offset) = checked {
          pending = nil
          return report(message, at: offset, lenient: lenient)
        }
        return .needInput
      }
      pending = nil
    }
    let outcome = buffer.withUnsafeBufferPointer { bytes -> (JSONParser.Outcome, Int) in
      let first = JSONParser.skipWhitespace(bytes, from: start)
      if first == bytes.count { return (.needMore, first) }
      countParse(bytes.count - first)
      return (JSONParser.parseKeepingText(bytes, from: first, atEOF: atEOF), first)
    }
    switch outcome.0 {
    case .value(let value, let end):
      start = end
      dropConsumedBigValue()
      return .value(value)
    case .needMore:
      if atEOF {
        if outcome.1 >= buffer.count { return .end }
        return report("unexpected end of input", at: buffer.count, lenient: lenient)
      }
      if outcome.1 < buffer.count {
        // Incomplete: from now on the scanner finds its end.
        var scanner = ValueEndScanner(valueStart: outcome.1)
        let done = buffer.withUnsafeBufferPointer { scanner.scan($0) }
        if !done {
          pending = scanner
          nextCheck = (buffer.count - outcome.1) * 4
        }
      }
      return .needInput
    case .failure(let message, let offset):
      return report(message, at: offset, lenient: lenient)
    }
  }

  func countParse(_ bytes: Int) {
    parseAttempts += 1
    bytesParsed += bytes
  }

  private func report(_ message: String, at offset: Int, lenient: Bool) -> Item {
    let position = buffer.withUnsafeBufferPointer {
      JSONSyntaxError(bytes: $0, offset: offset, message: message, firstLine: baseLine, firstColumn: baseColumn)
    }
    let where_ = "\(name):\(position.line):\(position.column)"
    if lenient {
      if let newline = buffer[offset...].firstIndex(of: 0x0a) {
        start = newline + 1
      } else {
        start = buffer.count
        if !atEOF { skipRestOfLine = true }
      }
      return .warning("\(where_): warning: \(message)")
    }
    failed = true
    return .failure("\(where_): \(message)")
  }

  /// Set when a lenient skip ran into the end of the buffer: the rest of that line is
  /// dropped as it arrives.
  private var skipRestOfLine = false

  /// Applies a pending lenient skip to newly read bytes.
  func applyPendingSkip() {
    guard skipRestOfLine else { return }
    if let newline = buffer[start...].firstIndex(of: 0x0a) {
      start = newline + 1
      skipRestOfLine = false
    } else {
      start = buffer.count
      if atEOF { skipRestOfLine = false }
    }
  }
}

/// Follows a JSON value through the bytes as they arrive, to find where it ends without
/// parsing it: the nesting depth, whether it is inside a string, and whether the last
/// byte was a backslash. Each byte is looked at once however many reads the value takes.
/// It does not validate: the parser, run once the end is found, reports what is wrong.
struct ValueEndScanner {
  /// Where the value starts in the reader's buffer.
  private(set) var valueStart: Int
  /// The next byte to look at.
  private var position: Int
  private var depth = 0
  private var inString = false
  private var escaped = false
  /// The value is a number or a literal (it ends at the first byte that cannot be in one).
  private var scalar = false

  init(valueStart: Int) {
    self.valueStart = valueStart
    self.position = valueStart
  }

  /// The buffer lost its first `count` bytes.
  mutating func shift(by count: Int) {
    valueStart -= count
    position -= count
  }

  /// Scans the new bytes; true when the value's end (or, for a number or literal, the
  /// byte after it) is in the buffer.
  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let end = bytes.count
    var i = position
    if i == valueStart && i < end {
      switch base[i] {
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
      case UInt8(ascii: "\""): inString = true
      default: scalar = true
      }
      i += 1
    }
    defer { position = i }
    if scalar {
      while i < end {
        switch base[i] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
          i += 1
        default: return true
        }
      }
      return false
    }
    while i < end {
      if inString {
        if escaped {
          escaped = false
          i += 1
          continue
        }
        i = ValueEndScanner.quoteOrBackslash(base, from: i, end: end)
        guard i < end else { break }
        if base[i] == UInt8(ascii: "\\") {
          escaped = true
        } else {
          inString = false
          if depth == 0 {
            i += 1
            return true
          }
        }
        i += 1
        continue
      }
      switch base[i] {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 {
          i += 1
          return true
        }
      default: break
      }
      i += 1
    }
    return false
  }

  /// The offset of the first `"` or `\\` at or after `start`, or `end`: eight bytes at
  /// a time (see `QuickCheck.firstSpecialByte`).
  @inline(__always)
  static func quoteOrBackslash(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    let raw = UnsafeRawPointer(base)
    var i = start
    while i + 8 <= end {
      let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let flags = zeroBytes(w ^ (ones &* 0x22)) | zeroBytes(w ^ (ones &* 0x5C))
      if flags != 0 { return i + flags.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < end && base[i] != UInt8(ascii: "\"") && base[i] != UInt8(ascii: "\\") { i += 1 }
    return i
  }
}
