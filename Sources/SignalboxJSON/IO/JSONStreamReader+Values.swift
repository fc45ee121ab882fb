/// JSON modes (`stdin`, `stdin lenient`): one value at a time, found by `ValueEndScanner`,
/// parsed once, errors reported with their position (or skipped past under `lenient`).
extension JSONStreamReader {
  func nextValue(lenient: Bool) -> Item {
    lineSearched = 0
    if !lineHead.isEmpty { lineHead = [] }
    if !checkedBOM && !skipByteOrderMark() { return .needInput }
    if var scanner = pending {
      // A value already known to be incomplete: look only at the bytes that came since.
      let done = buffer.withUnsafeBufferPointer { scanner.scan($0) }
      pending = scanner
      if !done && !atEOF {
        let size = buffer.count - scanner.valueStart
        if size > longestValue {
          pending = nil
          failed = true
          start = buffer.count
          let message = Message.valueTooLong(name, longestValue)
          return .failure(message)
        }
        guard size >= nextCheck else { return .needInput }
        nextCheck = size * 4
        if let rest = remainingFileBytes(), size + rest <= JSONStreamReader.readWhole {
          // A regular file whose rest is read at once: the value is checked when its end
          // is there, a moment later, with the same first error (a check now would read
          // most of the value twice).
          nextCheck = Int.max
          return .needInput
        }
        // jq's input is checked at the value's end (the check reads strict JSON only).
        if nonFiniteNumbers { return .needInput }
        // Checked without building, so that an error is reported without waiting for
        // the value's end; each check covers at most a quarter more than the last.
        let checked = buffer.withUnsafeBufferPointer { bytes in
          countParse(bytes.count - scanner.valueStart)
          return JSONParser.check(bytes, from: scanner.valueStart, atEOF: false).outcome
        }
        if case .failure(let failure) = checked {
          pending = nil
          return report(failure.message, at: failure.offset, lenient: lenient)
        }
        return .needInput
      }
      pending = nil
    }
    let outcome = buffer.withUnsafeBufferPointer { bytes -> (JSONParser.Outcome, Int) in
      let first = JSONParser.skipWhitespace(bytes, from: start)
      bytesSkipped += first - start
      if first == bytes.count { return (.needMore, first) }
      if preCheckedNext < preChecked.count,
        let found = takePreChecked(at: droppedBytes + first)
      {
        return (.value(found.value, end: found.end - droppedBytes), first)
      }
      countParse(bytes.count - first)
      let outcome = JSONParser.parseKeepingText(
        bytes, from: first, atEOF: atEOF, depth: jqDepth, nonFinite: nonFiniteNumbers,
        literals: numberLiterals, indexed: indexGate.indexes)
      if case .value(_, let end) = outcome { indexGate.read(end - first) }
      return (outcome, first)
    }
    // Whitespace is consumed as it is skipped: it is not kept in the buffer, nor looked at
    // again after the next read (whitespace-only input stays at the buffer's size).
    start = outcome.1
    switch outcome.0 {
    case .value(let value, let end):
      if nonFiniteNumbers, let held = jqLiteralEnd(first: outcome.1, end: end) { return held }
      start = end
      lastValueEnd = droppedBytes + end
      dropConsumedBigValue()
      return .value(value)
    case .needMore:
      if atEOF {
        if outcome.1 >= buffer.count { return .end }
        return report(Message.jsonEndOfInput(), at: buffer.count, lenient: lenient)
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
    case .failure(let failure):
      return report(failure.message, at: failure.offset, lenient: lenient)
    }
  }

  /// A value in a regular file of at most this much more is not checked before its end.
  static let readWhole = 1 << 26

  /// The bytes left to read when the descriptor is a regular file.
  func remainingFileBytes() -> Int? {
    guard fd >= 0 else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let offset = lseek(fd, 0, SEEK_CUR)
    guard offset >= 0 else { return nil }
    return Int(info.st_size) - Int(offset)
  }

  func countParse(_ bytes: Int) {
    parseAttempts += 1
    bytesParsed += bytes
  }

  func report(_ message: DiagnosticMessage, at offset: Int, lenient: Bool) -> Item {
    let position = buffer.withUnsafeBufferPointer {
      JSONSyntaxError(
        bytes: $0, offset: offset, message: message, firstLine: baseLine, firstColumn: baseColumn)
    }
    let where_ = "\(name):\(position.line):\(position.column)"
    if lenient {
      if let newline = buffer[offset...].firstIndex(of: 0x0a) {
        start = newline + 1
      } else {
        start = buffer.count
        if !atEOF { skipRestOfLine = true }
      }
      if let giveUp = unreadableGiveUp() { return giveUp }
      return .warning(message.warningLine(at: where_))
    }
    failed = true
    return .failure(message.prefixed("\(where_): "))
  }

  /// Applies a pending lenient skip to newly read bytes.
  /// A lenient skip that ran past `unreadableLimit` ends the input with an error (the
  /// next item is that failure).
  package func applyPendingSkip() {
    guard skipRestOfLine else { return }
    let from = start
    let found: Int? = buffer.withUnsafeBufferPointer { bytes in
      guard from < bytes.count,
        let hit = memchr(bytes.baseAddress! + from, 0x0a, bytes.count - from)
      else { return nil }
      return UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - bytes.baseAddress!
    }
    if let newline = found {
      start = newline + 1
      skipRestOfLine = false
    } else {
      start = buffer.count
      if atEOF { skipRestOfLine = false }
    }
    if droppedBytes + start - lastValueEnd > unreadableLimit {
      skipRestOfLine = false
      gaveUp = true
    }
  }

  /// The failure that ends a lenient read after `unreadableLimit` bytes with no value.
  func unreadableGiveUp() -> Item? {
    guard gaveUp || droppedBytes + start - lastValueEnd > unreadableLimit else { return nil }
    failed = true
    skipRestOfLine = false
    start = buffer.count
    let message = Message.tooMuchUnreadable(name, unreadableLimit)
    return .failure(message)
  }
}

extension JSONStreamReader {
  /// Skips a UTF-8 byte order mark before the first value or document, as jq does: false
  /// while the bytes so far could still be the start of one (more input is needed).
  /// `checkedBOM` is set once that is decided.
  func skipByteOrderMark() -> Bool {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let head = buffer[start..<min(buffer.count, start + 3)]
    if head.elementsEqual(bom) {
      start += 3
    } else if !atEOF && head.count < 3 && head.elementsEqual(bom.prefix(head.count))
      && !head.isEmpty
    {
      return false
    }
    if !head.isEmpty || atEOF { checkedBOM = true }
    return true
  }
}
