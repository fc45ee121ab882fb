import Glibc
import SignalboxJSON

/// `signalbox jq`'s input files opened and closed in turn. jq 1.7.1 reads them as one text
/// (one parser over the bytes of each file after the last one's): a value may start in one
/// file and end in the next (a file cut inside a value goes on in the next), and its
/// parser's lines count on. Where jq's own parser reads (`--stream`, `--seq`, and after the
/// fast reader stopped at what is not JSON), it reads on into the next file so; elsewhere
/// a file that ends inside a value is where the fast reader stops and jq's parser takes
/// over, and the lines of the files before count in its messages.
extension JQInputs {
  /// Opens the next file; false when there is none. A file that cannot be opened is
  /// reported and skipped.
  /// `continuing`: jq's parser reads on into it (no reader of its own).
  func open(continuing: Bool = false) -> Bool {
    while next < files.count {
      started = true
      let path = files[next]
      next += 1
      if path == "-" {
        (fd, currentName) = (0, nil)
      } else {
        fd = Glibc.open(path, O_RDONLY)
        guard fd >= 0 else {
          let reason = String(cString: strerror(errno))
          complain("jq: error: Could not open file \(path): \(reason)\n")
          unreadable += 1
          (currentName, openFailed) = (path, true)
          continue
        }
        currentName = path
      }
      openFailed = false
      if continuing { return true }
      reader = JSONStreamReader(fd: fd, name: currentName ?? "<stdin>")
      parsesFromStart =
        mode == .seq || (seq && mode == .slurp) || mode == .stream
        || mode == .streamSlurp
      // `--seq --slurp` slurps the RS-separated texts.
      if mode == .seq || (seq && mode == .slurp) {
        jq = parsing(
          [], parser: JQTextParser(line: newlinesBefore + 1, seq: true), fromStart: next == 1)
      }
      // Stream events come from jq's parser as it reads the text, so an object's repeated
      // key gives an event for each member, as in jq 1.7.1.
      if mode == .stream || mode == .streamSlurp {
        let parser = JQTextParser(line: newlinesBefore + 1, seq: seq, streaming: true)
        jq = parsing(
          [], parser: parser, errorsAsValues: streamErrors, fromStart: next == 1)
      }
      reader?.nonFiniteNumbers = true
      reader?.moreInputFollows = next < files.count
      return true
    }
    return false
  }

  /// Closes the open file, counting its lines.
  func close() {
    linesOfClosedFile = currentLines ?? linesOfClosedFile
    newlinesBefore += currentLines ?? 0
    let lines = mode == .lines || mode == .rawText
    if let jq {
      endedBare = jq.lastByteOfText.map { $0 != UInt8(ascii: "\n") } ?? endedBare
      // After an error ignored at the end (`--seq`), jq 1.7.1 keeps the file open.
      unterminated =
        !jq.failedAtEnd && !jq.endedQuietly
        && jq.lastByte.map { $0 != UInt8(ascii: "\n") } ?? false
    } else {
      if let reader, !reader.readNothing {
        endedBare = reader.lastLineUnterminated(lines: lines)
      }
      unterminated = reader?.lastLineUnterminated(lines: lines) == true
    }
    if fd > 0 { _ = Glibc.close(fd) }
    reader = nil
    fd = -1
  }

  /// jq's own parser over `bytes` then the rest of the open file, reading on into the next
  /// files (`openNext`). `fromStart`: the text starts here, where jq's parser drops a byte
  /// order mark (the first file's).
  func parsing(
    _ bytes: [UInt8], parser: JQTextParser, errorsAsValues: Bool = false,
    fromStart: Bool = false
  ) -> JQParsing {
    let parsing = JQParsing(
      bytes, fd: fd, parser: parser, errorsAsValues: errorsAsValues, fromStart: fromStart)
    parsing.nextFile = { [unowned self] in self.openNext() }
    return parsing
  }

  /// The descriptor of the next file jq's parser reads on into, the open one closed (its
  /// lines counted); nil when there is none. The file's lines count from 0 for
  /// `input_line_number`, as jq's do.
  private func openNext() -> Int32? {
    guard next < files.count else { return nil }
    linesOfClosedFile = currentLines ?? linesOfClosedFile
    newlinesBefore += currentLines ?? 0
    if fd > 0 { _ = Glibc.close(fd) }
    fd = -1
    guard open(continuing: true) else { return nil }
    (parsesFromStart, linesBeforeJQ) = (true, 0)
    return fd
  }
}
