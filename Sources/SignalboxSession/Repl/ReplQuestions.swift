import SignalboxLanguage

/// The questions the REPL asks about what was typed — is the entry finished, what is still
/// open, does it bind a name, which words complete — answered by the lexer and the parser
/// rather than by looking at characters again. No UI: `ReplDriver` and `ReplCompletion`
/// (SignalboxCLI) ask, the tests ask the same.
package enum ReplQuestions {
  /// What keeps an entry unfinished.
  package enum Open: Equatable, Sendable {
    /// A bracket (`(`, `[` or `{`) not closed yet: the innermost one, and where it is.
    case bracket(Character, line: Int, column: Int)
    /// The entry ends in `|`: the next stage follows.
    case pipe
    /// The entry ends in `,`: the next argument follows.
    case comma
  }

  /// What keeps `text` unfinished; nil when it is a finished entry. An open bracket wins over
  /// a trailing `|` or `,` (it is what still has to be closed). Strings and comments are
  /// read as the lexer reads them: a bracket in a string or after `#` does not count.
  package static func open(_ text: String) -> Open? {
    let file = SourceFile(name: "<repl>", text: text)
    let (tokens, _) = Lexer.tokenize(file)
    var brackets: [(symbol: Character, offset: Int)] = []
    // Closing brackets with nothing open: a stray `}` is an error, not more input, and an
    // opening bracket after it only balances it.
    var unmatched = 0
    var last: Token.Kind? = nil
    for token in tokens {
      switch token.kind {
      case .symbol("("), .symbol("["), .symbol("{"):
        if unmatched > 0 {
          unmatched -= 1
        } else if case .symbol(let s) = token.kind, let symbol = s.first {
          brackets.append((symbol, token.offset))
        }
      case .symbol(")"), .symbol("]"), .symbol("}"):
        if brackets.popLast() == nil { unmatched += 1 }
      default: break
      }
      if token.kind != .newline && token.kind != .end { last = token.kind }
    }
    if let innermost = brackets.last {
      let (line, column) = file.location(of: innermost.offset)
      return .bracket(innermost.symbol, line: line, column: column)
    }
    if last == .symbol("|") { return .pipe }
    if last == .symbol(",") { return .comma }
    return nil
  }

  /// Whether `text` is an unfinished entry: its last token is `|` or `,`, or a bracket or
  /// brace is still open.
  package static func needsContinuation(_ text: String) -> Bool { open(text) != nil }

  /// The prompt for the next line: `sbx> ` for a new entry; for an unfinished one, five
  /// characters that say what is open — `...( `, `...[ `, `...{ `, `...| `, `..., `.
  package static func prompt(for open: Open?) -> String {
    switch open {
    case nil: return "sbx> "
    case .bracket(let symbol, _, _)?: return "...\(symbol) "
    case .pipe?: return "...| "
    case .comma?: return "..., "
    }
  }

  /// The note when two empty lines abandon an unfinished entry.
  package static func abandonedNote(_ open: Open?) -> String {
    switch open {
    case .bracket(let symbol, let line, let column)?:
      return "(entry abandoned: the '\(symbol)' at line \(line), column \(column) was never closed)"
    case .pipe?: return "(entry abandoned: it ended in '|')"
    case .comma?: return "(entry abandoned: it ended in ',')"
    case nil: return "(entry abandoned)"
    }
  }

  /// The statements of `text` as the parser reads them (those with errors left out).
  package static func statements(in text: String) -> [Statement] {
    Parser.parse(SourceFile(name: "<repl>", text: text)).statements
  }

  /// Whether `text` binds a name (`let`, a subject, a command).
  package static func bindsAName(_ text: String) -> Bool {
    statements(in: text).contains { $0.boundName != nil }
  }

  /// The words the REPL completes: the operator table's, the meta commands, and the names
  /// bound so far (`Session.boundNames`), each once, sorted.
  package static func completionWords(boundNames: [String]) -> [String] {
    var seen = Set<String>()
    return (Catalogue.completionNames + boundNames).filter { seen.insert($0).inserted }.sorted()
  }

  /// The words of `words` that complete `prefix`, in order.
  package static func completions(of prefix: String, among words: [String]) -> [String] {
    words.filter { $0.hasPrefix(prefix) }
  }

  /// Whether the word being typed, starting at `start` in `line`, is a file name (after
  /// `:load `): readline's own file-name completion, not the words.
  package static func completesFileNames(line: String, start: Int) -> Bool {
    line.hasPrefix(":load ") && start > 0
  }

  /// How a word is listed among several matches: with its argument shape from `shapes`
  /// (`Catalogue.completionShapes`: `throttle T[, EXPR]`) when it has one.
  package static func listing(_ word: String, shapes: [String: String]) -> String {
    guard let shape = shapes[word], !shape.isEmpty else { return word }
    return word + " " + shape
  }
}

extension Statement {
  /// The name the statement binds (`let NAME = …`, `subject NAME`, `command NAME = …`).
  package var boundName: String? {
    switch self {
    case .letPipeline(let name, _, _), .letValue(let name, _, _), .subject(_, let name, _, _),
      .command(let name, _, _, _):
      return name
    default: return nil
    }
  }
}
