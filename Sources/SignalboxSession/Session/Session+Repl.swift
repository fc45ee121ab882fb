import SignalboxLanguage

/// What the REPL asks of the language about a line it was typed, answered by the lexer and
/// the parser rather than by looking at characters again.
extension Session {
  /// Whether `text` is an unfinished statement: its last token is `|` or `,`, or a bracket
  /// or brace is still open (strings and comments as the lexer reads them).
  public static func needsContinuation(_ text: String) -> Bool {
    let (tokens, _) = Lexer.tokenize(SourceFile(name: "<repl>", text: text))
    var depth = 0
    var last: Token.Kind? = nil
    for token in tokens {
      switch token.kind {
      case .symbol("("), .symbol("["), .symbol("{"): depth += 1
      case .symbol(")"), .symbol("]"), .symbol("}"): depth -= 1
      default: break
      }
      if token.kind != .newline && token.kind != .end { last = token.kind }
    }
    return depth > 0 || last == .symbol("|") || last == .symbol(",")
  }

  /// The statements of `text` as the parser reads them (those with errors left out).
  public static func statements(in text: String) -> [Statement] {
    Parser.parse(SourceFile(name: "<repl>", text: text)).statements
  }

  /// Whether `text` binds a name (`let`, a subject, a command): what `:clock` replays.
  public static func bindsAName(_ text: String) -> Bool {
    statements(in: text).contains { $0.boundName != nil }
  }

  /// The file of each `:load FILE` in `text`.
  public static func loadedFiles(in text: String) -> [String] {
    statements(in: text).compactMap { statement in
      if case .meta(let name, let file, _, _) = statement, !file.isEmpty,
        Catalogue.metaCommand(named: name)?.command == .load
      {
        return file
      }
      return nil
    }
  }

  /// The words the REPL completes: the operator table's, the meta commands, and the names
  /// bound so far.
  public var completionWords: [String] {
    var seen = Set<String>()
    return (Catalogue.completionNames + boundNames).filter { seen.insert($0).inserted }.sorted()
  }
}

extension Statement {
  /// The name the statement binds (`let NAME = …`, `subject NAME`, `command NAME = …`).
  public var boundName: String? {
    switch self {
    case .letPipeline(let name, _, _), .letValue(let name, _, _), .subject(_, let name, _, _),
      .command(let name, _, _, _):
      return name
    default: return nil
    }
  }
}
