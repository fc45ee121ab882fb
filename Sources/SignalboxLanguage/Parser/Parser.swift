import SignalboxJSON

/// A recursive-descent parser: one small method per grammar rule, in grammar order.
/// Statements and pipelines here; expressions in `Parser+Expressions.swift`.
///
///     program   := statement ((';' | NEWLINE) statement)*
///     pipeline  := stage ('|' stage)*
///     stage     := NAME ['.' NAME] [arg (',' arg)*] [MODE]
///                | NAME '(' [arg (',' arg)*] ')' [MODE]     (Parser+CallSyntax)
///     arg       := expr | block
///     block     := '{' [NAME '->'] pipeline '}'
///
/// On an error it records a diagnostic and skips to the next statement, so one run reports
/// several errors.
package struct Parser {
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
  var inlineSource = false  // in a source called as a value: its call ends at `,` too
  /// Subscribing a pipeline nests one call per stage; this keeps that within the stack.
  static let maxStages = Limits.stages
  var diagnostics: [Diagnostic] = []
  let file: SourceFile
  /// The unit numbers are written in (`--time-unit`; a `:units` statement changes it).
  var timeUnit = TimeUnit.s
  /// Inside `expect`'s pipeline: the nesting depth of its stages' arguments, where `==`
  /// ends the pipeline instead of comparing (`Parser+Expect.swift`).
  var expectDepth: Int?

  /// Words that start a pipeline, and words that start a statement: the operator table's.
  static var sourceNames: OperatorTable.Names { OperatorTable.sourceNames }
  static var statementKeywords: OperatorTable.Names { OperatorTable.statementKeywords }

  struct Failure: Error {}

  init(file: SourceFile) {
    self.file = file
    let (tokens, diagnostics) = Lexer.tokenize(file)
    self.tokens = tokens
    self.diagnostics = diagnostics
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
      throw fail(Message.nestedTooDeeply(Parser.maxDepth))
    }
    if depth + chainDepth > Limits.expressionDepth {
      depth -= 1
      throw fail(Message.expressionTooDeep(Limits.expressionDepth))
    }
  }

  /// One more operator in a chain (see `chainDepth`); the caller undoes its links when
  /// the chain ends.
  mutating func enterChainLink() throws {
    chainDepth += 1
    if depth + chainDepth > Limits.expressionDepth {
      chainDepth -= 1
      throw fail(Message.expressionTooDeep(Limits.expressionDepth))
    }
  }

  mutating func fail(_ message: DiagnosticMessage, at offset: Int? = nil) -> Failure {
    // A bad token was already reported by the lexer.
    if case .invalid = current.kind, offset == nil { return Failure() }
    diagnostics.append(Diagnostic(message, at: offset ?? current.offset))
    return Failure()
  }

  /// `expected WHAT, found …` at the current token. A single `=` right after an operand
  /// (`filter x = 1`, `map [x = 1]`) is most likely a comparison: it gets the hint `==`;
  /// an arrow's `=>` does not (its note is H001's).
  func unexpected(expected what: String) -> DiagnosticMessage {
    if isSymbol("="), position > 0, tokens[position - 1].endsOperand,
      !(isSymbol(">", peekNext) && peekNext.offset == current.end)
    {
      return Message.singleEquals(expected: what)
    }
    return Message.unexpected(current.display, expected: what)
  }

  mutating func expectSymbol(_ s: String, _ what: String? = nil) throws {
    guard isSymbol(s) else { throw fail(unexpected(expected: what ?? "'\(s)'")) }
    advance()
  }

  mutating func expectIdentifier(_ what: String) throws -> (String, Int) {
    guard let name = identifier() else {
      throw fail(Message.unexpected(current.display, expected: what))
    }
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
          throw fail(unexpected(expected: "end of statement"))
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
      let (name, _) = try expectIdentifier("a meta command name")
      let restStart = current.offset
      while current.kind != .newline && current.kind != .end { advance() }
      let rest = file.slice(restStart, current.offset).trimmingSpaces()
      noteUnits(name, rest)
      return .meta(name, rest, at: start, argumentAt: restStart)
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

  // MARK: pipelines

  mutating func parsePipeline() throws -> Pipeline {
    var stages = [try parseStage(isSource: true)]
    while isSymbol("|") {
      if stages.count == Parser.maxStages {
        throw fail(Message.pipelineTooLong(Parser.maxStages))
      }
      advance()
      skipNewlines()
      stages.append(try parseStage(isSource: false))
    }
    return Pipeline(stages: stages)
  }

  func atArgumentsEnd() -> Bool {
    if current.isStatementEnd || endsExpectPipeline() { return true }
    guard case .symbol(let s) = current.kind else { return false }
    return ["|", "&", "}", ")", "]"].contains(s) || inlineSource && s == ","
  }

  mutating func parseStage(isSource: Bool) throws -> Stage {
    let offset = current.offset
    guard let name = identifier() else {
      if isSource, let hint = jqFilterHint() { throw fail(hint) }
      throw fail(
        Message.unexpected(current.display, expected: isSource ? "a source" : "an operator"))
    }
    let nameEnd = advance().end
    var stage = Stage(
      name: name, member: nil, arguments: [], mode: nil, modeOffset: 0, offset: offset)
    if isSource && isSymbol(".") {
      advance()
      let (member, _) = try expectIdentifier("a stream name")
      stage.member = member
      return stage
    }
    if isSource && name == "stdin", let word = identifier() {
      try parseMode(word, &stage)
      return stage
    }
    if isSource && name == "seq", identifier() == "range" {
      advance()
      stage.member = "range"
    }
    if let arguments = parseCallArguments(nameEnd: nameEnd, name: name) {
      stage.arguments = arguments
      Parser.rxOrder(&stage)
    } else if !atArgumentsEnd() {
      stage.arguments = try parseArgumentList()
    }
    if !isSource, case .expr(let last)? = stage.arguments.last {
      stage.arguments[stage.arguments.count - 1] = .expr(try parseNotSuffix(last))
    }
    if isSource && name == "file", let word = identifier() { try parseMode(word, &stage) }
    return stage
  }

  /// The mode word after `stdin` or `file` (`lines`, `timed`, `items PATH`…), the current
  /// token.
  mutating func parseMode(_ word: String, _ stage: inout Stage) throws {
    stage.mode = InputMode(word: word)
    stage.modeOffset = current.offset
    advance()
    try parseItemsPath(&stage)
  }

  /// After the mode word `items`: an optional PATH expression, then an optional `lenient`.
  mutating func parseItemsPath(_ stage: inout Stage) throws {
    guard stage.mode == .items else { return }
    if identifier() == "timed" {
      throw fail(Message.itemsNotTimed())
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
    let expr = try parseExpression()
    // A source called as an argument (`merge(of(1), of(2))`) is a block, as `{of(1)}` is.
    if case .block(let block) = expr { return .block(block) }
    return .expr(expr)
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
