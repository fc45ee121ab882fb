import SignalboxJSON

/// A token of jq's language, with its offset (in Unicode scalars) in the filter text.
struct JQToken {
  enum Kind {
    case ident(String)  // names, keywords, `a::b`
    case field(String)  // `.name`
    case variable(String)  // `$name`, `$__loc__`
    case format(String)  // `@base64`
    case number(JSON)
    case string([JQStringPart])
    case op(String)  // punctuation and operators
    case end
  }
  let kind: Kind
  let position: Int
}

/// A piece of a string literal: text, or an interpolated `\(…)` filter's tokens.
enum JQStringPart {
  case text(String)
  case interpolation([JQToken])
}

/// Splits a filter into tokens; an interpolation's tokens are lexed in place (nested).
struct JQLexer {
  private let s: [Unicode.Scalar]
  private var i = 0

  init(_ text: String) { s = Array(text.unicodeScalars) }

  static func tokens(_ text: String) throws -> [JQToken] {
    var lexer = JQLexer(text)
    return try lexer.lex(untilParen: false)
  }

  private static let closes: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", "}": "{"]
  private static let ops3 = ["?//", "//="]
  private static let ops2 = [
    "|=", "+=", "-=", "*=", "/=", "%=", "==", "!=", "<=", ">=", "//", "..",
  ]

  private func isIdentStart(_ c: Unicode.Scalar) -> Bool {
    c == "_" || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
  }
  private func isIdent(_ c: Unicode.Scalar) -> Bool {
    isIdentStart(c) || (c >= "0" && c <= "9")
  }
  private func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }

  static func fail(_ text: String, _ at: Int) -> JQError {
    JQError(
      kind: .compile, message: text, value: .string(text), position: at,
      id: .jqSyntax)
  }

  private mutating func lex(untilParen: Bool) throws -> [JQToken] {
    var out: [JQToken] = []
    var open: [Unicode.Scalar] = []
    // Where jq's last token began (a string's is its closing quote, `QQSTRING_END`).
    var lastToken = 0
    while true {
      // Whitespace and comments; `lexeme`: where the last run of either began.
      var lexeme = lastToken
      var inWhitespace = false
      while let c = peek() {
        if c == " " || c == "\t" || c == "\n" || c == "\r" {
          if !inWhitespace { lexeme = i }
          inWhitespace = true
          i += 1
        } else if c == "#" {
          lexeme = i
          inWhitespace = false
          while let d = peek(), d != "\n" { i += 1 }
        } else {
          break
        }
      }
      let start = i
      guard let c = peek() else {
        if untilParen { throw Self.fail("unterminated string interpolation", start) }
        // jq's scanner gives the end no location of its own: an error there stands at the
        // last lexeme it read (a token, or the white space or comment after it).
        out.append(JQToken(kind: .end, position: lexeme))
        return out
      }
      // jq's scanner pairs brackets: a closing one that does not close the innermost open
      // one (or closes none) is INVALID_CHARACTER; `)` with none open ends `\(…)`.
      if c == ")" && untilParen && open.isEmpty {
        i += 1
        out.append(JQToken(kind: .end, position: start))
        return out
      }
      if "([{".unicodeScalars.contains(c) { open.append(c) }
      if let opener = Self.closes[c] {
        guard open.last == opener else {
          if untilParen { throw Self.fail("syntax error, unexpected INVALID_CHARACTER", start) }
          out.append(JQToken(kind: .op("INVALID_CHARACTER"), position: start))
          out.append(JQToken(kind: .end, position: start))
          return out
        }
        open.removeLast()
      }
      if c == "\"" {
        i += 1
        out.append(JQToken(kind: .string(try lexString()), position: start))
        lastToken = i - 1
        continue
      } else if c == "." && peek(1).map(isIdentStart) == true {
        i += 1
        out.append(JQToken(kind: .field(ident()), position: start))
      } else if c == "$" && peek(1).map(isIdentStart) == true {
        i += 1
        out.append(JQToken(kind: .variable(qualifiedIdent()), position: start))
      } else if c == "@" && peek(1).map(isIdent) == true {
        // jq's scanner: `"@"[a-zA-Z0-9_]+` (`@0` is a format, unknown when it runs).
        i += 1
        out.append(JQToken(kind: .format(ident()), position: start))
      } else if isIdentStart(c) {
        out.append(JQToken(kind: .ident(qualifiedIdent()), position: start))
      } else if (c >= "0" && c <= "9")
        || (c == "." && peek(1).map { $0 >= "0" && $0 <= "9" } == true)
      {
        out.append(JQToken(kind: .number(try number()), position: start))
      } else {
        let rest = String(String.UnicodeScalarView(s[i..<min(i + 3, s.count)]))
        if let op = Self.ops3.first(where: { rest.hasPrefix($0) }) {
          i += 3
          out.append(JQToken(kind: .op(op), position: start))
        } else if let op = Self.ops2.first(where: { rest.hasPrefix($0) }) {
          i += 2
          out.append(JQToken(kind: .op(op), position: start))
        } else if "|,=<>+-*/%()[]{}:;?.".unicodeScalars.contains(c) {
          i += 1
          out.append(JQToken(kind: .op(String(c)), position: start))
        } else if untilParen {
          throw Self.fail("syntax error, unexpected INVALID_CHARACTER", start)
        } else {
          // A token for the parser, which stops at it (after a whole filter: `expecting end
          // of file`), as jq's does; nothing after it is read.
          out.append(JQToken(kind: .op("INVALID_CHARACTER"), position: start))
          out.append(JQToken(kind: .end, position: start))
          return out
        }
      }
      lastToken = start
    }
  }

  private mutating func ident() -> String {
    let start = i
    while let c = peek(), isIdent(c) { i += 1 }
    // ASCII only (`isIdent`): each scalar is its one UTF-8 byte.
    return String(unsafeUninitializedCapacity: i - start) { out in
      for k in start..<i { out[k - start] = UInt8(truncatingIfNeeded: s[k].value) }
      return i - start
    }
  }

  private mutating func qualifiedIdent() -> String {
    var name = ident()
    while peek() == ":" && peek(1) == ":" && peek(2).map(isIdentStart) == true {
      i += 2
      name += "::" + ident()
    }
    return name
  }

  private mutating func number() throws -> JSON {
    // jq's scanner: `([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?`, so one dot at most
    // (`0..[0]` is `0.` then `.[0]`).
    let start = i
    let isDigit = { (c: Unicode.Scalar) in c >= "0" && c <= "9" }
    while let c = peek(), isDigit(c) { i += 1 }
    if peek() == "." {
      i += 1
      while let c = peek(), isDigit(c) { i += 1 }
    }
    if let c = peek(), c == "e" || c == "E" {
      let save = i
      i += 1
      if let d = peek(), d == "+" || d == "-" { i += 1 }
      if let d = peek(), d >= "0" && d <= "9" {
        while let d = peek(), d >= "0" && d <= "9" { i += 1 }
      } else {
        i = save
      }
    }
    var text = String(String.UnicodeScalarView(s[start..<i]))
    if text.hasPrefix(".") { text = "0" + text }
    // decNumber reads `1.` as `1` and `1.e5` as `1e5` (printed `1`, `1E+5`).
    if let dot = text.firstIndex(of: ".") {
      let after = text[text.index(after: dot)...].first
      if after == nil || after == "e" || after == "E" { text.remove(at: dot) }
    }
    if case .success(let values) = JSON.parseAll(text, literals: true), values.count == 1 {
      return values[0]
    }
    if let d = Double(text) { return .number(d) }
    throw Self.fail("syntax error: bad number \(text)", start)
  }

  private mutating func lexString() throws -> [JQStringPart] {
    var parts: [JQStringPart] = []
    var text = String.UnicodeScalarView()
    var run = i  // where the current run of escapes starts (jq parses each run as JSON)
    // jq's tokens in a string: runs of text, runs of escapes, `\(`; at the end of the
    // filter its parser names the last one's start.
    var last = (start: i - 1, escapes: false, text: false)
    let expecting = "expecting QQSTRING_TEXT or QQSTRING_INTERP_START or QQSTRING_END"
    while true {
      guard let c = peek() else {
        throw Self.fail("syntax error, unexpected end of file, \(expecting)", last.start)
      }
      i += 1
      if c == "\"" { break }
      guard c == "\\" else {
        if !last.text { last = (i - 1, false, true) }
        text.append(c)
        run = i
        continue
      }
      guard let e = peek() else {
        throw Self.fail("syntax error, unexpected INVALID_CHARACTER, \(expecting)", i - 1)
      }
      if e == "(" {
        last = (i - 1, false, false)
      } else if !last.escapes {
        last = (i - 1, true, false)
      }
      i += 1
      if e == "(" {
        parts.append(.text(String(text)))
        text = String.UnicodeScalarView()
        parts.append(.interpolation(try lex(untilParen: true)))
        run = i
        continue
      }
      switch JSONEscape(e) {
      case .byte(let byte): text.append(Unicode.Scalar(byte))
      case .unicode: text.append(try unicodeEscape(run))
      case .invalid: throw escapeError("Invalid escape", run)
      }
    }
    parts.append(.text(String(text)))
    return parts
  }

  /// jq 1.7.1's message for a bad escape: its lexer hands each run of escapes (`\\n\\q`,
  /// `\\u12`) to its JSON parser, whose error names the run and the column after it.
  private func escapeError(_ text: String, _ run: Int) -> JQError {
    var end = run
    while end + 1 < s.count, s[end] == "\\", s[end + 1] != "(" {
      end += 2
      guard s[end - 1] == "u" else { continue }
      var k = 0
      while k < 4, end < s.count, isIdent(s[end]), s[end] != "_" {
        end += 1
        k += 1
      }
    }
    let written = String(String.UnicodeScalarView(s[run..<end]))
    return Self.fail(
      "\(text) at line 1, column \(end - run + 2) (while parsing '\"\(written)\"')", run)
  }

  private mutating func hex4(_ run: Int) throws -> UInt32 {
    var v: UInt32 = 0
    let digits = s[i..<min(i + 4, s.count)].prefix { isIdent($0) && $0 != "_" }.count
    for _ in 0..<4 {
      guard let c = peek(), let d = Int(String(c), radix: 16) else {
        throw escapeError(
          digits < 4 ? "Invalid \\uXXXX escape" : "Invalid characters in \\uXXXX escape", run)
      }
      v = v * 16 + UInt32(d)
      i += 1
    }
    return v
  }

  private mutating func unicodeEscape(_ run: Int) throws -> Unicode.Scalar {
    let v = try hex4(run)
    if v >= 0xD800 && v < 0xDC00 {
      // jq 1.7.1's JSON parser wants a low surrogate's escape right after a high one.
      let pair = "Invalid \\uXXXX\\uXXXX surrogate pair escape"
      guard peek() == "\\", peek(1) == "u" else { throw escapeError(pair, run) }
      i += 2
      guard let w = try? hex4(run), w >= 0xDC00 && w < 0xE000 else {
        throw escapeError(pair, run)
      }
      return Unicode.Scalar(0x10000 + ((v - 0xD800) << 10) + (w - 0xDC00)) ?? "\u{FFFD}"
    }
    return Unicode.Scalar(v) ?? "\u{FFFD}"
  }
}
