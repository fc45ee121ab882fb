extension JQParser {
  /// `def NAME: BODY;` and `def NAME(PARAMS): BODY;` (a parameter `f` or `$x`), with
  /// bison's `expecting …` where jq 1.7.1's parser adds it.
  mutating func parseDef() throws -> JQFunctionDef {
    try expectWord("def")
    guard case .ident(let name) = token.kind else { throw unexpected(expecting: "IDENT") }
    k += 1
    var params: [String] = []
    if isOp("(") {
      k += 1
      repeat {
        if isOp(";") { k += 1 }
        switch token.kind {
        case .ident(let p): params.append(p)
        case .variable(let p): params.append("$" + p)
        default: throw unexpected(expecting: "IDENT or BINDING")
        }
        k += 1
      } while isOp(";")
      try expect(")")
    } else if !isOp(":") {
      throw unexpected(expecting: "'(' or ':'")
    }
    try expect(":")
    let body = try parsePipe()
    try expect(";")
    return JQFunctionDef(name: name, params: params, body: body)
  }
}
