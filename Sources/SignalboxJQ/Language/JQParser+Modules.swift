import SignalboxJSON

/// A program's or a module's directives (`module {…};`, `import "p" as x;`,
/// `include "p";`) and what follows: the main filter, or a module's definitions.
struct JQModuleText {
  struct Import {
    let path: String
    let alias: String?
    let isData: Bool
    let meta: JSON?
  }
  var meta: JSON? = nil
  var imports: [Import] = []
  var defs: [JQFunctionDef] = []
  var body: JQNode? = nil
}

extension JQParser {
  static func parseModule(_ text: String, isMain: Bool) throws -> JQModuleText {
    var p = JQParser(tokens: try JQLexer.tokens(text))
    p.lineStarts = text.unicodeScalars.enumerated().filter { $0.element == "\n" }.map(\.offset)
    var m = JQModuleText()
    if p.isWord("module") {
      p.k += 1
      m.meta = try p.constantObject()
      try p.expect(";")
    }
    while p.isWord("import") || p.isWord("include") {
      let include = p.isWord("include")
      p.k += 1
      guard case .string(let parts) = p.token.kind else { throw p.unexpected() }
      var path = ""
      for part in parts {
        guard case .text(let s) = part else {
          throw JQLexer.fail("Import path must be constant", p.token.position)
        }
        path += s
      }
      p.k += 1
      var alias: String? = nil
      var isData = false
      if !include {
        try p.expectWord("as")
        switch p.token.kind {
        case .ident(let n): alias = n
        case .variable(let n):
          alias = n
          isData = true
        default: throw p.unexpected()
        }
        p.k += 1
      }
      let meta = p.isOp(";") ? nil : try p.constantObject()
      try p.expect(";")
      m.imports.append(.init(path: path, alias: alias, isData: isData, meta: meta))
    }
    if isMain {
      // jq 1.7.1 refuses a main program of only imports and definitions, or nothing.
      let body = p.k
      while p.isWord("def") { _ = try p.parseDef() }
      if case .end = p.token.kind {
        let text = "Top-level program not given (try \".\")"
        throw JQError(
          kind: .compile, message: text, value: .string(text), position: nil, id: .jqSyntax)
      }
      p.k = body
      m.body = try p.parseBody()
    } else {
      while p.isWord("def") { m.defs.append(try p.parseDef()) }
      let at = p.k
      var ended = false
      if case .end = p.token.kind { ended = true }
      if !ended, (try? p.parseBody()) != nil, case .end = p.token.kind {
        // jq 1.7.1's words, placed at no line (`<unknown location>`).
        let text = "library should only have function definitions, not a main expression"
        throw JQError(kind: .compile, message: text, value: .string(text), id: .jqModule)
      }
      p.k = at
    }
    guard case .end = p.token.kind else { throw p.unexpected(expecting: "end of file") }
    return m
  }

  /// Module metadata: an object jq folds into a constant (JQConstant).
  mutating func constantObject() throws -> JSON {
    let at = token.position
    let node = try parsePostfix(allowAs: false)
    guard let value = JQConstant.fold(node) else {
      throw JQLexer.fail("Module metadata must be constant", at)
    }
    guard case .object = value else { throw JQLexer.fail("Module metadata must be an object", at) }
    return value
  }
}
