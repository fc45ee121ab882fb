import SignalboxJSON

extension JQParser {
  /// A term, its suffixes (`.a`, `[e]`, `[a:b]`, `[]`, `?`), `as` if `allowAs`. A `term`
  /// (jq's Term) refuses `if`, `reduce`, `try`… and `(e)?`; after those only `?` follows;
  /// in a `tryBody` a `?` not after an index ends it (jq: `try f?` is `(try f)?`).
  mutating func parsePostfix(allowAs: Bool = true, term: Bool = false, tryBody: Bool = false)
    throws -> JQNode
  {
    try enter()
    defer { depth -= 1 }
    let expression = atExpressionWord
    if term && expression { throw unexpected() }
    var indexed = atIndex  // jq's Term allows `?` only after an index (`.a?`, `t[]?`)
    var t = try parsePrimary()
    var suffixed = false  // the last thing read is an index, slice or `[]` suffix
    while true {
      if expression && !isOp("?") { return t }
      if term || tryBody, !(suffixed || indexed), isOp("?") { return t }
      indexed = false
      if case .field(let name) = token.kind {
        k += 1
        t = .index(t, .literal(.string(name)))
        suffixed = true
      } else if isOp("."), case .string(let parts) = tokens[k + 1].kind {
        k += 2
        t = .index(t, try stringNode(parts, format: nil))
        suffixed = true
      } else if isOp("."), case .op("[") = tokens[k + 1].kind {
        k += 1
      } else if isOp("[") {
        k += 1
        t = try bracketSuffix(t)
        suffixed = true
      } else if isOp("?") {
        k += 1
        t = suffixed ? Self.optionalSuffix(t) : .tryCatch(t, nil)
        suffixed = false
      } else if allowAs && isWord("as") {
        k += 1
        let patterns = try parsePatterns()
        try expect("|", expecting: "'|'")
        return .bind(t, patterns, try parsePipe())
      } else {
        return t
      }
    }
  }

  /// `t.k?`, `t[k]?`, `t[a:b]?`, `t[]?`: as jq 1.7.1's grammar, only the last index is
  /// optional (`INDEX_OPT`, `EACH_OPT`): an error of `t` still stops the filter, t's outputs
  /// that cannot be indexed give nothing; the key is computed first (jq's `gen_index`).
  static func optionalSuffix(_ t: JQNode) -> JQNode {
    func keyed(_ key: JQNode, _ name: String, _ body: (JQNode) -> JQNode) -> JQNode {
      if case .literal = key { return body(key) }
      let v = "\u{0}optional-\(name)"
      return .bind(key, [.variable(v)], body(.variable(v, position: 0)))
    }
    func on(_ base: JQNode, _ op: JQNode) -> JQNode {
      if case .identity = base { return .tryCatch(op, nil) }
      return .pipe(base, .tryCatch(op, nil))
    }
    switch t {
    case .index(let base, let key):
      return keyed(key, "key") { on(base, .index(.identity, $0)) }
    case .iterate(let base):
      return on(base, .iterate(.identity))
    case .slice(let base, let from, let to):
      return keyed(from ?? .literal(.null), "from") { f in
        keyed(to ?? .literal(.null), "to") { e in on(base, .slice(.identity, f, e)) }
      }
    default:
      return .tryCatch(t, nil)
    }
  }

  private mutating func bracketSuffix(_ t: JQNode) throws -> JQNode {
    if isOp("]") {
      k += 1
      return .iterate(t)
    }
    if isOp(":") {
      k += 1
      let to = try parsePipe()
      try expect("]")
      return .slice(t, nil, to)
    }
    let e = try parsePipe()
    if isOp(":") {
      k += 1
      if isOp("]") {
        k += 1
        return .slice(t, e, nil)
      }
      let to = try parsePipe()
      try expect("]")
      return .slice(t, e, to)
    }
    try expect("]")
    return .index(t, e)
  }

  func stringNode(_ parts: [JQStringPart], format: String?) throws -> JQNode {
    var nodes: [JQStringNode] = []
    for part in parts {
      switch part {
      case .text(let s): if !s.isEmpty { nodes.append(.text(s)) }
      case .interpolation(let toks):
        var sub = JQParser(tokens: toks)
        sub.depth = depth
        (sub.lineStarts, sub.endName) = (lineStarts, "QQSTRING_INTERP_END")
        let e = try sub.parsePipe()
        guard case .end = sub.token.kind else { throw sub.unexpected() }
        nodes.append(.interpolation(e))
      }
    }
    if format == nil {
      if nodes.isEmpty { return .literal(.string("")) }
      if nodes.count == 1, case .text(let s) = nodes[0] { return .literal(.string(s)) }
    }
    return .string(nodes, format: format)
  }

  func location(_ position: Int) -> JQNode {
    let line = (lineStarts.firstIndex { $0 > position } ?? lineStarts.count) + 1
    return .literal(.object(["file": .string("<top-level>"), "line": .number(Double(line))]))
  }

  mutating func parsePrimary() throws -> JQNode {
    let t = token
    switch t.kind {
    case .number(let n):
      k += 1
      return .literal(n)
    case .string(let parts):
      k += 1
      return try stringNode(parts, format: nil)
    case .format(let f):
      k += 1
      if case .string(let parts) = token.kind {
        k += 1
        return try stringNode(parts, format: f)
      }
      return .format(f)
    case .field(let name):
      k += 1
      return .index(.identity, .literal(.string(name)))
    case .variable(let name):
      k += 1
      if name == "__loc__" { return location(t.position) }
      return .variable(name, position: t.position)
    case .op("."):
      k += 1
      if case .string(let parts) = token.kind {
        k += 1
        return .index(.identity, try stringNode(parts, format: nil))
      }
      return .identity
    case .op(".."):
      k += 1
      return .recurseAll
    case .op("("):
      k += 1
      let e = try parsePipe()
      try expect(")")
      return e
    case .op("["):
      k += 1
      if isOp("]") {
        k += 1
        return .array(nil)
      }
      let e = try parsePipe()
      try expect("]")
      return .array(e)
    case .op("{"):
      k += 1
      return try parseObject()
    case .ident(let word):
      return try parseWord(word, t.position)
    default:
      throw unexpected()
    }
  }

  private mutating func parseWord(_ word: String, _ position: Int) throws -> JQNode {
    switch word {
    case "if":
      k += 1
      return try parseIf()
    case "try":
      k += 1
      let body = try parsePostfixOrUnary(tryBody: true)
      if isWord("catch") {
        k += 1
        return .tryCatch(body, try parsePostfixOrUnary())
      }
      return .tryCatch(body, .call("empty", [], position: position))
    case "reduce", "foreach":
      k += 1
      let source = try parsePostfix(allowAs: false, term: true)
      try expectWord("as", expecting: "FIELD or as or '.' or '['")
      let patterns = try parsePatterns()
      guard patterns.count == 1 else { throw unexpected() }
      try expect("(", expecting: "'('")
      let initial = try parsePipe()
      try expect(";")
      let update = try parsePipe()
      var extract: JQNode? = nil
      if word == "foreach" && isOp(";") {
        k += 1
        extract = try parsePipe()
      }
      try expect(")")
      if word == "reduce" { return .reduce(source, patterns[0], initial, update) }
      return .foreach(source, patterns[0], initial, update, extract)
    case "label":
      k += 1
      guard case .variable(let name) = token.kind else { throw unexpected(expecting: "BINDING") }
      k += 1
      try expect("|", expecting: "'|'")
      return .label(name, try parsePipe())
    case "break":
      let at = token.position
      k += 1
      guard case .variable(let name) = token.kind else { throw unexpected(expecting: "BINDING") }
      k += 1
      return .breakLabel(name, position: at)
    case "def":
      let def = try parseDef()
      return .define(def, try parsePipe())
    case "true", "false", "null":
      k += 1
      return .literal(word == "null" ? .null : .bool(word == "true"))
    case "then", "elif", "else", "end", "as", "catch", "and", "or", "import", "include":
      throw unexpected()
    default:
      k += 1
      var args: [JQNode] = []
      if isOp("(") {
        k += 1
        args.append(try parsePipe())
        while isOp(";") {
          k += 1
          args.append(try parsePipe())
        }
        try expect(")")
      }
      return .call(word, args, position: position)
    }
  }

  /// `try`'s body and handler: a postfix term, or a negation, which (jq's `'-' Exp`) takes
  /// a product and `?` (`try -.? catch .` is `try (-(.?)) catch .`).
  private mutating func parsePostfixOrUnary(tryBody: Bool = false) throws -> JQNode {
    guard isOp("-") else { return try parsePostfix(tryBody: tryBody) }
    return try parseUnary()
  }

  private mutating func parseIf() throws -> JQNode {
    let cond = try parsePipe()
    try expectWord("then")
    let then = try parsePipe()
    if isWord("elif") {
      k += 1
      return .ifThen(cond, then, try parseIf())
    }
    var other: JQNode? = nil
    if isWord("else") {
      k += 1
      other = try parsePipe()
    }
    try expectWord("end")
    return .ifThen(cond, then, other)
  }
}
