import Testing

@testable import SignalboxJQ

/// The bison tables of jq 1.7.1's grammar, read from their generated text at start-up.
@Suite struct JQBisonTablesTests {
  /// `decode` reads signed integers apart by spaces and newlines, as `Int(_:)` of each word.
  @Test func decodeReadsSignedNumbersAsWords() {
    let text = "1 6 -157 0\n  2051 -1\n12"
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
    #expect(JQBison.decode(text) == words)
    #expect(JQBison.decode(text) == [1, 6, -157, 0, 2051, -1, 12])
    #expect(JQBison.decode("") == [])
  }

  /// The tables have the sizes bison's constants give them (`YYLAST + 1` entries of
  /// `yytable` and `yycheck`), and their values are bison's: `yypact`'s "no action" marker
  /// is its least value.
  @Test func tablesHaveBisonsSizes() {
    #expect(JQBison.table.count == JQBison.last + 1)
    #expect(JQBison.check.count == JQBison.last + 1)
    #expect(JQBison.pact.min() == JQBison.pactNinf)
    #expect(JQBison.r1.count == JQBison.r2.count)
    #expect(JQBison.pact.count == JQBison.defact.count)
  }

  /// A filter jq's grammar accepts has no failure; one it refuses has jq's words.
  @Test func grammarCheckUsesTheTables() {
    #expect(JQBison.failures(".a | {b: .c}").isEmpty)
    #expect(!JQBison.failures(".a | {b: }").isEmpty)
  }
}
