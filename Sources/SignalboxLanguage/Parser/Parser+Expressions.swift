import SignalboxJSON

/// Expressions, lowest precedence first:
///
///     expr        := alt ['?' expr ':' expr]
///     alt         := or ['//' alt]                                (jq's alternative)
///     or          := and (('||' | 'or') and)*
///     and         := equality (('&&' | 'and') equality)*
///     equality    := relational [('==' | '!=') relational]       no chaining
///     relational  := coalesce [('<' | '<=' | '>' | '>=') coalesce] no chaining
///     coalesce    := additive ['??' coalesce]                     (as Swift: above comparisons)
///     additive    := term (('+' | '-') term)*
///     term        := unary (('*' | '/' | '%') unary)*
///     unary       := ('-' | '!') unary | postfix
///     postfix     := primary ('.' NAME | ['.'] '[' expr ']' | ['.'] '[' [e] ':' [e] ']')*
///     primary     := literal | NAME | NAME '(' args ')' | '$'N | '[' … ']' | '{' … '}' | '(' expr
/// ')'
///                  | jq's spellings (Parser+JQ.swift): '.' path, '$'NAME, '@'FORMAT, 'not',
///                    'if' … 'then' … ['elif' …] ['else' …] 'end'
extension Parser {
  mutating func parseExpression() throws -> Expr {
    try enterNesting()
    defer { depth -= 1 }
    let condition = try parseAlternative()
    guard isSymbol("?") else { return condition }
    let at = current.offset
    advance()
    skipNewlines()
    let yes = try parseExpression()
    skipNewlines()
    try expectSymbol(":", "':' of the conditional")
    skipNewlines()
    let no = try parseExpression()
    _ = at
    return .conditional(condition, yes, no, at: condition.offset)
  }

  mutating func parseOr() throws -> Expr {
    var left = try parseAnd()
    var links = 0
    defer { chainDepth -= links }
    while isSymbol("||") || identifier() == "or" {
      try enterChainLink()
      links += 1
      let at = advance().offset
      skipNewlines()
      left = .binary(.or, left, try parseAnd(), at: at)
    }
    return left
  }

  mutating func parseAnd() throws -> Expr {
    var left = try parseEquality()
    var links = 0
    defer { chainDepth -= links }
    while isSymbol("&&") || identifier() == "and" {
      try enterChainLink()
      links += 1
      let at = advance().offset
      skipNewlines()
      left = .binary(.and, left, try parseEquality(), at: at)
    }
    return left
  }

  mutating func parseEquality() throws -> Expr {
    let left = try parseRelational()
    if let expectDepth, depth == expectDepth, isSymbol("==") { return left }
    guard case .symbol(let symbol) = current.kind, let op = BinaryOperator(rawValue: symbol),
      op == .equal || op == .notEqual
    else { return left }
    let at = advance().offset
    let result = Expr.binary(op, left, try parseRelational(), at: at)
    if let expectDepth, depth == expectDepth, isSymbol("==") { return result }
    if isSymbol("==") || isSymbol("!=") { throw fail(Message.chainedComparison()) }
    return result
  }

  mutating func parseRelational() throws -> Expr {
    let left = try parseCoalesce()
    guard case .symbol(let symbol) = current.kind, let op = BinaryOperator(rawValue: symbol),
      [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(op)
    else { return left }
    let at = advance().offset
    let result = Expr.binary(op, left, try parseCoalesce(), at: at)
    if case .symbol(let next) = current.kind, ["<", "<=", ">", ">="].contains(next) {
      throw fail(Message.chainedComparison())
    }
    return result
  }

  mutating func parseCoalesce() throws -> Expr {
    let left = try parseAdditive()
    guard isSymbol("??") else { return left }
    // Right-associative: parsed by recursion, so counted as nesting.
    try enterNesting()
    defer { depth -= 1 }
    let at = advance().offset
    return .binary(.coalesce, left, try parseCoalesce(), at: at)
  }

  mutating func parseAdditive() throws -> Expr {
    var left = try parseTerm()
    var links = 0
    defer { chainDepth -= links }
    while case .symbol(let symbol) = current.kind, symbol == "+" || symbol == "-",
      let op = BinaryOperator(rawValue: symbol)
    {
      try enterChainLink()
      links += 1
      let at = advance().offset
      left = .binary(op, left, try parseTerm(), at: at)
    }
    return left
  }

  mutating func parseTerm() throws -> Expr {
    var left = try parseUnary()
    var links = 0
    defer { chainDepth -= links }
    while case .symbol(let symbol) = current.kind,
      symbol == "*" || symbol == "/" || symbol == "%", let op = BinaryOperator(rawValue: symbol)
    {
      try enterChainLink()
      links += 1
      let at = advance().offset
      left = .binary(op, left, try parseUnary(), at: at)
    }
    return left
  }

  mutating func parseUnary() throws -> Expr {
    if case .symbol(let symbol) = current.kind, let op = UnaryOperator(rawValue: symbol) {
      try enterNesting()
      defer { depth -= 1 }
      let at = advance().offset
      let operand = try parseUnary()
      if op == .negate, case .literal(.number(let n), _) = operand {
        return .literal(.number(-n), at: at)
      }
      if op == .negate, case .literal(.bigInteger(let b), _) = operand {
        let text = b.text.hasPrefix("-") ? String(b.text.dropFirst()) : "-" + b.text
        return .literal(JSON.integerLiteral(text), at: at)
      }
      return .unary(op, operand, at: at)
    }
    return try parsePostfix()
  }

  mutating func parsePostfix() throws -> Expr {
    var base = try parsePrimary()
    var links = 0
    defer { chainDepth -= links }
    while true {
      if isSymbol(".") || isSymbol("[") {
        try enterChainLink()
        links += 1
      }
      if isSymbol("."), isSymbol("[", peekNext) {
        advance()  // jq 1.7's `.a.[0]`
      }
      if isSymbol(".") {
        let at = advance().offset
        switch current.kind {
        case .identifier(let name), .string(let name):
          advance()
          base = .field(base, name, at: at)
        default:
          throw fail(Message.unexpected(current.display, expected: "a field name"))
        }
      } else if isSymbol("[") {
        base = try parseIndexOrSlice(of: base)
      } else {
        return base
      }
    }
  }

  mutating func parsePrimary() throws -> Expr {
    let token = current
    switch token.kind {
    case .number(let n):
      advance()
      return .literal(.number(number(n, at: token.offset)), at: token.offset)
    case .bigInteger(let digits):
      advance()
      return .literal(JSON.integerLiteral(digits), at: token.offset)
    case .string(let s):
      advance()
      return .literal(.string(s), at: token.offset)
    case .dollar(let n):
      advance()
      return .dollar(n, at: token.offset)
    case .variable, .symbol("."):
      return try parseJQPrimary()
    case .identifier(let name):
      if let jq = try parseJQWord(name) { return jq }
      if isSymbol("(", peekNext), OperatorTable.isName(name, .source),
        !OperatorTable.isName(name, .function)
      {
        // A source called where a value goes is its stream, as `{ … }` makes one: RxJS's
        // `merge(of(1), of(2))`, `takeUntil(timer(5))`. One stage; a pipeline needs braces.
        let offset = current.offset
        let outer = inlineSource
        inlineSource = true
        defer { inlineSource = outer }
        let stage = try parseStage(isSource: true)
        return .block(Block(parameter: nil, pipeline: Pipeline(stages: [stage]), offset: offset))
      }
      advance()
      switch name {
      case "true": return .literal(.bool(true), at: token.offset)
      case "false": return .literal(.bool(false), at: token.offset)
      case "null": return .literal(.null, at: token.offset)
      default: break
      }
      if isSymbol("(") {
        advance()
        skipNewlines()
        var arguments: [Expr] = []
        if !isSymbol(")") {
          arguments.append(try parseNotSuffix(try parseExpression()))
          skipNewlines()
          while isSymbol(",") {
            advance()
            skipNewlines()
            arguments.append(try parseNotSuffix(try parseExpression()))
            skipNewlines()
          }
        }
        try expectSymbol(")", "')' to close the call")
        return .call(name, arguments, at: token.offset)
      }
      return .name(name, at: token.offset)
    case .symbol("["):
      advance()
      skipNewlines()
      var items: [Expr] = []
      if !isSymbol("]") {
        items.append(try parseExpression())
        skipNewlines()
        while isSymbol(",") {
          advance()
          skipNewlines()
          items.append(try parseExpression())
          skipNewlines()
        }
      }
      try expectSymbol("]", "']' or ','")
      return .array(items, at: token.offset)
    case .symbol("{"):
      if startsObjectLiteral() { return try parseObject() }
      return .block(try parseBlock())
    case .symbol("("):
      advance()
      skipNewlines()
      let inner = try parseNotSuffix(try parseExpression())
      skipNewlines()
      try expectSymbol(")", "')'")
      return inner
    default:
      throw fail(Message.unexpected(token.display, expected: "an expression"))
    }
  }

  mutating func parseObject() throws -> Expr {
    let at = current.offset
    try expectSymbol("{")
    skipNewlines()
    var entries: [(key: String, value: Expr)] = []
    if !isSymbol("}") {
      repeat {
        if isSymbol(",") { advance() }
        skipNewlines()
        let key: String
        switch current.kind {
        case .identifier(let name), .string(let name):
          key = name
          advance()
        default:
          throw fail(Message.unexpected(current.display, expected: "a key"))
        }
        try expectSymbol(":", "':' after the key")
        skipNewlines()
        entries.append((key, try parseExpression()))
        skipNewlines()
      } while isSymbol(",")
    }
    try expectSymbol("}", "'}' or ','")
    return .object(entries, at: at)
  }
}
