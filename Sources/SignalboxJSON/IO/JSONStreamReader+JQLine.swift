/// Whether jq 1.7.1 had met the end of the file when it read the last value: its last line
/// then has no newline after that value (jq reads a line at a time, and a read that reaches
/// the end marks the file finished; the next read closes it, and jq's position becomes
/// `<unknown>`).
extension JSONStreamReader {
  /// JSON: a value was read and no newline follows it; lines (`-R`): the text does not end
  /// with a newline. Asked once the reader has given `.end` (everything read is consumed).
  /// Bytes dropped from the buffer are known by the column where the buffer starts: after
  /// the last value there is only white space, and a newline among its last k bytes leaves
  /// that column at most k.
  package func lastLineUnterminated(lines: Bool) -> Bool {
    let newline = UInt8(ascii: "\n")
    if lines {
      if start > 0 { return buffer[start - 1] != newline }
      return droppedBytes > 0 && baseColumn != 1
    }
    guard lastValueEnd > 0 else { return false }
    let from = max(0, min(start, lastValueEnd - droppedBytes))
    if buffer.withUnsafeBufferPointer({ $0[from..<start].contains(newline) }) { return false }
    let dropped = droppedBytes - lastValueEnd  // white space after the value, dropped
    return dropped <= 0 || baseColumn - 1 >= dropped
  }
}

/// The position `signalbox jq` names in its errors (`jq: error (at FILE:N): …`).
extension JSONStreamReader {
  /// jq's line count: the newlines read so far, counting the one that ends the line the
  /// last value ended on once it has arrived (jq reads its input a line at a time).
  package var linesReadForJQ: Int { jqLineCount(lines: false) }

  /// As `linesReadForJQ`; under `-R` (`lines`) a line's own newline is the last one read.
  package func jqLineCount(lines: Bool) -> Int {
    buffer.withUnsafeBufferPointer { all in
      let before = JSONStreamReader.newlines(in: UnsafeBufferPointer(rebasing: all[..<start]))
      let after = !lines && all[start...].contains(UInt8(ascii: "\n")) ? 1 : 0
      return baseLine - 1 + before + after
    }
  }
}

extension JSONStreamReader {
  /// jq 1.7.1's number literals (`JSONParser.parseLiterals`): `signalbox jq`'s input, the
  /// reader that also reads jq's non-finite numbers.
  var numberLiterals: Bool { nonFiniteNumbers }

  /// jq 1.7.1 nests at most 256 containers (`JQTextParser.maxDepth`): its input is read as
  /// if inside enough containers that the reader's limit is reached at 257.
  var jqDepth: Int { nonFiniteNumbers ? JSONParser.maxDepth - JQTextParser.maxDepth : 0 }
}

/// `signalbox jq`: where this reader's strict JSON stops, jq 1.7.1's own parser
/// (`JQTextParser`) reads on from the start of the value it stopped in.
extension JSONStreamReader {
  /// The bytes from the start of the value the reader stopped in, and that start's line and
  /// column as jq counts them (bytes of the line before it; a skipped byte order mark is not
  /// counted).
  package func restForJQ() -> (bytes: [UInt8], line: Int, column: Int) {
    let from = min(start, buffer.count)
    return buffer.withUnsafeBufferPointer { all in
      let head = UnsafeBufferPointer(rebasing: all[..<from])
      let line = baseLine + JSONStreamReader.newlines(in: head)
      var column: Int
      if let newline = head.lastIndex(of: UInt8(ascii: "\n")) {
        column = from - newline - 1
      } else {
        column = baseColumn - 1 + from
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        if droppedBytes == 0 && all.starts(with: bom) { column -= 3 }
      }
      return (Array(all[from...]), line, column)
    }
  }

  /// jq ends a literal (a number, `true`…) only at whitespace, a quote or a structural
  /// character: a top-level one followed by another byte is not a value for jq (`1x`,
  /// `truex`, `01`), so the reader stops there; nor is one a structural character closes
  /// (`1,`: jq's error comes first). At the end of the buffer the reader waits for more;
  /// at the end of a file that another follows (`moreInputFollows`), it stops: jq 1.7.1
  /// reads its files as one text (`1` then `2` is `12`), and its parser reads on.
  func jqLiteralEnd(first: Int, end: Int) -> Item? {
    let head = buffer[first]
    if head == UInt8(ascii: "\"") || head == UInt8(ascii: "[") || head == UInt8(ascii: "{") {
      return nil
    }
    if end >= buffer.count {
      guard atEOF else { return .needInput }
      // The next file may go on with the literal's bytes.
      return moreInputFollows ? report(Message.jsonEndOfInput(), at: end, lenient: false) : nil
    }
    let next = buffer[end]
    let closes =
      next == UInt8(ascii: ",") || next == UInt8(ascii: "]")
      || next == UInt8(ascii: "}") || next == UInt8(ascii: ":")
    guard closes || JQTextParser.isLiteralByte(next) else { return nil }
    return report(Message.jsonEndOfInput(), at: end, lenient: false)
  }
}
