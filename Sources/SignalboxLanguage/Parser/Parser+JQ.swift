import SignalboxJSON

/// jq's spellings inside Signalbox's expressions (docs/language.md, "jq's spellings"). Each
/// becomes the Signalbox tree it means, so the compiler needs little of its own:
///
///     .          the value `x`               .a.b   x.a.b      .[0]  x[0]   ."k"  x["k"]
///     $name      the bound name `name`       $ENV   the environment   $ARGS  jq's $ARGS
///     not(e)     !e     `not` alone: !x      e | not   !e (in parentheses, call arguments
///                                                      and a stage's last argument)
///     a // b     jq's alternative (binary "//")
///     if c then a elif d then b else e end   c ? a : (d ? b : e); no `else`: the value x
///     a[i:j]     the call ":slice"(a, i, j) (a missing end is null)
///     @csv       @csv(x)     @csv(e)   the format     @csv "…\(e)…"  (the lexer's work)
extension Parser {
  /// The name the compiler gives jq's slice (a name no program can spell).
  static let sliceFunction = ":slice"

  /// `.`-paths and `$name`.
  mutating func parseJQPrimary() throws -> Expr {
    let token = advance()
    if case .variable(let name) = token.kind {
      switch name {
      case "ENV", "ARGS": return .name("$" + name, at: token.offset)
      default: return .name(name, at: token.offset)
      }
    }
    let x = Expr.name("x", at: token.offset)
    // `.name` and `."k"` only when written together, as jq's lexer reads them (`. and .`).
    guard current.offset == token.end else { return x }
    switch current.kind {
    case .identifier(let name) where !name.hasPrefix("@"):
      advance()
      return .field(x, name, at: token.offset)
    case .string(let name):
      advance()
      return .field(x, name, at: token.offset)
    default:
      return x
    }
  }

  /// `not`, `if`, `@format`: nil for any other word (or `not(`/`@csv(`, ordinary calls).
  mutating func parseJQWord(_ name: String) throws -> Expr? {
    let at = current.offset
    switch name {
    case "not":
      if isSymbol("(", peekNext) {
        advance()
        advance()
        skipNewlines()
        let operand = try parseNotSuffix(try parseExpression())
        skipNewlines()
        try expectSymbol(")", "')' to close the call")
        return .unary(.not, operand, at: at)
      }
      advance()
      return .unary(.not, .name("x", at: at), at: at)
    case "if":
      advance()
      return try parseIf(at: at)
    case _ where name.hasPrefix("@"):
      guard !isSymbol("(", peekNext) else { return nil }
      advance()
      return .call(name, [.name("x", at: at)], at: at)
    default:
      return nil
    }
  }

  /// After `if`: `c then a (elif c then a)* [else b] end`.
  private mutating func parseIf(at: Int) throws -> Expr {
    try enterNesting()
    defer { depth -= 1 }
    skipNewlines()
    let condition = try parseNotSuffix(try parseExpression())
    try expectWord("then")
    let yes = try parseNotSuffix(try parseExpression())
    skipNewlines()
    let no: Expr
    switch identifier() {
    case "elif":
      no = try parseIf(at: advance().offset)
      return .conditional(condition, yes, no, at: at)
    case "else":
      advance()
      skipNewlines()
      no = try parseNotSuffix(try parseExpression())
      skipNewlines()
    default:
      no = .name("x", at: at)  // jq 1.7: `if c then a end` is `if c then a else . end`
    }
    try expectWord("end")
    return .conditional(condition, yes, no, at: at)
  }

  private mutating func expectWord(_ word: String) throws {
    skipNewlines()
    guard identifier() == word else {
      throw fail(Message.unexpected(current.display, expected: "'\(word)'"))
    }
    advance()
    skipNewlines()
  }

  /// `a // b`, right-associative as in jq, below `or`.
  mutating func parseAlternative() throws -> Expr {
    let left = try parseOr()
    guard isSymbol("//") else { return left }
    try enterNesting()
    defer { depth -= 1 }
    let at = advance().offset
    skipNewlines()
    return .binary(.alternative, left, try parseAlternative(), at: at)
  }

  /// jq's postfix `e | not` (`(x.ok | not)`): `!e`. Only where a `|` cannot start a stage.
  mutating func parseNotSuffix(_ expr: Expr) throws -> Expr {
    var expr = expr
    while isSymbol("|"), identifier(peekNext) == "not", !isSymbol("(", tokenAfterNext) {
      let at = advance().offset
      advance()
      expr = .unary(.not, expr, at: at)
    }
    return expr
  }

  /// The token after `peekNext`.
  var tokenAfterNext: Token { tokens[min(position + 2, tokens.count - 1)] }

  /// After a postfix `[`: `[i]`, or jq's slice `[i:j]` (either end may be missing).
  mutating func parseIndexOrSlice(of base: Expr) throws -> Expr {
    let at = advance().offset
    skipNewlines()
    if isSymbol("]") { throw fail(Message.jqIterate()) }
    var from: Expr = .literal(.null, at: at)
    if !isSymbol(":") {
      from = try parseExpression()
      skipNewlines()
      if isSymbol("]") {
        advance()
        return .index(base, from, at: at)
      }
    }
    try expectSymbol(":", "']' or ':'")
    skipNewlines()
    var to: Expr = .literal(.null, at: at)
    if !isSymbol("]") {
      to = try parseExpression()
      skipNewlines()
    }
    try expectSymbol("]", "']'")
    return .call(Parser.sliceFunction, [base, from, to], at: at)
  }
}

extension Parser {
  /// A pipeline that starts like a jq filter (`.status`, `.[0]`, `$x`): the message names
  /// the Signalbox spelling, `stdin | map .status`.
  func jqFilterHint() -> DiagnosticMessage? {
    switch current.kind {
    case .symbol("."), .variable: break
    default: return nil
    }
    var k = position
    var nesting = 0
    while k < tokens.count - 1 {
      let token = tokens[k]
      if case .symbol(let s) = token.kind {
        if ["(", "[", "{"].contains(s) { nesting += 1 }
        if [")", "]", "}"].contains(s) { nesting -= 1 }
        if nesting <= 0, s == "|" || s == "&" { break }
      }
      if token.isStatementEnd { break }
      k += 1
    }
    let end = k > position ? tokens[k - 1].end : current.end
    var text = file.slice(current.offset, end).trimmingSpaces()
    if text.unicodeScalars.count > 40 || text.contains("\n") { text = "EXPR" }
    return Message.jqFilterAsSource(text)
  }
}
