/// jq 1.7.1's scanner (its lexer.l) token by token, for `JQBison`: each token is bison's
/// symbol number with where it starts and ends (in Unicode scalars), and the message of a
/// string's run of escapes that jq's JSON parser refuses.
struct JQBisonToken {
  let symbol: Int
  let start: Int
  let end: Int
  var failure: String? = nil
}

struct JQBisonLexer {
  private enum State { case paren, bracket, brace, interp, string }
  private let s: [Unicode.Scalar]
  private var i = 0
  private var states: [State] = []
  /// jq's `yylloc`: the last lexeme's span, white space and comments included.
  private var last = (0, 0)

  init(_ scalars: [Unicode.Scalar]) { s = scalars }

  private static let symbols: [String: Int] = Dictionary(
    JQBison.names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
  static func symbol(_ name: String) -> Int { symbols[name] ?? 2 }

  private static let keywords: Set<String> = [
    "as", "import", "include", "module", "def", "if", "then", "else", "elif", "and", "or",
    "end", "reduce", "foreach", "try", "catch", "label", "break",
  ]
  private static let ops3 = ["//=", "?//"]
  private static let ops2 = [
    "!=", "==", "//", "|=", "+=", "-=", "*=", "/=", "%=", "<=", ">=", "..",
  ]

  private func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
  private static func identStart(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return c == "_" || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
  }
  private static func identChar(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return identStart(c) || (c >= "0" && c <= "9")
  }
  private static func digit(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return c >= "0" && c <= "9"
  }

  /// The next token; the end of the filter is `end of file` at the last lexeme's span.
  mutating func next() -> JQBisonToken {
    if pendingBytes > 0 {
      pendingBytes -= 1
      return JQBisonToken(symbol: Self.symbol("INVALID_CHARACTER"), start: last.0, end: last.1)
    }
    while true {
      guard i < s.count else { return JQBisonToken(symbol: 0, start: last.0, end: last.1) }
      if states.last == .string { return stringToken() }
      let c = s[i]
      if c == " " || c == "\n" || c == "\t" {
        let start = i
        while let d = at(i), d == " " || d == "\n" || d == "\t" { i += 1 }
        last = (start, i)
      } else if c == "#" {
        let start = i
        while let d = at(i), d != "\n" { i += 1 }
        last = (start, i)
      } else {
        return codeToken()
      }
    }
  }

  private mutating func token(_ name: String, _ length: Int) -> JQBisonToken {
    let t = JQBisonToken(symbol: Self.symbol(name), start: i, end: i + length)
    last = (i, i + length)
    i += length
    return t
  }

  private func identLength(_ from: Int) -> Int {
    var k = from
    while Self.identChar(at(k)) { k += 1 }
    // `(IDENT::)*IDENT`: a `::` joins only when a name follows it.
    while at(k) == ":", at(k + 1) == ":", Self.identStart(at(k + 2)) {
      k += 2
      while Self.identChar(at(k)) { k += 1 }
    }
    return k - from
  }

  private func numberLength() -> Int {
    var k = i
    while Self.digit(at(k)) { k += 1 }
    if at(k) == "." {
      k += 1
      while Self.digit(at(k)) { k += 1 }
    }
    if at(k) == "e" || at(k) == "E" {
      var e = k + 1
      if at(e) == "+" || at(e) == "-" { e += 1 }
      if Self.digit(at(e)) {
        while Self.digit(at(e)) { e += 1 }
        k = e
      }
    }
    return k - i
  }

  private mutating func codeToken() -> JQBisonToken {
    let c = s[i]
    if Self.identStart(c) {
      let n = identLength(i)
      let word = String(String.UnicodeScalarView(s[i..<i + n]))
      return token(Self.keywords.contains(word) ? word : "IDENT", n)
    }
    if Self.digit(c) || (c == "." && Self.digit(at(i + 1))) {
      return token("LITERAL", numberLength())
    }
    if c == "." && Self.identStart(at(i + 1)) {
      var k = i + 1
      while Self.identChar(at(k)) { k += 1 }
      return token("FIELD", k - i)
    }
    if c == "$" && Self.identStart(at(i + 1)) {
      let n = 1 + identLength(i + 1)
      let word = String(String.UnicodeScalarView(s[i..<i + n]))
      return token(word == "$__loc__" ? "$__loc__" : "BINDING", n)
    }
    if c == "@" && Self.identChar(at(i + 1)) {
      var k = i + 1
      while Self.identChar(at(k)) { k += 1 }
      return token("FORMAT", k - i)
    }
    let rest = String(String.UnicodeScalarView(s[i..<min(i + 3, s.count)]))
    if let op = Self.ops3.first(where: { rest.hasPrefix($0) }) { return token(op, 3) }
    if let op = Self.ops2.first(where: { rest.hasPrefix($0) }) { return token(op, 2) }
    switch c {
    case "(": states.append(.paren)
    case "[": states.append(.bracket)
    case "{": states.append(.brace)
    case ")", "]", "}": return close(c)
    case "\"":
      states.append(.string)
      return token("QQSTRING_START", 1)
    default: break
    }
    if ".?=;,:|+-*/%$<>([{".unicodeScalars.contains(c) { return token("'\(c)'", 1) }
    // jq's scanner reads bytes: a character outside ASCII is one invalid token a byte.
    let t = token("INVALID_CHARACTER", 1)
    pendingBytes = String(c).utf8.count - 1
    return t
  }

  /// The bytes of a character outside ASCII still to hand out as invalid tokens.
  var pendingBytes = 0

  /// jq's `try_exit`: a closing bracket closes the innermost open one or is invalid.
  private mutating func close(_ c: Unicode.Scalar) -> JQBisonToken {
    let wanted: [State: Unicode.Scalar] = [.paren: ")", .bracket: "]", .brace: "}", .interp: ")"]
    guard let top = states.last, wanted[top] == c else { return token("INVALID_CHARACTER", 1) }
    states.removeLast()
    return token(top == .interp ? "QQSTRING_INTERP_END" : "'\(c)'", 1)
  }

  private mutating func stringToken() -> JQBisonToken {
    let c = s[i]
    if c == "\"" {
      states.removeLast()
      return token("QQSTRING_END", 1)
    }
    guard c == "\\" else {
      var k = i
      while let d = at(k), d != "\\", d != "\"" { k += 1 }
      return token("QQSTRING_TEXT", k - i)
    }
    if at(i + 1) == "(" {
      states.append(.interp)
      return token("QQSTRING_INTERP_START", 2)
    }
    // `(\\[^u(]|\\u[a-zA-Z0-9]{0,4})+`, handed to jq's JSON parser.
    var k = i
    while at(k) == "\\", let e = at(k + 1), e != "(" {
      k += 2
      guard e == "u" else { continue }
      var n = 0
      while n < 4, Self.identChar(at(k)), at(k) != "_" {
        k += 1
        n += 1
      }
    }
    guard k > i else { return token("INVALID_CHARACTER", 1) }
    var t = token("QQSTRING_TEXT", k - i)
    let run = "\"" + String(String.UnicodeScalarView(s[t.start..<t.end])) + "\""
    do {
      _ = try JQLexer.tokens(run)
    } catch let error as JQError {
      t.failure = error.message
    } catch {}
    return t
  }
}
