import SignalboxJSON

extension JQParser {
  /// `{a, $x, "b": 1, (.k): .v, @base64 "…": …, "\(x)": 1, $__loc__, if: 1}`.
  mutating func parseObject() throws -> JQNode {
    var entries: [JQObjectEntry] = []
    while !isOp("}") {
      entries.append(try objectEntry())
      if isOp(",") {
        k += 1
      } else if !isOp("}") {
        throw unexpected(expecting: "'}'")
      }
    }
    k += 1
    return .object(entries)
  }

  private mutating func objectEntry() throws -> JQObjectEntry {
    let t = token
    switch t.kind {
    case .variable(let name):
      k += 1
      if name == "__loc__" {
        return JQObjectEntry(key: .literal(.string("__loc__")), value: location(t.position))
      }
      if isOp(":") {
        k += 1
        return JQObjectEntry(
          key: .variable(name, position: t.position), value: try objectValue())
      }
      return JQObjectEntry(
        key: .literal(.string(name)), value: .variable(name, position: t.position))
    case .ident(let name):
      k += 1
      let key = JQNode.literal(.string(name))
      if isOp(":") {
        k += 1
        return JQObjectEntry(key: key, value: try objectValue())
      }
      return JQObjectEntry(key: key, value: .index(.identity, key))
    case .number(let n):
      // jq refuses a constant key that is not a string when it compiles the filter.
      throw JQLexer.fail(
        "Cannot use \(JQOps.described(n)) as object key", t.position)
    case .string, .format:
      var format: String? = nil
      if case .format(let f) = t.kind {
        format = f
        k += 1
      }
      guard case .string(let parts) = token.kind else { throw unexpected() }
      k += 1
      let key = try stringNode(parts, format: format)
      if isOp(":") {
        k += 1
        return JQObjectEntry(key: key, value: try objectValue())
      }
      if case .literal = key { return JQObjectEntry(key: key, value: .index(.identity, key)) }
      // `{"\(e)"}`: the input's member named by each key, e computed once per key.
      return JQObjectEntry(
        key: key, value: .index(.identity, .variable(JQObjectEntry.keyVariable, position: 0)))
    case .op("("):
      k += 1
      let key = try parsePipe()
      // jq refuses a key it folds into a constant that is not a string (`(1 + 1)`, `([1])`).
      if let n = JQConstant.fold(key), n.stringValue == nil {
        throw JQLexer.fail("Cannot use \(JQOps.described(n)) as object key", t.position)
      }
      try expect(")")
      try expect(":")
      return JQObjectEntry(key: key, value: try objectValue())
    default:
      throw unexpected()
    }
  }

  /// An object's value: terms joined by `|` (no `,`, which ends the entry), each with `-`
  /// before it or not: jq 1.7.1's `ExpD` (`{x: 1 + 2}` is a syntax error there).
  private mutating func objectValue() throws -> JQNode {
    var v = try parseObjectTerm()
    while isOp("|") {
      k += 1
      v = .pipe(v, try parseObjectTerm())
    }
    return v
  }

  private mutating func parseObjectTerm() throws -> JQNode {
    if isOp("-") {
      k += 1
      return .negate(try parseObjectTerm())
    }
    return try parsePostfix(allowAs: false, term: true)
  }

  /// `$x`, `[$a, $b]`, `{a: $x, $y, "k": [$z], (e): $w}`, joined by `?//`.
  mutating func parsePatterns() throws -> [JQBindPattern] {
    var patterns = [try parsePattern()]
    while isOp("?//") {
      k += 1
      patterns.append(try parsePattern())
    }
    return patterns
  }

  private mutating func parsePattern() throws -> JQBindPattern {
    try enter()
    defer { depth -= 1 }
    // jq's scanner makes `$__loc__` a token of its own, never a binding.
    switch token.kind {
    case .variable(let name) where name != "__loc__":
      k += 1
      return .variable(name)
    case .op("["):
      k += 1
      var items: [JQBindPattern] = []
      repeat {
        if isOp(",") { k += 1 }
        items.append(try parsePattern())
      } while isOp(",")
      try expect("]", expecting: "',' or ']'")
      return .array(items)
    case .op("{"):
      k += 1
      var entries: [(key: JQNode, variable: String?, pattern: JQBindPattern?)] = []
      repeat {
        if isOp(",") { k += 1 }
        entries.append(try objectPatternEntry())
      } while isOp(",")
      try expect("}", expecting: "',' or '}'")
      return .object(entries)
    default:
      throw unexpected(expecting: "BINDING or '[' or '{'")
    }
  }

  private mutating func objectPatternEntry() throws -> (
    key: JQNode, variable: String?, pattern: JQBindPattern?
  ) {
    switch token.kind {
    case .variable(let name) where name != "__loc__":
      k += 1
      var sub: JQBindPattern? = nil
      if isOp(":") {
        k += 1
        sub = try parsePattern()
      }
      return (.literal(.string(name)), name, sub)
    case .ident(let name):
      k += 1
      try expect(":")
      return (.literal(.string(name)), nil, try parsePattern())
    case .string(let parts):
      k += 1
      let key = try stringNode(parts, format: nil)
      try expect(":")
      return (key, nil, try parsePattern())
    case .op("("):
      k += 1
      let key = try parsePipe()
      try expect(")")
      try expect(":")
      return (key, nil, try parsePattern())
    default:
      throw unexpected()
    }
  }
}
