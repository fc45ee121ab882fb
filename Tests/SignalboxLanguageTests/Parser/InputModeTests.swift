import Testing

@testable import SignalboxLanguage

/// The mode word after `stdin` or `file "PATH"` is read once, by the parser, into an enum.
struct InputModeTests {
  private func mode(_ text: String) -> InputMode? {
    let (statements, _) = Parser.parse(SourceFile(name: "t", text: text))
    guard case .pipeline(let pipeline, _, _)? = statements.first else { return nil }
    return pipeline.stages[0].mode
  }

  @Test func theParserReadsEachModeWord() {
    #expect(mode("stdin") == nil)
    #expect(mode("stdin lines") == .lines)
    #expect(mode("stdin lenient") == .lenient)
    #expect(mode("stdin timed") == .timed)
    #expect(mode("stdin items") == .items)
    #expect(mode("file \"a.json\" items \"rows\" lenient") == .items)
    #expect(mode("file \"a.json\" timed") == .timed)
    #expect(mode("stdin sideways") == .unknown("sideways"))
  }

  @Test func eachModeSpellsItsWord() {
    for word in ["lines", "lenient", "timed", "items", "sideways"] {
      #expect(InputMode(word: word).word == word)
    }
  }

  @Test func anUnknownModeIsACompileErrorUnderTheWord() {
    let file = SourceFile(name: "t", text: "stdin sideways | take 1")
    let (statements, parse) = Parser.parse(file)
    #expect(parse.isEmpty)
    let compilation = Compiler().compile(statements, of: file, as: .init())
    #expect(compilation.statements.isEmpty)
    #expect(compilation.diagnostics.map(\.offset) == [6])
  }
}
