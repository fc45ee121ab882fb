import SignalboxTestSupport
import Testing

/// `"\(expr)"` inside a string: strings go in as they are, any other value as compact JSON
/// (jq's rule), and mistakes are positioned diagnostics.
@Suite struct StringInterpolationTests {
  @Test func valuesGoInAsJqPutsThem() {
    let out = runSession(
      #"from [{"name": "ada", "v": [1, 2.50], "n": null}] | map "\(x.name): \(x.v) \(x.n) "#
        + #"\(x.v[0] + 1)""#
    ).out
    #expect(out == [#"0.000 next "ada: [1,2.5] null 2""#, "0.000 completed"])
  }

  @Test func interpolationsNestAndHoldTheirOwnParentheses() {
    let out = runSession(#"just "<\("a" + "\(len([1, (2)]) * (3))")>""#).out
    #expect(out == [#"0.000 next "<a6>""#, "0.000 completed"])
  }

  @Test func anExpressionMaySpanLines() {
    #expect(runSession("just \"\\(1 +\n 2)\"").out == [#"0.000 next "3""#, "0.000 completed"])
  }

  @Test func aPlainStringIsOneToken() {
    #expect(
      runSession(#"just ["\\(not)", "a\"b"]"#).out == [
        #"0.000 next ["\\(not)","a\"b"]"#, "0.000 completed",
      ])
  }

  @Test func anUnknownNameInsideIsPositioned() {
    let err = runSession(#"just "x\(nope)""#).err
    #expect(err.contains("t.sbx:1:10: error: unknown name 'nope'"))
  }

  @Test func anEmptyInterpolationIsADiagnostic() {
    let result = runSession(#"just "a\()""#)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("t.sbx:1:8: error: empty interpolation"))
  }

  @Test func anUnclosedInterpolationIsAnUnterminatedString() {
    #expect(runSession(#"just "\(1"#).err.contains("t.sbx:1:6: error: unterminated string"))
  }

  @Test func nestingIsLimited() {
    let deep =
      "just " + String(repeating: #""\("#, count: 40) + "1" + String(repeating: #")""#, count: 40)
    #expect(runSession(deep).err.contains("string interpolations nest more than 32 deep"))
    let fine =
      "just " + String(repeating: #""\("#, count: 30) + "1" + String(repeating: #")""#, count: 30)
    #expect(runSession(fine).out == [#"0.000 next "1""#, "0.000 completed"])
  }
}
