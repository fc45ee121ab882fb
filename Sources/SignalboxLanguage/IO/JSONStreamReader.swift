#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads JSON values (or lines) from a file descriptor with buffered `read(2)`, one value
/// at a time, keeping track of lines so errors say `NAME:LINE:COL`.
///
/// `@unchecked Sendable`: a reader is used by one subscription at a time, from the thread
/// that runs the session (the scheduler's thread).
final class JSONStreamReader: @unchecked Sendable {
  enum Mode: Sendable { case json, lines, lenient }
  enum Item {
    case value(JSON)
    case failure(String)
    case warning(String)
    case end
    case needInput
  }

  let fd: Int32
  let name: String
  private var buffer: [UInt8] = []
  private var start = 0
  private var baseLine = 1  // the line number of buffer[0], which starts a line
  private(set) var atEOF = false
  private var failed = false

  /// One read's worth of bytes, reused.
  private var scratch = [UInt8](repeating: 0, count: 1 << 16)

  init(fd: Int32, name: String) {
    self.fd = fd
    self.name = name
  }

  /// Reads once from the descriptor (blocking if nothing is there). Returns false at end.
  @discardableResult
  func fill() -> Bool {
    if atEOF { return false }
    compact()
    var got = 0
    while true {
      got = scratch.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress!, raw.count) }
      if got < 0 && errno == EINTR { continue }
      break
    }
    if got > 0 { buffer.append(contentsOf: scratch[0..<got]) }
    if got <= 0 {
      atEOF = true
      return false
    }
    return true
  }

  /// Drops consumed bytes, keeping the start of the current line for column numbers.
  private func compact() {
    guard start > 1 << 16 || (start > 0 && start == buffer.count) else { return }
    var cut = start
    while cut > 0 && buffer[cut - 1] != 0x0a { cut -= 1 }
    guard cut > 0 else { return }
    baseLine += buffer.withUnsafeBufferPointer { JSONStreamReader.newlines(in: UnsafeBufferPointer(rebasing: $0[..<cut])) }
    buffer.removeFirst(cut)
    start -= cut
  }

  /// The number of `\n` bytes, sixteen at a time (every byte read passes through here).
  static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let newline = SIMD16<UInt8>(repeating: 0x0a)
    var count = 0
    var i = 0
    while i + 16 <= bytes.count {
      let chunk = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
      count &+= Int(SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: chunk .== newline).wrappedSum())
      i += 16
    }
    while i < bytes.count {
      if bytes[i] == 0x0a { count += 1 }
      i += 1
    }
    return count
  }

  /// The next item from what is buffered; `.needInput` when more bytes are needed.
  func next(_ mode: Mode) -> Item {
    if failed { return .end }
    switch mode {
    case .lines: return nextLine()
    case .json, .lenient: return nextValue(lenient: mode == .lenient)
    }
  }

  private func nextLine() -> Item {
    if let newline = buffer[start...].firstIndex(of: 0x0a) {
      let line = String(decoding: buffer[start..<newline], as: UTF8.self)
      start = newline + 1
      return .value(.string(line))
    }
    if !atEOF { return .needInput }
    if start < buffer.count {
      let line = String(decoding: buffer[start...], as: UTF8.self)
      start = buffer.count
      return .value(.string(line))
    }
    return .end
  }

  /// Whether the start of the input was looked at for a byte order mark.
  private var checkedBOM = false

  private func nextValue(lenient: Bool) -> Item {
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
    let outcome = buffer.withUnsafeBufferPointer { bytes -> (JSONParser.Outcome, Int) in
      let first = JSONParser.skipWhitespace(bytes, from: start)
      if first == bytes.count { return (.needMore, first) }
      return (JSONParser.parseKeepingText(bytes, from: first, atEOF: atEOF), first)
    }
    switch outcome.0 {
    case .value(let value, let end):
      start = end
      return .value(value)
    case .needMore:
      if atEOF {
        if outcome.1 >= buffer.count { return .end }
        return report("unexpected end of input", at: buffer.count, lenient: lenient)
      }
      return .needInput
    case .failure(let message, let offset):
      return report(message, at: offset, lenient: lenient)
    }
  }

  private func report(_ message: String, at offset: Int, lenient: Bool) -> Item {
    let position = buffer.withUnsafeBufferPointer {
      JSONSyntaxError(bytes: $0, offset: offset, message: message, firstLine: baseLine)
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
