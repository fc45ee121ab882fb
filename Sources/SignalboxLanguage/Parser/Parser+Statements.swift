import SignalboxJSON

/// The statements that start with a keyword of the operator table (`let`, `subject`,
/// `send` …), each with a grammar of its own.
extension Parser {
  mutating func parseKeywordStatement(_ word: String, start: Int) throws -> Statement {
    advance()
    switch word {
    case "let":
      let (name, _) = try expectIdentifier("a name")
      try expectSymbol("=")
      if looksLikePipeline() {
        return .letPipeline(name, try parsePipeline(), at: start)
      }
      return .letValue(name, try parseExpression(), at: start)
    case "subject", "replaySubject", "behaviorSubject":
      let (name, _) = try expectIdentifier("a subject name")
      var arguments: [Expr] = []
      while isSymbol(",") {
        advance()
        skipNewlines()
        arguments.append(try parseExpression())
      }
      return .subject(kind: word, name: name, arguments: arguments, at: start)
    case "send", "fail":
      let (name, _) = try expectIdentifier("a subject name")
      try expectSymbol(",")
      skipNewlines()
      let value = try parseExpression()
      return word == "send" ? .send(name, value, at: start) : .fail(name, value, at: start)
    case "complete":
      let (name, _) = try expectIdentifier("a subject name")
      return .complete(name, at: start)
    case "command":
      let (name, _) = try expectIdentifier("a command name")
      var concurrent = false
      if identifier() == "concurrent" {
        advance()
        concurrent = true
      }
      try expectSymbol("=")
      guard isSymbol("{") else {
        throw fail(Message.unexpected(current.display, expected: "a block { … }"))
      }
      return .command(name, concurrent: concurrent, try parseBlock(), at: start)
    case "execute":
      let (name, _) = try expectIdentifier("a command name")
      try expectSymbol(",")
      skipNewlines()
      return .execute(name, try parseExpression(), at: start)
    case "connect":
      let (name, _) = try expectIdentifier("a published pipeline's name")
      return .connect(name, at: start)
    default:  // sleep
      return .sleep(try parseExpression(), at: start)
    }
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
