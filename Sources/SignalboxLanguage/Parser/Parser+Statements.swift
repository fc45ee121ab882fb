import SignalboxJSON

/// The statements that start with a keyword of the operator table (`let`, `subject`,
/// `send` …), each with a grammar of its own: the table's entry names its parse handler
/// (`OperatorSpec.Compile.statement`), one of the functions below.
extension Parser {
  mutating func parseKeywordStatement(_ word: String, start: Int) throws -> Statement {
    guard case .statement(let parse)? = OperatorTable.spec(word, .statement)?.compile else {
      throw fail(Message.unexpected(current.display, expected: "a statement"))
    }
    advance()
    return try parse(&self, start)
  }

  /// `let NAME = PIPELINE`, `let NAME = EXPR`.
  static func parseLet(_ p: inout Parser, at start: Int) throws -> Statement {
    let (name, _) = try p.expectIdentifier("a name")
    try p.expectSymbol("=")
    if p.looksLikePipeline() {
      return .letPipeline(name, try p.parsePipeline(), at: start)
    }
    return .letValue(name, try p.parseExpression(), at: start)
  }

  /// `subject NAME`, `replaySubject NAME[, CAPACITY]`, `behaviorSubject NAME, EXPR` (the
  /// compiler checks the arguments each kind takes).
  static func parseSubject(_ kind: SubjectKind) -> StatementParser {
    { p, start in
      let (name, _) = try p.expectIdentifier("a subject name")
      var arguments: [Expr] = []
      while p.isSymbol(",") {
        p.advance()
        p.skipNewlines()
        arguments.append(try p.parseExpression())
      }
      return .subject(kind: kind, name: name, arguments: arguments, at: start)
    }
  }

  /// `NAME, EXPR` after `send` or `fail`.
  private static func subjectAndValue(_ p: inout Parser) throws -> (String, Expr) {
    let (name, _) = try p.expectIdentifier("a subject name")
    try p.expectSymbol(",")
    p.skipNewlines()
    return (name, try p.parseExpression())
  }

  static func parseSend(_ p: inout Parser, at start: Int) throws -> Statement {
    let (name, value) = try subjectAndValue(&p)
    return .send(name, value, at: start)
  }

  static func parseFail(_ p: inout Parser, at start: Int) throws -> Statement {
    let (name, value) = try subjectAndValue(&p)
    return .fail(name, value, at: start)
  }

  static func parseComplete(_ p: inout Parser, at start: Int) throws -> Statement {
    let (name, _) = try p.expectIdentifier("a subject name")
    return .complete(name, at: start)
  }

  /// `command NAME [concurrent] = { … }`.
  static func parseCommand(_ p: inout Parser, at start: Int) throws -> Statement {
    let (name, _) = try p.expectIdentifier("a command name")
    var concurrent = false
    if p.identifier() == "concurrent" {
      p.advance()
      concurrent = true
    }
    try p.expectSymbol("=")
    guard p.isSymbol("{") else {
      throw p.fail(Message.unexpected(p.current.display, expected: "a block { … }"))
    }
    return .command(name, concurrent: concurrent, try p.parseBlock(), at: start)
  }

  static func parseExecute(_ p: inout Parser, at start: Int) throws -> Statement {
    let (name, _) = try p.expectIdentifier("a command name")
    try p.expectSymbol(",")
    p.skipNewlines()
    return .execute(name, try p.parseExpression(), at: start)
  }

  static func parseConnect(_ p: inout Parser, at start: Int) throws -> Statement {
    let (name, _) = try p.expectIdentifier("a published pipeline's name")
    return .connect(name, at: start)
  }

  static func parseSleep(_ p: inout Parser, at start: Int) throws -> Statement {
    .sleep(try p.parseExpression(), at: start)
  }

  /// After `let NAME =`: a source name, or a bound name standing alone or followed by `|`,
  /// starts a pipeline; anything else is an expression.
  func looksLikePipeline() -> Bool {
    guard let name = identifier() else { return false }
    if Parser.sourceNames.contains(name) { return true }
    let next = peekNext
    return isSymbol("|", next) || next.isStatementEnd
      || (isSymbol(".", next) && !isSymbolAfterMemberAccess())
  }

  private func isSymbolAfterMemberAccess() -> Bool {
    // `c.executing` is a pipeline source; `o.field + 1` is an expression.
    let after = tokens[min(position + 3, tokens.count - 1)]
    return !(isSymbol("|", after) || after.isStatementEnd)
  }
}

extension String {
  package func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while let f = scalars.first, f == " " || f == "\t" { scalars.removeFirst() }
    while let l = scalars.last, l == " " || l == "\t" || l == "\r" { scalars.removeLast() }
    return String(scalars)
  }
}
