import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage

/// The lexer: token streams, positions, and one positioned diagnostic per mistake.
final class LexerTests: XCTestCase {
  private func lex(_ text: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    Lexer.tokenize(SourceFile(name: "t", text: text))
  }

  /// The token stream as short strings: `id:from`, `num:1`, `str:a`, `$0`, `'|'`, `NL`, `END`.
  private func kinds(_ text: String) -> [String] {
    lex(text).tokens.map { token in
      switch token.kind {
      case .identifier(let s): return "id:" + s
      case .number(let n): return "num:" + JSONWriter.string(.number(n))
      case .bigInteger(let digits): return "num:" + digits
      case .string(let s): return "str:" + s
      case .dollar(let k): return "$\(k)"
      case .symbol(let s): return "'\(s)'"
      case .newline: return "NL"
      case .end: return "END"
      case .invalid(let what): return "invalid:" + what
      case .variable(let s): return "var:" + s
      }
    }
  }

  func testAPipelineBecomesItsTokens() {
    XCTAssertEqual(
      kinds("from [1, 2.5] | map x.a * 2"),
      [
        "id:from", "'['", "num:1", "','", "num:2.5", "']'", "'|'", "id:map", "id:x", "'.'", "id:a",
        "'*'", "num:2", "END",
      ])
  }

  func testTwoCharacterSymbolsWinOverOneCharacterOnes() {
    XCTAssertEqual(
      kinds("a ?? b -> c <= d >= e == f != g && h || i"),
      [
        "id:a", "'??'", "id:b", "'->'", "id:c", "'<='", "id:d", "'>='", "id:e", "'=='", "id:f",
        "'!='", "id:g",
        "'&&'", "id:h", "'||'", "id:i", "END",
      ])
    XCTAssertEqual(kinds("a<b"), ["id:a", "'<'", "id:b", "END"])
  }

  func testNumbers() {
    XCTAssertEqual(
      kinds("0 42 3.25 1e3 2E-2 7."),
      ["num:0", "num:42", "num:3.25", "num:1000", "num:0.02", "num:7", "'.'", "END"])
    XCTAssertEqual(kinds("1e"), ["num:1", "id:e", "END"], "an exponent needs digits")
    XCTAssertEqual(kinds("-1"), ["'-'", "num:1", "END"], "the sign is an operator")
  }

  func testStringsWithJSONEscapes() {
    XCTAssertEqual(kinds(#""a\"b\\c\/d\n\t""#), ["str:a\"b\\c/d\n\t", "END"])
    XCTAssertEqual(
      kinds(#""\u00e9\ud83d\ude00""#), ["str:é😀", "END"], "a surrogate pair is one scalar")
    XCTAssertEqual(kinds("\"# | not a comment\""), ["str:# | not a comment", "END"])
  }

  func testNewlinesAreTokensOnlyOutsideBrackets() {
    XCTAssertEqual(kinds("a\nb"), ["id:a", "NL", "id:b", "END"])
    XCTAssertEqual(
      kinds("[1,\n2]\nc"), ["'['", "num:1", "','", "num:2", "']'", "NL", "id:c", "END"])
    XCTAssertEqual(kinds("{\n}"), ["'{'", "'}'", "END"])
  }

  func testCommentsRunToTheEndOfTheLine() {
    XCTAssertEqual(kinds("a # b | c\nd"), ["id:a", "NL", "id:d", "END"])
  }

  func testDollarNames() {
    XCTAssertEqual(kinds("$0 + $12"), ["$0", "'+'", "$12", "END"])
  }

  func testTokensKnowWhereTheyAre() {
    let tokens = lex("map  xs").tokens
    XCTAssertEqual(tokens.map(\.offset), [0, 5, 7])
    XCTAssertEqual(tokens.map(\.end), [3, 7, 7])
    let unicode = lex("\"é\" x").tokens
    XCTAssertEqual(unicode.map(\.offset), [0, 4, 5], "offsets count scalars")
  }

  func testMistakesArePositionedDiagnostics() {
    let (tokens, diagnostics) = lex("just @ 1")
    XCTAssertEqual(diagnostics, [Diagnostic(Message.invalidCharacter("@"), at: 5)])
    XCTAssertEqual(kinds("just @ 1"), ["id:just", "invalid:'@'", "num:1", "END"])
    XCTAssertEqual(tokens.count, 4)
    XCTAssertEqual(lex("just \"abc").diagnostics, [Diagnostic(Message.unterminatedString(), at: 5)])
    XCTAssertEqual(lex("x $ y").diagnostics, [Diagnostic(Message.invalidCharacter("$"), at: 2)])
  }

  func testABadEscapeIsOneDiagnosticAndTheRestOfTheLineGoesOn() {
    let (_, diagnostics) = lex(#"just "\q" | map x"#)
    XCTAssertEqual(diagnostics, [Diagnostic(Message.invalidEscape(), at: 6)])
    XCTAssertEqual(
      kinds(#"just "\q" | map x"#), ["id:just", "invalid:a string", "'|'", "id:map", "id:x", "END"])
    XCTAssertEqual(lex(#""\u12""#).diagnostics.map(\.id), [.invalidEscape])
  }

  func testAStringEndsAtTheEndOfItsLine() {
    let (_, diagnostics) = lex("just \"ab\ncd\"")
    XCTAssertEqual(diagnostics.first, Diagnostic(Message.unterminatedString(), at: 5))
  }

  func testJQsVariablesFormatsAndAlternative() {
    XCTAssertEqual(
      kinds("$c // $0 @csv @csv(x)"),
      ["var:c", "'//'", "$0", "id:@csv", "id:@csv", "'('", "id:x", "')'", "END"])
    // A format before a string formats only the interpolated parts.
    XCTAssertEqual(
      kinds(#"@sh "a\(x)b""#),
      ["'('", "str:a", "'+'", "id:@sh", "'('", "id:x", "')'", "'+'", "str:b", "')'", "END"])
    XCTAssertEqual(kinds(#"@uri "plain""#), ["str:plain", "END"])
    XCTAssertEqual(kinds("$"), ["invalid:'$'", "END"])
  }
}
