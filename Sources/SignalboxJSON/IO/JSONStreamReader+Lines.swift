#if canImport(Glibc)
  /// glibc's `malloc_trim` (in malloc.h, which the Glibc module leaves out).
  @_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

/// `lines` mode: each line a string, a long line moved out of the buffer as it arrives.
extension JSONStreamReader {
  func nextLine() -> Item {
    pending = nil
    lastLineEndedFile = false
    let from = start + lineSearched
    bytesSearched += max(0, buffer.count - from)
    let newline: Int? = buffer.withUnsafeBufferPointer { bytes in
      guard from < bytes.count,
        let found = memchr(bytes.baseAddress! + from, 0x0a, bytes.count - from)
      else { return nil }
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
        let message = Message.lineTooLong(name, longestLine)
        return .failure(message)
      }
      if lineSearched >= 1 << 20 { moveLineHead() }
      return .needInput
    }
    lineSearched = 0
    if start < buffer.count || !lineHead.isEmpty {
      let line = takeLine(upTo: buffer.count)
      start = buffer.count
      dropConsumedBigValue()
      lastLineEndedFile = true
      return .value(.string(line))
    }
    return .end
  }

  /// Not a byte was read (an empty file).
  package var readNothing: Bool { droppedBytes == 0 && buffer.isEmpty }

  /// The line from `start` to `end`, after the pieces already moved out.
  func takeLine(upTo end: Int) -> String {
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
  func moveLineHead() {
    var cut = buffer.count
    var lead = cut - 1
    while lead > start && cut - lead < 4 && buffer[lead] & 0xC0 == 0x80 { lead -= 1 }
    if buffer[lead] >= 0xC0 && lead + JSONParser.utf8Length(buffer[lead]) > buffer.count {
      cut = lead
    }
    lineHead.append(String(decoding: buffer[start..<cut], as: UTF8.self))
    lineHeadBytes += cut - start
    start = cut
    lineSearched = buffer.count - start
  }
}
