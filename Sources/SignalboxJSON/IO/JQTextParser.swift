import OrderedCollections

/// jq 1.7.1's own reader of JSON texts (its `src/jv_parse.c`, without `--stream`), byte for
/// byte: what it accepts beyond JSON (`01`, `1.`, `.5`, `+1`, `nan`, literals decNumber
/// reads), what it refuses (a lone high surrogate, nesting past 256), the values it gives
/// before an error, and its error words and positions (`Unmatched ']' at line 1, column 1`).
///
/// `signalbox jq` reads its input with `JSONStreamReader`, whose fast path is strict JSON;
/// where that reader stops (invalid JSON for it), this parser takes over from the start of
/// the value it stopped in, at the same line and column, and reads the rest as jq would.
/// `--seq` input (RS-separated texts) is read by this parser from the start.
package struct JQTextParser {
  package enum Step: Equatable {
    case value(JSON)
    /// jq's message, with its position (`… at line 1, column 4`).
    case failure(String)
  }

  enum State { case normal, string, escape, waitingForRS }

  /// An entry of jq's stack: an open array or object, or an object's key waiting for its
  /// value.
  enum Entry {
    case array([JSON])
    case object(OrderedDictionary<JSONKey, JSON>)
    case key(String)
  }

  var stack: [Entry] = []
  /// `--stream`: the path to where the text is, what was last read, the event made.
  let streaming: Bool
  package internal(set) var path: [JSON] = []
  /// The path where the last error (but one at the end) was met, before the parser reset.
  package private(set) var failedPath: [JSON] = []
  var lastSeen = LastSeen.none
  var output: [JSON]? = nil
  var next: JSON? = nil
  var token: [UInt8] = []
  var state: State
  let seq: Bool
  var lastWasWhitespace = false
  package var isSeq: Bool { seq }
  package private(set) var line: Int
  package private(set) var column: Int
  package internal(set) var ended = false
  /// Whether a NUL ends a last line without newline (jq's input, read by `fgets`); not in
  /// a text handed to jq's parser whole (`fromjson`).
  package var nulEndsLastLine = true
  /// `--seq`: from this offset of the bytes handed to `next`, an RS that ends no value ends
  /// the input (`endedAtEmptyRecord`). jq 1.7.1's reader stops asking its parser for more
  /// when the parser answers "nothing yet" in the last buffer of the last file: the last
  /// line without newline, read by `fgets` 4095 bytes at a time.
  package var emptyRecordEndsFrom: Int? = nil
  /// Set when an RS ended the input (`emptyRecordEndsFrom`).
  package private(set) var endedAtEmptyRecord = false

  static let maxDepth = 256

  /// A parser starting at `line` with `column` bytes of that line already read.
  package init(line: Int = 1, column: Int = 0, seq: Bool = false, streaming: Bool = false) {
    self.line = line
    self.column = column
    self.seq = seq
    self.streaming = streaming
    self.state = seq ? .waitingForRS : .normal
  }

  /// The next value or error from `bytes` starting at `position` (moved past what was
  /// read); nil when every byte was read without completing one. `bytes` ends with a
  /// newline, or is the input's last line.
  package mutating func next(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int)
    -> Step?
  {
    if streaming, let event = streamCheckDone() { return .value(event) }
    while position < bytes.count {
      let ch = bytes[position]
      position += 1
      if ch == 0, nulEndsLastLine, !bytes[position...].contains(UInt8(ascii: "\n")) {
        // jq reads a last line without newline with `fgets` and measures it with `strlen`:
        // a NUL ends it. (On a line with its newline, a NUL is a byte as any other.)
        position = bytes.count
        return nil
      }
      if state == .waitingForRS {
        if ch == UInt8(ascii: "\n") {
          line += 1
          column = 0
        } else {
          column += 1
        }
        if ch == 0x1E { state = .normal }
        continue
      }
      switch scan(ch) {
      case .more: continue
      case .done(let value):
        if let value { return .value(value) }
        if ch == 0x1E, seq, let from = emptyRecordEndsFrom, position - 1 >= from {
          endedAtEmptyRecord = true
          return nil
        }
      case .error(let message):
        if ch != 0x1E && seq {
          // jq 1.7.1 sets "waiting for RS" and then resets its parser, which sets "normal"
          // again: despite the message, it parses on from the next byte, not the next RS.
          let text = "\(message) at line \(line), column \(column) (need RS to resync)"
          failedPath = path
          reset(to: .normal)
          return .failure(text)
        }
        let text = "\(message) at line \(line), column \(column)"
        failedPath = path
        reset(to: .normal)
        // jq throws away the rest of the line it read (`fgets`), newline included, and
        // reads on from the next line (`--stream-errors`) without counting that newline.
        if !seq {
          let newline = bytes[(position - 1)...].firstIndex(of: UInt8(ascii: "\n"))
          position = newline.map { $0 + 1 } ?? bytes.count
        }
        return .failure(text)
      }
    }
    return nil
  }

  /// At the end of the input: the last value or error (nil when there is none), as
  /// `jv_parser_next` answers at EOF; then nil.
  package mutating func finish() -> Step? {
    if streaming, let event = streamCheckDone() { return .value(event) }
    if ended { return nil }
    ended = true
    let at = "at EOF at line \(line), column \(column)"
    if state == .waitingForRS { return seq ? .failure("Unfinished abandoned text \(at)") : nil }
    if state != .normal { return .failure("Unfinished string \(at)") }
    if let message = checkLiteral() { return .failure("\(message) \(at)") }
    if !stack.isEmpty || !path.isEmpty { return .failure("Unfinished JSON term \(at)") }
    guard let value = next else { return nil }
    next = nil
    if streaming { return .value(.array([.array([]), value])) }
    if seq && !lastWasWhitespace, value.isNumberKind {
      return .failure("Potentially truncated top-level numeric value \(at)")
    }
    return .value(value)
  }

  enum Scan {
    case more
    case done(JSON?)
    case error(String)
  }

  mutating func scan(_ ch: UInt8) -> Scan {
    column += 1
    if ch == UInt8(ascii: "\n") {
      line += 1
      column = 0
    }
    if seq && ch == 0x1E {
      if checkTruncation() {
        let top = streaming ? path.isEmpty : stack.isEmpty
        if checkLiteral() == nil && top && next?.isNumberKind == true {
          return .error("Potentially truncated top-level numeric value")
        }
        return .error("Truncated value")
      }
      if let message = checkLiteral() { return .error(message) }
      if state == .normal, let value = checkDone() { return .done(value) }
      reset(to: .normal)
      return .done(nil)
    }
    lastWasWhitespace = false
    guard state == .normal else { return scanString(ch) }
    var answer: JSON? = nil
    let cls = JQTextParser.classify(ch)
    if cls == .whitespace { lastWasWhitespace = true }
    if cls != .literal {
      if let message = checkLiteral() { return .error(message) }
      answer = checkDone()
    }
    switch cls {
    case .literal: token.append(ch)
    case .whitespace: break
    case .quote: state = .string
    case .structure:
      if let message = streaming ? streamStructure(ch) : structure(ch) { return .error(message) }
    }
    if let done = checkDone() { answer = done }
    return answer.map { .done($0) } ?? .more
  }

  mutating func scanString(_ ch: UInt8) -> Scan {
    if ch == UInt8(ascii: "\"") && state == .string {
      if let message = foundString() { return .error(message) }
      state = .normal
      return checkDone().map { .done($0) } ?? .more
    }
    token.append(ch)
    state = ch == UInt8(ascii: "\\") && state == .string ? .escape : .string
    return .more
  }

  enum Class { case literal, whitespace, structure, quote }

  static func classify(_ c: UInt8) -> Class {
    switch c {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
      return .whitespace
    case UInt8(ascii: "\""): return .quote
    case UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "{"),
      UInt8(ascii: ":"), UInt8(ascii: "}"):
      return .structure
    default: return .literal
    }
  }

  /// Whether a byte jq reads as part of a literal (a number, `true`…): one that is not
  /// whitespace, a quote or a structural character.
  package static func isLiteralByte(_ c: UInt8) -> Bool { classify(c) == .literal }

  mutating func checkDone() -> JSON? {
    if streaming { return streamCheckDone() }
    guard stack.isEmpty, let value = next else { return nil }
    next = nil
    return value
  }

  func checkTruncation() -> Bool {
    // jq's stream_check_truncation: an open container or a scalar already read (a token
    // not yet ended, `1` right before RS, is not looked at).
    if streaming {
      if !path.isEmpty { return true }
      switch next {
      case .number?, .bigInteger?, .bool?, .null?: return true
      default: return false
      }
    }
    return !lastWasWhitespace && (!stack.isEmpty || !token.isEmpty || next?.isNumberKind == true)
  }

  mutating func reset(to newState: State) {
    stack.removeAll()
    path.removeAll()
    lastSeen = .none
    output = nil
    next = nil
    token.removeAll()
    state = newState
  }

  /// jq's `value()`: a complete value, which must not follow another.
  mutating func value(_ v: JSON) -> String? {
    if next != nil || (streaming && lastSeen == .value) {
      return "Expected separator between values"
    }
    if streaming { lastSeen = path.isEmpty ? .none : .value }
    next = v
    return nil
  }
}

extension JSON {
  var isNumberKind: Bool {
    switch self {
    case .number, .bigInteger: return true
    default: return false
    }
  }
}
