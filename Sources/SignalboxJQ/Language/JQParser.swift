import SignalboxJSON

/// jq's grammar by precedence climbing: `|` (right) < `,` < `//` (right) < assignments
/// (nonassoc) < `or` < `and` < comparisons (nonassoc) < `+ -` and unary minus < `* / %` <
/// postfix terms. `def`, `as` and `label` take everything to their right.
struct JQParser {
  var tokens: [JQToken]
  var k = 0
  /// Nesting of the parse, held below `maxDepth` so no filter overflows the stack.
  var depth = 0
  /// The offsets of the filter's newlines, for `$__loc__`.
  var lineStarts: [Int] = []
  /// What bison calls the last token: an interpolation's `)` is `QQSTRING_INTERP_END`.
  var endName = "end of file"
  static let maxDepth = 400

  init(tokens: [JQToken]) { self.tokens = tokens }

  static func parse(_ text: String) throws -> JQNode {
    var p = JQParser(tokens: try JQLexer.tokens(text))
    p.lineStarts = text.unicodeScalars.enumerated().filter { $0.element == "\n" }.map(\.offset)
    let node = try p.parseBody()
    guard case .end = p.tokens[p.k].kind else { throw p.unexpected(expecting: "end of file") }
    return node
  }

  var token: JQToken { tokens[k] }

  /// The main filter. A first token that cannot start one is an error `expecting end of
  /// file`: jq's grammar has reduced the empty definitions before it (`>`, `)`, `then`).
  mutating func parseBody() throws -> JQNode {
    let first = k
    do {
      return try parsePipe()
    } catch let error as JQError where k == first && error.position == token.position {
      guard error.message.hasPrefix("syntax error, unexpected"),
        !error.message.contains(", expecting")
      else { throw error }
      throw unexpected(expecting: "end of file")
    }
  }

  func isOp(_ op: String) -> Bool {
    if case .op(let o) = token.kind { return o == op }
    return false
  }
  func isWord(_ w: String) -> Bool {
    if case .ident(let o) = token.kind { return o == w }
    return false
  }

  /// Bison's words for the token (jq 1.7.1's parser): `'+'`, `//`, `IDENT`, `FIELD`,
  /// `BINDING`, keywords as written; `expecting` as bison adds it where it is sure.
  func unexpected(expecting: String? = nil) -> JQError {
    let what: String
    switch token.kind {
    case .end: what = endName
    case .op(let o): what = o.count == 1 ? "'\(o)'" : o
    case .ident(let w): what = Self.keywords.contains(w) ? w : "IDENT"
    case .field: what = "FIELD"
    case .variable(let v): what = v == "__loc__" ? "$__loc__" : "BINDING"
    case .format: what = "FORMAT"
    case .number: what = "LITERAL"
    case .string: what = "QQSTRING_START"
    }
    let tail = expecting.map { ", expecting \($0)" } ?? ""
    return JQLexer.fail("syntax error, unexpected \(what)\(tail)", token.position)
  }

  static let keywords: Set<String> = [
    "as", "import", "include", "module", "def", "if", "then", "elif", "else", "end", "and",
    "or", "reduce", "foreach", "try", "catch", "label", "__loc__",
  ]

  /// Whether the token starts one of jq 1.7.1's Exp that are not a Term.
  var atExpressionWord: Bool {
    guard case .ident(let w) = token.kind else { return false }
    return ["if", "reduce", "foreach", "try", "label", "def"].contains(w)
  }

  /// Whether the token starts an index of the input: `.a`, `.[…]`, `."a"`.
  var atIndex: Bool {
    if case .field = token.kind { return true }
    guard isOp(".") else { return false }
    switch tokens[k + 1].kind {
    case .op("["), .string: return true
    default: return false
    }
  }

  mutating func expect(_ op: String, expecting: String? = nil) throws {
    guard isOp(op) else { throw unexpected(expecting: expecting) }
    k += 1
  }
  mutating func expectWord(_ w: String, expecting: String? = nil) throws {
    guard isWord(w) else { throw unexpected(expecting: expecting) }
    k += 1
  }

  mutating func enter() throws {
    depth += 1
    if depth > Self.maxDepth {
      throw JQLexer.fail("filter nests too deeply (more than \(Self.maxDepth))", token.position)
    }
  }

  mutating func parsePipe() throws -> JQNode {
    try enter()
    defer { depth -= 1 }
    if isWord("def") {
      let def = try parseDef()
      return .define(def, try parsePipe())
    }
    let lhs = try parseComma()
    if isOp("|") {
      k += 1
      return .pipe(lhs, try parsePipe())
    }
    return lhs
  }

  mutating func parseComma() throws -> JQNode {
    var lhs = try parseAlternative()
    while isOp(",") {
      k += 1
      lhs = .comma(lhs, try parseAlternative())
    }
    return lhs
  }

  mutating func parseAlternative() throws -> JQNode {
    let lhs = try parseAssign()
    if isOp("//") {
      k += 1
      return .alternative(lhs, try parseAlternative())
    }
    return lhs
  }

  static let assignOps: Set<String> = ["=", "|=", "+=", "-=", "*=", "/=", "%=", "//="]

  mutating func parseAssign() throws -> JQNode {
    let lhs = try parseOr()
    if case .op(let o) = token.kind, Self.assignOps.contains(o) {
      k += 1
      // jq's grammar binds `//` looser than the assignments: `.a = .b // 1` is
      // `(.a = .b) // 1`, so the right side stops before `//` (jq 1.7.1 gives {"a":null}).
      let rhs = try parseOr()
      if case .op(let o2) = token.kind, Self.assignOps.contains(o2) { throw unexpected() }
      return .assign(o, lhs, rhs)
    }
    return lhs
  }

  mutating func parseOr() throws -> JQNode {
    var lhs = try parseAnd()
    while isWord("or") {
      k += 1
      lhs = .or(lhs, try parseAnd())
    }
    return lhs
  }

  mutating func parseAnd() throws -> JQNode {
    var lhs = try parseCompare()
    while isWord("and") {
      k += 1
      lhs = .and(lhs, try parseCompare())
    }
    return lhs
  }

  static let comparisons: [String: JQArith] = [
    "==": .equal, "!=": .notEqual, "<": .less, "<=": .lessEqual, ">": .greater,
    ">=": .greaterEqual,
  ]

  mutating func parseCompare() throws -> JQNode {
    let lhs = try parseAdditive()
    if case .op(let o) = token.kind, let op = Self.comparisons[o] {
      k += 1
      let rhs = try parseAdditive()
      if case .op(let o2) = token.kind, Self.comparisons[o2] != nil { throw unexpected() }
      return .arith(op, lhs, rhs)
    }
    return lhs
  }

  mutating func parseAdditive() throws -> JQNode {
    var lhs = try parseUnary()
    while true {
      if isOp("+") {
        k += 1
        lhs = .arith(.add, lhs, try parseUnary())
      } else if isOp("-") {
        k += 1
        lhs = .arith(.subtract, lhs, try parseUnary())
      } else {
        return lhs
      }
    }
  }

  mutating func parseMultiplicative() throws -> JQNode {
    var lhs = try parsePostfix()
    while true {
      let op: JQArith
      if isOp("*") {
        op = .multiply
      } else if isOp("/") {
        op = .divide
      } else if isOp("%") {
        op = .modulo
      } else {
        return lhs
      }
      k += 1
      lhs = .arith(op, lhs, isOp("-") ? try parseUnary() : try parsePostfix())
    }
  }

  /// jq's `'-' Exp` has binary minus's precedence: it negates a whole product (`-2 % -2` is
  /// `-(2 % -(2))`, -0; `-1 / 0` divides 1), and a sum's first term only.
  mutating func parseUnary() throws -> JQNode {
    if isOp("-") {
      k += 1
      try enter()
      defer { depth -= 1 }
      return .negate(try parseUnary())
    }
    return try parseMultiplicative()
  }
}
