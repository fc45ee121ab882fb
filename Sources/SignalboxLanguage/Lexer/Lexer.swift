import SignalboxJSON

/// Turns program text into tokens. Newlines are tokens only outside brackets (so an unclosed
/// bracket continues the statement on the next line); `#` starts a comment outside strings.
/// A string with interpolations (`"n: \(x.n)"`) comes out as the tokens of
/// `("n: " + str(x.n) + "")`, so the parser and compiler need nothing of their own for it.
package struct Lexer {
  let s: [Unicode.Scalar]
  var i = 0
  private var depth = 0
  /// Tokens of an interpolated string after its first, handed out by `next()`.
  var queue: [Token] = []
  /// How many interpolations enclose the string being lexed.
  private var interpolationDepth = 0
  /// Strings inside interpolations inside strings: lexing recurses once per level.
  static let maxInterpolationDepth = 32
  private(set) var diagnostics: [Diagnostic] = []

  init(_ file: SourceFile) { s = file.scalars }

  package static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    var lexer = Lexer(file)
    var tokens: [Token] = []
    while true {
      let token = lexer.next()
      tokens.append(token)
      if token.kind == .end { break }
    }
    return (tokens, lexer.diagnostics)
  }

  private static let twoCharSymbols: Set<String> = [
    "??", "->", "<=", ">=", "==", "!=", "&&", "||", "//",
  ]
  private static let oneCharSymbols: Set<Unicode.Scalar> = [
    "|", "&", ";", ",", "{", "}", "(", ")", "[", "]", ".", ":", "?", "+", "-", "*", "/", "%", "<",
    ">", "!", "=",
  ]

  private mutating func next() -> Token {
    if !queue.isEmpty { return queue.removeFirst() }
    return nextSingle()
  }

  /// The next token, and with it every token of an interpolated string.
  private mutating func nextGroup() -> [Token] {
    let first = nextSingle()
    defer { queue.removeAll() }
    return [first] + queue
  }

  private mutating func nextSingle() -> Token {
    while i < s.count {
      let c = s[i]
      if c == " " || c == "\t" || c == "\r" {
        i += 1
      } else if c == "#" {
        while i < s.count && s[i] != "\n" { i += 1 }
      } else if c == "\n" {
        i += 1
        if depth == 0 { return Token(kind: .newline, offset: i - 1, end: i) }
      } else {
        break
      }
    }
    guard i < s.count else { return Token(kind: .end, offset: s.count, end: s.count) }
    let start = i
    let c = s[i]
    if c == "\"" {
      let tokens = lexString()
      queue.append(contentsOf: tokens.dropFirst())
      return tokens[0]
    }
    if c == "'", let raw = lexRawText() { return raw }
    if c == "'" {
      diagnostics.append(Diagnostic(Message.unterminatedString(), at: start))
      return Token(kind: .invalid("a string"), offset: start, end: i)
    }
    if c.properties.isAlphabetic || c == "_" {
      while i < s.count
        && (s[i].properties.isAlphabetic || s[i] == "_" || ("0"..."9").contains(s[i]))
      { i += 1 }
      return Token(kind: .identifier(text(start, i)), offset: start, end: i)
    }
    if ("0"..."9").contains(c) { return lexNumber() }
    if c == "$" || c == "@", i + 1 < s.count, s[i + 1].properties.isAlphabetic || s[i + 1] == "_" {
      return lexSigil()
    }
    if c == "$" {
      i += 1
      let digitsStart = i
      while i < s.count && ("0"..."9").contains(s[i]) { i += 1 }
      if digitsStart == i {
        diagnostics.append(Diagnostic(Message.invalidCharacter("$"), at: start))
        return Token(kind: .invalid("'$'"), offset: start, end: i)
      }
      return Token(kind: .dollar(Int(text(digitsStart, i)) ?? Int.max), offset: start, end: i)
    }
    if i + 1 < s.count {
      let pair = text(i, i + 2)
      if Lexer.twoCharSymbols.contains(pair) {
        i += 2
        return Token(kind: .symbol(pair), offset: start, end: i)
      }
    }
    if Lexer.oneCharSymbols.contains(c) {
      i += 1
      switch c {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth = max(0, depth - 1)
      default: break
      }
      return Token(kind: .symbol(String(c)), offset: start, end: i)
    }
    i += 1
    diagnostics.append(Diagnostic(Message.invalidCharacter(c), at: start))
    return Token(kind: .invalid("'\(c)'"), offset: start, end: i)
  }

  func text(_ a: Int, _ b: Int) -> String {
    // One scalar at a time: `append(contentsOf:)` is generic in the standard library and,
    // unspecialised, looks its associated types up at run time (a scan of every protocol
    // conformance in the binary, at start-up).
    var v = String.UnicodeScalarView()
    for k in a..<b { v.append(s[k]) }
    return String(v)
  }

  private mutating func lexNumber() -> Token {
    let start = i
    while i < s.count && ("0"..."9").contains(s[i]) { i += 1 }
    if i + 1 < s.count && s[i] == "." && ("0"..."9").contains(s[i + 1]) {
      i += 1
      while i < s.count && ("0"..."9").contains(s[i]) { i += 1 }
    }
    if i < s.count && (s[i] == "e" || s[i] == "E") {
      var j = i + 1
      if j < s.count && (s[j] == "+" || s[j] == "-") { j += 1 }
      if j < s.count && ("0"..."9").contains(s[j]) {
        i = j
        while i < s.count && ("0"..."9").contains(s[i]) { i += 1 }
      }
    }
    let literal = text(start, i)
    guard let value = Double(literal) else {
      diagnostics.append(Diagnostic(Message.invalidNumber(), at: start))
      return Token(kind: .invalid("a number"), offset: start, end: i)
    }
    if let seconds = lexUnit() {
      return Token(kind: .number(value * seconds), offset: start, end: i)
    }
    if i - start >= 16, literal.utf8.allSatisfy({ $0 &- 48 <= 9 }) {
      return Token(kind: .bigInteger(literal), offset: start, end: i)
    }
    return Token(kind: .number(value), offset: start, end: i)
  }

  /// A string literal with JSON escapes and `\(expression)` interpolations.
  mutating func lexString(format: String = "str") -> [Token] {
    let start = i
    i += 1
    var out = String.UnicodeScalarView()
    var produced: [Token] = []
    func synthesized(_ kind: Token.Kind, at offset: Int) -> Token {
      Token(kind: kind, offset: offset, end: offset + 1)
    }
    while i < s.count {
      let c = s[i]
      if c == "\"" {
        i += 1
        if produced.isEmpty { return [Token(kind: .string(String(out)), offset: start, end: i)] }
        produced += [
          synthesized(.symbol("+"), at: start),
          Token(kind: .string(String(out)), offset: start, end: i),
        ]
        produced.append(synthesized(.symbol(")"), at: i - 1))
        return produced
      }
      if c == "\\", i + 1 < s.count, s[i + 1] == "(" {
        let open = i
        guard interpolationDepth < Lexer.maxInterpolationDepth else {
          diagnostics.append(
            Diagnostic(Message.interpolationTooDeep(Lexer.maxInterpolationDepth), at: open))
          skipRestOfString()
          return [Token(kind: .invalid("a string"), offset: start, end: i)]
        }
        produced.append(synthesized(.symbol(produced.isEmpty ? "(" : "+"), at: start))
        produced += [
          Token(kind: .string(String(out)), offset: start, end: open),
          synthesized(.symbol("+"), at: open),
        ]
        produced += [
          synthesized(.identifier(format), at: open), synthesized(.symbol("("), at: open),
        ]
        out = String.UnicodeScalarView()
        i += 2
        var k = i
        while k < s.count, s[k] == " " || s[k] == "\t" { k += 1 }
        if k < s.count, s[k] == ")" {
          diagnostics.append(Diagnostic(Message.emptyInterpolation(), at: open))
          skipRestOfString()
          return [Token(kind: .invalid("a string"), offset: start, end: i)]
        }
        // The expression's tokens up to the `)` that closes `\(`, which closes `str(`.
        depth += 1
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var parens = 0
        scan: while true {
          for token in nextGroup() {
            produced.append(token)
            switch token.kind {
            case .symbol("("): parens += 1
            case .symbol(")"):
              if parens == 0 { break scan }
              parens -= 1
            case .end:
              diagnostics.append(Diagnostic(Message.unterminatedString(), at: start))
              return [Token(kind: .invalid("a string"), offset: start, end: i)]
            default: break
            }
          }
        }
        continue
      }
      if c == "\n" { break }
      if c != "\\" {
        out.append(c)
        i += 1
        continue
      }
      let escape = i
      i += 1
      guard i < s.count else { break }
      let e = s[i]
      i += 1
      switch JSONEscape(e) {
      case .byte(let byte): out.append(Unicode.Scalar(byte))
      case .unicode:
        guard var code = hex4() else {
          diagnostics.append(Diagnostic(Message.invalidEscape(), at: escape))
          skipRestOfString()
          return [Token(kind: .invalid("a string"), offset: start, end: i)]
        }
        if code >= 0xD800 && code < 0xDC00, i + 1 < s.count, s[i] == "\\", s[i + 1] == "u" {
          let save = i
          i += 2
          if let low = hex4(), low >= 0xDC00 && low < 0xE000 {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else {
            i = save
          }
        }
        out.append(Unicode.Scalar(code) ?? "\u{FFFD}")
      case .invalid:
        diagnostics.append(Diagnostic(Message.invalidEscape(), at: escape))
        skipRestOfString()
        return [Token(kind: .invalid("a string"), offset: start, end: i)]
      }
    }
    diagnostics.append(Diagnostic(Message.unterminatedString(), at: start))
    return [Token(kind: .invalid("a string"), offset: start, end: i)]
  }

  /// After a bad escape: past the string's closing quote (or to the end of the line), so
  /// one mistake gives one diagnostic.
  private mutating func skipRestOfString() {
    while i < s.count, s[i] != "\n" {
      if s[i] == "\\" {
        i += 2
        continue
      }
      if s[i] == "\"" {
        i += 1
        return
      }
      i += 1
    }
    i = min(i, s.count)
  }

  private mutating func hex4() -> UInt32? {
    guard i + 4 <= s.count else { return nil }
    var value: UInt32 = 0
    for k in 0..<4 {
      guard let d = UInt32(String(s[i + k]), radix: 16) else { return nil }
      value = value * 16 + d
    }
    i += 4
    return value
  }
}
