/// JSON modes (`stdin`, `stdin lenient`): one value at a time, found by `ValueEndScanner`,
/// parsed once, errors reported with their position (or skipped past under `lenient`).
extension JSONStreamReader {
  func nextValue(lenient: Bool) -> Item {
    lineSearched = 0
    if !lineHead.isEmpty { lineHead = [] }
    if !checkedBOM {
      // A UTF-8 byte order mark before the first value is skipped, as jq does.
      let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
      let head = buffer[start..<min(buffer.count, start + 3)]
      if head.elementsEqual(bom) {
        start += 3
      } else if !atEOF && head.count < 3 && head.elementsEqual(bom.prefix(head.count))
        && !head.isEmpty
      {
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

  func report(_ message: String, at offset: Int, lenient: Bool) -> Item {
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
      return .warning("\(where_): warning: \(message)")
    }
    failed = true
    return .failure("\(where_): \(message)")
  }

  /// Applies a pending lenient skip to newly read bytes.
  package func applyPendingSkip() {
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
