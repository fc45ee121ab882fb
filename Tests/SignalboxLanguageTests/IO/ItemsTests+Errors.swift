import Foundation
import Signalbox
import Synchronization
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

extension ItemsTests {
  // MARK: errors

  @Test func errorsCarryTheLineAndColumnInTheDocument() {
    let doc = "{\n  \"skip\": [1, 2],\n  \"rows\": [\n    {\"a\": 1},\n    {\"a\": tru}\n  ]\n}\n"
    expectSameInEveryChunking(
      doc, path: .string("rows"), ["{\"a\":1}", "failure: stdin:5:11: invalid literal"])
    // In a skipped member, and after the items, with the messages the whole-document parse gives.
    expectSameInEveryChunking(
      "{\"skip\": [1, 2,], \"rows\": [1]}", path: .string("rows"),
      ["failure: stdin:1:16: unexpected character ']'"])
    expectSameInEveryChunking(
      "{\"rows\": [1], \"after\": \"a\u{01}\"}", path: .string("rows"),
      ["1", "failure: stdin:1:26: control character in string"])
    expectSameInEveryChunking(
      "{\"rows\": [1]", path: .string("rows"),
      ["1", "failure: stdin:1:13: unexpected end of input"])
    expectSameInEveryChunking("[1, 2", ["1", "2", "failure: stdin:1:6: unexpected end of input"])
    expectSameInEveryChunking("[1 2]", ["1", "failure: stdin:1:4: unexpected character '2'"])
    expectSameInEveryChunking("{\"a\" 1}", ["failure: stdin:1:6: unexpected character '1'"])
    expectSameInEveryChunking("[1] x", ["1", "failure: stdin:1:5: unexpected character 'x'"])
  }

  @Test func theSkipperReportsWhatTheParserReports() {
    // Every kind of error in a skipped member: the same message and position as `stdin`.
    let bad = [
      "[1, tru]", "[-]", "[1.]", "[1e]", "[1e+]", "[01]", "\"a\\x\"", "\"\\u12G4\"", "{\"a\" 1}",
      "{1: 2}", "[1,]", "{\"a\": 1,}",
      "[\"a\u{1F}\"]", "[nul", "[\"abc", "[1, 2", "{", "[} ", "@",
    ]
    for value in bad {
      let doc = "{\"skip\": \(value), \"rows\": [1]}"
      let whole = BigDocumentReading.values(doc)
      guard let failure = whole.last, failure.hasPrefix("failure: ") else {
        Issue.record("\(value) parsed whole: \(whole)")
        continue
      }
      for chunk in [1, 3, 1 << 16] {
        #expect(
          items(doc, path: .string("rows"), chunk: chunk) == [failure], "\(value), chunk \(chunk)")
      }
    }
    // and the skipper accepts what the parser accepts
    let good = [
      "-0.5e-7", "1E+2", "\"\\ud834\\udd1e \\/\\b\\f\\n\\r\\t\"", "[[], {}, [{}]]",
      "{\"a\": {\"b\": [true, false, null]}}", "\"é€\"",
    ]
    for value in good {
      expectSameInEveryChunking("{\"skip\": \(value), \"rows\": [1]}", path: .string("rows"), ["1"])
      expectSameInEveryChunking(
        "{\"rows\": [1], \"after\": \(value)}", path: .string("rows"), ["1"])
    }
  }

  @Test func lenientWarnsAboutAMalformedElementAndGoesOnWithTheNext() {
    expectSameInEveryChunking(
      "[1, {\"a\": tru}, 3, [1, 2}, 4, \"x\\q\", 5]", lenient: true,
      [
        "1", "warning: stdin:1:11: warning: invalid literal [J004]", "3",
        "warning: stdin:1:25: warning: unexpected character '}' [J002]",
        "4", "warning: stdin:1:33: warning: invalid escape in string [J006]", "5",
      ])
    // A malformed element is skipped to the next comma or closing bracket at its own level,
    // counting brackets of either kind and following strings: in `[2, {"a" 3}, 4]` the
    // brackets never come back to the element's level, so the rest of the document is that
    // element, and its end a second warning.
    #expect(
      items("[1, [2, {\"a\" 3}, 4]", lenient: true)
        == [
          "1", "warning: stdin:1:14: warning: unexpected character '3' [J002]",
          "warning: stdin:1:20: warning: unexpected end of input [J001]",
        ])
    expectSameInEveryChunking(
      "[1, {\"a\": [tru, \"],\"]}, 3, 4x, 5, , 6,]", lenient: true,
      [
        "1", "warning: stdin:1:12: warning: invalid literal [J004]", "3", "4",
        "warning: stdin:1:29: warning: unexpected character 'x' [J002]",
        "5", "warning: stdin:1:35: warning: unexpected character ',' [J002]", "6",
        "warning: stdin:1:39: warning: unexpected character ']' [J002]",
      ])
    // Members: a bad key, a missing colon, a bad value.
    expectSameInEveryChunking(
      "{\"a\": 1, b: 2, \"c\" 3, \"d\": [x], \"e\": 5}", lenient: true,
      [
        "{\"key\":\"a\",\"value\":1}",
        "warning: stdin:1:10: warning: unexpected character 'b' [J002]",
        "warning: stdin:1:20: warning: unexpected character '3' [J002]",
        "warning: stdin:1:29: warning: unexpected character 'x' [J002]",
        "{\"key\":\"e\",\"value\":5}",
      ])
    // A document cut short: the elements before it, then a warning.
    expectSameInEveryChunking(
      "[1, 2, {\"a\":", lenient: true,
      ["1", "2", "warning: stdin:1:13: warning: unexpected end of input [J001]"])
    // Errors outside the items' container still end the stream.
    expectSameInEveryChunking(
      "{\"skip\": tru, \"rows\": [1]}", path: .string("rows"), lenient: true,
      ["failure: stdin:1:10: invalid literal"])
    expectSameInEveryChunking(
      "[1] 2", lenient: true,
      ["1", "failure: stdin:1:5: items: the document is a number, not an array or an object"])
  }

  @Test func theNestingLimitHoldsInsideElementsAtTheirDepthInTheDocument() {
    // 1000 levels in all are fine; the 1001st bracket is the error `stdin` gives, at the
    // same position.
    let ok = "[" + String(repeating: "[", count: 999) + String(repeating: "]", count: 999) + "]"
    #expect(items(ok).count == 1)
    let deep = "[" + String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000) + "]"
    let expected = "failure: stdin:1:1001: values nested too deeply (more than 1000 levels)"
    #expect(BigDocumentReading.values(deep) == [expected])
    expectSameInEveryChunking(deep, [expected])
    // Down a path, in a skipped member, and under lenient (a warning, then the next element).
    let down =
      "{\"a\": {\"b\": [" + String(repeating: "[", count: 998) + String(repeating: "]", count: 998)
      + "]}}"
    #expect(
      items(down, path: .string("a.b")) == [
        "failure: stdin:1:1011: values nested too deeply (more than 1000 levels)"
      ])
    let skipped = "{\"s\": " + String(repeating: "[", count: 1001) + "], \"rows\": [1]}"
    #expect(
      items(skipped, path: .string("rows")) == [
        "failure: stdin:1:1006: values nested too deeply (more than 1000 levels)"
      ])
    #expect(
      items(
        "[" + String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000) + ", 7]",
        lenient: true)
        == [
          "warning: stdin:1:1001: warning: values nested too deeply (more than 1000 levels) [J003]",
          "7",
        ])
    // A hundred thousand brackets: an error, not a crash.
    #expect(
      items(String(repeating: "[", count: 100_000)).last?.hasPrefix("failure: stdin:1:1001:")
        == true)
    #expect(
      items(String(repeating: "{\"a\":", count: 100_000), path: .string("b")).last?.hasPrefix(
        "failure: stdin:1:") == true)
  }
}
