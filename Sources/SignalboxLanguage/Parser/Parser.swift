/// A recursive-descent parser: one small method per grammar rule, in grammar order.
/// Statements and pipelines here; expressions in `Parser+Expressions.swift`.
///
///     program   := statement ((';' | NEWLINE) statement)*
///     pipeline  := stage ('|' stage)*
///     stage     := NAME ['.' NAME] [arg (',' arg)*] [MODE]
///     arg       := expr | block
///     block     := '{' [NAME '->'] pipeline '}'
///
/// On an error it records a diagnostic and skips to the next statement, so one run reports
/// several errors.
struct Parser {
  var tokens: [Token]
  var position = 0
  /// How deeply expressions and blocks are nested here; past `maxDepth` the input is
  /// rejected with a diagnostic instead of exhausting the stack (parsing, compiling and
  /// evaluating all recurse on nesting).
  var depth = 0
  static let maxDepth = Limits.nesting
  /// The operators of left-associative chains (`1 + 1 + …`, `x.a.b`, `x[0][0]`) open
  /// around the expression being parsed: each makes the tree one level deeper without a
  /// recursive call here, but compiling, evaluating and releasing the tree recurse once
  /// per level, so `depth + chainDepth` is held to `Limits.expressionDepth`.
  var chainDepth = 0
  /// Subscribing a pipeline nests one call per stage; this keeps that within the stack.
  static let maxStages = Limits.stages
  var diagnostics: [Diagnostic] = []
  let file: SourceFile

  static let sourceNames: Set<String> = [
    "from", "just", "empty", "never", "error", "range", "interval", "timer", "marbles", "defer", "stdin", "file",
    "seq", "iterate", "merge", "concat", "zip", "combineLatest",
  ]
  static let statementKeywords: Set<String> = [
    "let", "subject", "replaySubject", "behaviorSubject", "send", "complete", "fail", "command", "execute",
    "connect", "sleep",
  ]

  struct Failure: Error {}

  init(file: SourceFile) {
    self.file = file
    let (tokens, diagnostics) = Lexer.tokenize(file)
    self.tokens = tokens
    self.diagnostics = diagnostics
  }

  /// Parses a whole program.
  static func parse(_ file: SourceFile) -> (statements: [Statement], diagnostics: [Diagnostic]) {
    var parser = Parser(file: file)
    let statements = parser.parseProgram()
    return (statements, parser.diagnostics)
  }

  var current: Token { tokens[position] }
  var peekNext: Token { tokens[min(position + 1, tokens.count - 1)] }

  func isSymbol(_ s: String, _ token: Token? = nil) -> Bool {
    if case .symbol(let t) = (token ?? current).kind { return t == s }
    return false
  }

  func identifier(_ token: Token? = nil) -> String? {
    if case .identifier(let name) = (token ?? current).kind { return name }
    return nil
  }

  @discardableResult
  mutating func advance() -> Token {
    let token = tokens[position]
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  mutating func enterNesting() throws {
    depth += 1
    if depth > Parser.maxDepth {
      depth -= 1  // the caller's `defer` is not set up yet
      throw fail("nested too deeply (more than \(Parser.maxDepth) levels)")
    }
    if depth + chainDepth > Limits.expressionDepth {
      depth -= 1
      throw fail("expression too deep (more than \(Limits.expressionDepth) levels, counting each operator of a chain)")
    }
  }

  /// One more operator in a chain (see `chainDepth`); the caller undoes its links when
  /// the chain ends.
  mutating func enterChainLink() throws {
    chainDepth += 1
    if depth + chainDepth > Limits.expressionDepth {
      chainDepth -= 1
      throw fail("expression too deep (more than \(Limits.expressionDepth) levels, counting each operator of a chain)")
    }
  }

  mutating func fail(_ message: String, at offset: Int? = nil) -> Failure {
    // A bad token was already reported by the lexer.
    if case .invalid = current.kind, offset == nil { return Failure() }
    diagnostics.append(.error(message, at: offset ?? current.offset))
    return Failure()
  }

  mutating func expectSymbol(_ s: String, _ what: String? = nil) throws {
    guard isSymbol(s) else { throw fail(Message.unexpected(current.display, expected: what ?? "'\(s)'")) }
    advance()
  }

  mutating func expectIdentifier(_ what: String) throws -> (String, Int) {
    guard let name = identifier() else { throw fail(Message.unexpected(current.display, expected: what)) }
    let offset = current.offset
    advance()
    return (name, offset)
  }

  mutating func skipNewlines() {
    while current.kind == .newline { advance() }
  }

  // MARK: statements

  mutating func parseProgram() -> [Statement] {
    var statements: [Statement] = []
    while true {
      while current.kind == .newline || isSymbol(";") { advance() }
      if current.kind == .end { break }
      depth = 0
      chainDepth = 0
      do {
        let statement = try parseStatement()
        if !current.isStatementEnd {
          throw fail(Message.unexpected(current.display, expected: "end of statement"))
        }
        statements.append(statement)
      } catch {
        while !current.isStatementEnd { advance() }
      }
    }
    return statements
  }

  mutating func parseStatement() throws -> Statement {
    let start = current.offset
    if isSymbol(":") {
      advance()
      let (name, nameOffset) = try expectIdentifier("a meta command name")
      _ = nameOffset
      let restStart = current.offset
      while current.kind != .newline && current.kind != .end { advance() }
      let rest = file.slice(restStart, current.offset).trimmingSpaces()
      return .meta(name, rest, at: start)
    }
    if let word = identifier(), Parser.statementKeywords.contains(word), !isSymbol("|", peekNext),
      !isSymbol(".", peekNext)
    {
      return try parseKeywordStatement(word, start: start)
    }
    let pipeline = try parsePipeline()
    if isSymbol("&") {
      advance()
      return .pipeline(pipeline, background: true, at: start)
    }
    return .pipeline(pipeline, background: false, at: start)
  }

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
      guard isSymbol("{") else { throw fail(Message.unexpected(current.display, expected: "a block { … }")) }
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
    return isSymbol("|", next) || next.isStatementEnd || (isSymbol(".", next) && !isSymbolAfterMemberAccess())
  }

  private func isSymbolAfterMemberAccess() -> Bool {
    // `c.executing` is a pipeline source; `o.field + 1` is an expression.
    let after = tokens[min(position + 3, tokens.count - 1)]
    return !(isSymbol("|", after) || after.isStatementEnd)
  }

  // MARK: pipelines

  mutating func parsePipeline() throws -> Pipeline {
    var stages = [try parseStage(isSource: true)]
    while isSymbol("|") {
      if stages.count == Parser.maxStages {
        throw fail("a pipeline may have at most \(Parser.maxStages) stages")
      }
      advance()
      skipNewlines()
      stages.append(try parseStage(isSource: false))
    }
    return Pipeline(stages: stages)
  }

  func atArgumentsEnd() -> Bool {
    if current.isStatementEnd { return true }
    if case .symbol(let s) = current.kind { return ["|", "&", "}", ")", "]"].contains(s) }
    return false
  }

  mutating func parseStage(isSource: Bool) throws -> Stage {
    let offset = current.offset
    guard let name = identifier() else {
      throw fail(Message.unexpected(current.display, expected: isSource ? "a source" : "an operator"))
    }
    advance()
    var stage = Stage(name: name, member: nil, arguments: [], mode: nil, modeOffset: 0, offset: offset)
    if isSource && isSymbol(".") {
      advance()
      let (member, _) = try expectIdentifier("a stream name")
      stage.member = member
      return stage
    }
    if isSource && name == "stdin", let word = identifier() {
      stage.mode = word
      stage.modeOffset = current.offset
      advance()
      try parseItemsPath(&stage)
      return stage
    }
    if isSource && name == "seq", identifier() == "range" {
      advance()
      stage.member = "range"
    }
    if !atArgumentsEnd() {
      stage.arguments.append(try parseArgument())
      while isSymbol(",") {
        advance()
        skipNewlines()
        stage.arguments.append(try parseArgument())
      }
    }
    if isSource && name == "file", let word = identifier() {
      stage.mode = word
      stage.modeOffset = current.offset
      advance()
      try parseItemsPath(&stage)
    }
    return stage
  }

  /// After the mode word `items`: an optional PATH expression, then an optional `lenient`.
  mutating func parseItemsPath(_ stage: inout Stage) throws {
    guard stage.mode == "items" else { return }
    if identifier() == "timed" {
      throw fail("'items' and 'timed' do not combine: items are sent as they arrive; 'timed' replays a recording")
    }
    if identifier() != "lenient" && !atArgumentsEnd() {
      stage.itemsPath = try parseExpression()
    }
    if identifier() == "lenient" {
      stage.itemsLenient = true
      advance()
    }
  }

  mutating func parseArgument() throws -> Argument {
    if isSymbol("{") && !startsObjectLiteral() {
      return .block(try parseBlock())
    }
    return .expr(try parseExpression())
  }

  /// `{` followed by `}` or by `NAME:` / `"…":` starts an object literal; otherwise a block.
  func startsObjectLiteral() -> Bool {
    var k = position + 1
    while k < tokens.count && tokens[k].kind == .newline { k += 1 }
    let first = tokens[min(k, tokens.count - 1)]
    if isSymbol("}", first) { return true }
    let second = tokens[min(k + 1, tokens.count - 1)]
    switch first.kind {
    case .identifier, .string: return isSymbol(":", second)
    default: return false
    }
  }

  mutating func parseBlock() throws -> Block {
    try enterNesting()
    defer { depth -= 1 }
    let offset = current.offset
    try expectSymbol("{")
    skipNewlines()
    var parameter: String? = nil
    if let name = identifier(), isSymbol("->", peekNext) {
      parameter = name
      advance()
      advance()
      skipNewlines()
    }
    let pipeline = try parsePipeline()
    skipNewlines()
    try expectSymbol("}", "'}' to close the block")
    return Block(parameter: parameter, pipeline: pipeline, offset: offset)
  }
}

extension String {
  func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while let f = scalars.first, f == " " || f == "\t" { scalars.removeFirst() }
    while let l = scalars.last, l == " " || l == "\t" || l == "\r" { scalars.removeLast() }
    return String(scalars)
  }
}
