import SignalboxJSON

/// Hints for what people type from other tools (JavaScript and RxJS arrows, Swift closures,
/// Python lambdas, a block where an expression goes, a missing `|`, a stage on the next
/// line): each a catalogue entry (`H…`) printed on a `note:` line under the parse error it
/// explains. They look at the error's ID and the line it is on, so the parser stays as it
/// is; one note a diagnostic.
enum ForeignSpelling {
  static func notes(for diagnostic: Diagnostic, in file: SourceFile) -> [DiagnosticMessage] {
    guard diagnostic.severity == .error, diagnostic.notes.isEmpty,
      diagnostic.id == .unexpected || diagnostic.id == .singleEquals
    else { return [] }
    let (line, column) = file.location(of: diagnostic.offset)
    let text = Array(file.lineText(line, parsed: true).unicodeScalars)
    let at = min(max(column - 1, 0), text.count)
    let words = Words(text)
    if words.contains("=>") { return [Message.arrowFunction()] }
    for method in [".onNext(", ".next(", ".send(", ".onCompleted(", ".complete("]
    where words.contains(method) {
      return [Message.subjectMethod()]
    }
    if words.containsDollarInBlock || words.hasClosureParameters {
      return [Message.swiftClosure()]
    }
    if words.contains("lambda") { return [Message.pythonLambda()] }
    if diagnostic.message.hasPrefix("expected a source, found '|'"),
      text[..<at].allSatisfy({ $0 == " " || $0 == "\t" }), line > 1
    {
      return [Message.stageOnNextLine()]
    }
    if diagnostic.message.hasPrefix("expected end of statement, found '") {
      let found = words.word(at: at)
      if !found.isEmpty, OperatorTable.spec(found, .stage) != nil {
        return [Message.missingPipe(found)]
      }
    }
    if diagnostic.message.hasPrefix("expected an expression"), words.blockBefore(at) {
      return [Message.blockIsAPipeline()]
    }
    return []
  }

  /// The line as words: identifiers, `$N`, and runs of symbols.
  struct Words {
    let scalars: [Unicode.Scalar]
    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private static func isWord(_ c: Unicode.Scalar) -> Bool {
      c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_"
    }

    /// Whether `token` occurs as a whole word (or, for symbols, as written).
    func contains(_ token: String) -> Bool {
      let t = Array(token.unicodeScalars)
      guard t.count <= scalars.count else { return false }
      let wordy = t.allSatisfy(Words.isWord)
      for i in 0...(scalars.count - t.count) where Array(scalars[i..<i + t.count]) == t {
        if !wordy { return true }
        let before = i == 0 || !Words.isWord(scalars[i - 1])
        let after = i + t.count == scalars.count || !Words.isWord(scalars[i + t.count])
        if before && after { return true }
      }
      return false
    }

    /// The identifier at `index` (empty when there is none).
    func word(at index: Int) -> String {
      var end = index
      while end < scalars.count && Words.isWord(scalars[end]) { end += 1 }
      var s = ""
      s.unicodeScalars.append(contentsOf: scalars[min(index, end)..<end])
      return s
    }

    /// `{ $0 …`: a Swift closure's anonymous argument.
    var containsDollarInBlock: Bool {
      firstAfterBrace { rest in rest.first == "$" }
    }

    /// `{ x in …` or `{ a, b in …`: a Swift closure's parameters.
    var hasClosureParameters: Bool {
      firstAfterBrace { rest in
        var names = 0
        var i = 0
        while i < rest.count {
          while i < rest.count && rest[i] == " " { i += 1 }
          let start = i
          while i < rest.count && Words.isWord(rest[i]) { i += 1 }
          guard i > start else { return false }
          var word = ""
          word.unicodeScalars.append(contentsOf: rest[start..<i])
          if word == "in" { return names > 0 }
          names += 1
          while i < rest.count && rest[i] == " " { i += 1 }
          if i < rest.count && rest[i] == "," { i += 1 }
        }
        return false
      }
    }

    /// An opening `{` of a block after a stage name (`map {`) before `index`.
    func blockBefore(_ index: Int) -> Bool {
      guard let brace = scalars[..<min(index, scalars.count)].lastIndex(of: "{") else {
        return false
      }
      var end = brace
      while end > 0 && scalars[end - 1] == " " { end -= 1 }
      var start = end
      while start > 0 && Words.isWord(scalars[start - 1]) { start -= 1 }
      var name = ""
      name.unicodeScalars.append(contentsOf: scalars[start..<end])
      return OperatorTable.spec(name, .stage) != nil
    }

    private func firstAfterBrace(_ test: ([Unicode.Scalar]) -> Bool) -> Bool {
      for (i, c) in scalars.enumerated() where c == "{" {
        var j = i + 1
        while j < scalars.count && scalars[j] == " " { j += 1 }
        if test(Array(scalars[j...])) { return true }
      }
      return false
    }
  }
}
