import SignalboxJSON

/// `signalbox jq`'s inputs: the files in order (standard input when there are none), read
/// by SignalboxJSON's stream reader as jq reads them — JSON values one after another, or
/// lines (`-R`), or everything as one value (`-s`, `-Rs`), or stream events (`--stream`).
/// `next()` serves both the main loop and the filter's `input`/`inputs`.
final class JQInputs {
  enum Mode {
    case json, lines, rawText, slurp, stream
    /// `--stream --slurp`: one array of every input's events.
    case streamSlurp
    /// `--seq`: RS-separated texts (RFC 7464), read by jq's own parser (`JQParsing`), whose
    /// errors are jq's "ignoring parse error".
    case seq
  }

  /// A file that cannot be opened: jq says so, goes on with the next, and ends with 2.
  var unreadable = 0
  /// Invalid JSON: the message, printed once; the input ends there (status 2).
  var parseError: String? = nil
  let mode: Mode
  let files: [String]
  var next = 0
  var reader: JSONStreamReader? = nil
  var fd: Int32 = -1
  var currentName: String? = nil
  private var queued: [JSON] = []
  private var queuedNext = 0
  private var slurped = false
  /// Where jq's own parser reads the rest of the file (after invalid JSON, and `--seq`).
  var jq: JQParsing? = nil
  let complain: (String) -> Void
  /// `--stream-errors`: invalid JSON is the event `["MESSAGE", PATH]`, and jq's parser
  /// reads on from the next line.
  let streamErrors: Bool
  /// `--seq` with `--stream`: the events of RS-separated texts.
  let seq: Bool
  /// The input ended at invalid JSON that `input` raised as an error of the filter.
  private var stopped = false

  init(
    files: [String], mode: Mode, streamErrors: Bool = false, seq: Bool = false,
    complain: @escaping (String) -> Void
  ) {
    self.files = files.isEmpty ? ["-"] : files
    self.mode = mode
    self.streamErrors = streamErrors
    self.seq = seq
    self.complain = complain
  }

  /// `input_filename`: the current file's name, `<stdin>` for standard input (jq 1.7.1),
  /// null before the first file and after standard input is closed.
  /// After the last input, jq 1.7.1 keeps the last file's name until it closes the file
  /// (`closed`); a file it could not open keeps its name too (jq names the file it tried).
  var filename: JSON {
    if openFailed, let currentName { return .string(currentName) }
    if closed || (exhausted && !slurped && endedBare) { return .null }
    if slurped || exhausted { return .string(currentName ?? "<stdin>") }
    guard reader != nil || currentName != nil else { return .null }
    return .string(currentName ?? "<stdin>")
  }
  /// The text of the files read so far ends without a newline (empty files do not count).
  var endedBare = false

  /// Every file has been read to its end.
  private var exhausted = false

  /// jq's position of the last value read, `FILE:LINE` (`<stdin>:3`).
  var position: String { closed ? "<unknown>" : "\(currentName ?? "<stdin>"):\(lineNumber)" }

  /// `input_line_number`: the lines of the current file read so far, as jq counts them.
  var lineNumber: Int {
    closed || openFailed ? 0 : currentLines ?? linesOfClosedFile
  }
  /// The last file jq tried to open could not be: its name is the current one, its line 0.
  var openFailed = false
  /// The lines of the open file read so far: jq's parser's when it reads the file from its
  /// start (`--seq`, `--stream`), else the fast reader's.
  var currentLines: Int? {
    if let jq { return (parsesFromStart ? 0 : linesBeforeJQ) + jq.linesRead }
    return reader?.jqLineCount(lines: mode == .lines)
  }
  /// jq's own parser reads the open file from its start.
  var parsesFromStart = false
  /// The lines before the one where jq's own parser took over from the fast reader (its
  /// count goes on from there: jq has read the line of an error it reports).
  var linesBeforeJQ = 0
  /// The weight `-s` holds so far (`withinBudget`).
  var slurpHeld = 0
  /// The lines of the last file read, once it is closed (jq keeps its count).
  var linesOfClosedFile = 0
  /// jq 1.7.1 closes the last file at the read after the one that met its end (the read
  /// of the last value when its line has no newline, else the first read after it); then
  /// its position is `<unknown>`, `input_filename` null and `input_line_number` 0.
  private var closed = false
  /// The reads that found every file at its end so far.
  private var endReads = 0
  /// The last file's last line (with a value on it) has no newline.
  var unterminated = false
  /// Whether a file was opened: before, a `-n` filter's errors are at `<unknown>`.
  var started = false
  /// The newlines of the files read before the open one: jq 1.7.1 reads its files as one
  /// text, and its parser's lines (in its messages) count on from file to file.
  var newlinesBefore = 0

  /// `-R`: the start of a line a file ended without its newline, when another file follows:
  /// jq 1.7.1 reads its files as one text, so the line goes on in the next file.
  var lineCarried: String? = nil

  /// Reads are the filter's `input`: invalid JSON is raised (`takeParseError`), and the
  /// reading goes on after it.
  var filterReads = false

  /// The parse error's words without `jq: parse error: `, taken away: jq 1.7.1 raises
  /// invalid JSON met by the filter's `input` or `inputs` as an error of the filter (which
  /// `try` catches), and does not print it again.
  func takeParseError() -> String? {
    if let failure = jq?.raised {
      // The reading goes on after it (at the next RS, or the next line); at the end of the
      // file, jq's next read closes the input.
      jq?.raised = nil
      if jq?.raisedAtEnd == true { stopped = true }
      return failure
    }
    guard let parseError else { return nil }
    self.parseError = nil
    stopped = true
    let prefix = "jq: parse error: "
    return parseError.hasPrefix(prefix) ? String(parseError.dropFirst(prefix.count)) : parseError
  }

  /// The next input value; nil at the end (or after invalid JSON: `parseError`).
  func nextValue() -> JSON? {
    if queuedNext < queued.count {
      defer { queuedNext += 1 }
      return queued[queuedNext]
    }
    queued.removeAll(keepingCapacity: true)
    queuedNext = 0
    switch mode {
    case .slurp, .rawText:
      if slurped { return afterSlurp() }
      var items: [JSON] = []
      var text = ""
      while let item = nextItem(lines: false), withinBudget(item) {
        if mode == .rawText, case .string(let s) = item { text += s } else { items.append(item) }
      }
      slurpEnded()
      if parseError != nil { return nil }
      return mode == .slurp ? .array(items) : .string(text)
    case .streamSlurp:
      if slurped { return afterSlurp() }
      var events: [JSON] = []
      while let value = nextItem(lines: false) {
        let more = jq != nil ? [value] : JQStreamEvents.events(of: value)
        guard more.allSatisfy(withinBudget) else { break }
        events += more
      }
      slurpEnded()
      return parseError == nil ? .array(events) : nil
    case .stream:
      guard let value = nextItem(lines: false) else { return nil }
      // After invalid JSON, jq's parser reads as a stream: its values are the events.
      if jq != nil { return value }
      queued = JQStreamEvents.events(of: value)
      queuedNext = 1
      return queued.first
    case .json, .lines, .seq:
      return nextItem(lines: mode == .lines)
    }
  }

  /// jq 1.7.1 slurps in one read that ends where the last file does: the file is not closed
  /// yet (its position stays `FILE:LINE`, a last line without a newline not counted).
  private func slurpEnded() {
    slurped = true
    // Invalid JSON that ends the slurp leaves the file open (`-n -s`: `(at <stdin>:1)`).
    if failedAtEnd && parseError == nil {
      closed = true
    } else if !stopped {
      closed = false
    }
  }
  /// `--seq` ignored an error at the end of the last file, after which jq reads again and
  /// closes it (`JQParsing.failedAtEnd`).
  private var failedAtEnd = false

  /// A read after the slurp (`input`) closes the last file: then the position is
  /// `<unknown>`.
  private func afterSlurp() -> JSON? {
    if started { closed = true }
    return nil
  }

  /// The next value (or line, or for `-Rs` the next piece of text) across the files.
  private func nextItem(lines: Bool) -> JSON? {
    while parseError == nil && !stopped {
      if reader == nil, !open() {
        // The line the last files ended without a newline.
        if let line = lineCarried {
          lineCarried = nil
          return .string(line)
        }
        exhausted = true
        // A slurp's read that met the end does not close it; the read after it does.
        let slurping = mode == .slurp || mode == .streamSlurp
        if endReads > 0 || (unterminated && !slurping) { closed = true }
        endReads += 1
        return nil
      }
      guard let reader else { return nil }
      if let jq {
        // A slurp's errors are the slurp's, even when `input` asked for it (`-n -s`).
        jq.raisesFailures = filterReads && mode != .slurp && mode != .streamSlurp
        jq.lastFile = next == files.count && mode != .slurp && mode != .streamSlurp
        let value = jq.next(complain: complain)
        if next == files.count {
          if value != nil, jq.heldPastEnd { closed = true }
          if value == nil, jq.failedPastEnd { closed = true }
          if jq.failedAtEnd { failedAtEnd = true }
        }
        if let value { return value }
        if jq.raised != nil { return nil }
        if let failure = jq.failure { parseError = "jq: parse error: \(failure)" }
        if jq.ended { (self.jq, _) = (nil, close()) }
        continue
      }
      if mode == .rawText {
        // `-Rs`: the text as it is, newlines included, read no further than the budget.
        let text = JQInputs.readAll(fd, limit: JQInputs.slurpBytes - slurpHeld)
        close()
        // jq counts the file's lines as it reads them, for `input_line_number`.
        linesOfClosedFile = text.map { $0.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count } ?? 0
        guard let text else {
          parseError = slurpTooBig
          return nil
        }
        return .string(text)
      }
      switch reader.next(lines ? .lines : .json) {
      case .value(.string(let line))
      where lines && (lineCarried != nil || reader.lastLineEndedFile):
        let whole = (lineCarried ?? "") + line
        lineCarried = nil
        // A line over many files is held to the limit of one line, as within a file.
        if whole.utf8.count > JSONLimits.longestLine {
          let message = Message.lineTooLong(currentName ?? "<stdin>", JSONLimits.longestLine)
          parseError = "jq: parse error: \(JQInputs.jqText(message.text))"
          return nil
        }
        // A line the file ends without a newline goes on in the next file.
        if reader.lastLineEndedFile && next < files.count {
          lineCarried = whole
          continue
        }
        return .string(whole)
      case .value(let value): return value
      case .needInput: reader.fill()
      case .end: close()
      case .warning: continue
      case .failure where !lines:
        // jq's own parser reads on from the value the fast reader stopped in.
        let rest = reader.restForJQ()
        linesBeforeJQ = rest.line - 1
        let streaming = mode == .stream || mode == .streamSlurp
        let parser = JQTextParser(
          line: newlinesBefore + rest.line, column: rest.column, streaming: streaming)
        jq = parsing(rest.bytes, parser: parser)
      case .failure(let message):
        parseError = "jq: parse error: \(JQInputs.jqText(message.text))"
        return nil
      }
    }
    // After invalid JSON that `input` raised, jq's next read closes the file.
    if stopped { closed = true }
    return nil
  }
}
