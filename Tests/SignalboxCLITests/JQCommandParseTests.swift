import XCTest

/// `signalbox jq` reads its input as jq 1.7.1 does (issue 44): jq's own parser
/// (`JQTextParser`) reads on where the fast reader stops. Each case is jq 1.7.1's answer,
/// its standard output, its parse error and its status, as its binary (built from the tag
/// jq-1.7.1) gave them for that input.
final class JQCommandParseTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .ok("01", "1\n"),
    .ok("1.", "1\n"),
    .ok(".5", "0.5\n"),
    .ok("+1", "1\n"),
    .parseError("-", "", "Invalid numeric literal at EOF at line 1, column 1"),
    .ok("nan", "null\n"),
    .ok("NaN", "null\n"),
    .ok("-nan", "null\n"),
    .ok("-NaN", "null\n"),
    .ok("infinity", "1.7976931348623157e+308\n"),
    .ok("Infinity", "1.7976931348623157e+308\n"),
    .ok("-Infinity", "-1.7976931348623157e+308\n"),
    .ok("inf", "1.7976931348623157e+308\n"),
    .parseError("truex", "", "Invalid literal at EOF at line 1, column 5"),
    .parseError("1x", "", "Invalid numeric literal at EOF at line 1, column 2"),
    .ok("[1]2", "[1]\n2\n"),
    .ok("\"a\"\"b\"", "\"a\"\n\"b\"\n"),
    .parseError(
      "\"\\ud800\"", "", "Invalid \\uXXXX\\uXXXX surrogate pair escape at line 1, column 8"),
    .ok("\"\\udc00\"", "\"\u{FFFD}\"\n"),
    .parseError(
      "\"\\ud800\\u0041\"", "",
      "Invalid \\uXXXX\\uXXXX surrogate pair escape at line 1,"
        + " column 14"),
    .ok("\"a\u{FF} b\"", "\"a\u{FF} b\"\n"),
    .ok("1\u{0}2", "1\n"),
    .parseError("\"a\u{0}b\"", "", "Unfinished string at EOF at line 1, column 2"),
    .ok("\u{FEFF}1", "1\n"),
    .parseError("\u{FEFF}\u{FEFF}1", "", "Invalid numeric literal at EOF at line 1, column 4"),
    .parseError("1 \u{FEFF}", "1\n", "Invalid numeric literal at EOF at line 1, column 5"),
    .parseError("[1,2", "", "Unfinished JSON term at EOF at line 1, column 4"),
    .parseError("[1,2]]", "[1,2]\n", "Unmatched ']' at line 1, column 6"),
    .parseError("]", "", "Unmatched ']' at line 1, column 1"),
    .parseError("{", "", "Unfinished JSON term at EOF at line 1, column 1"),
    .parseError("{\"a\"}", "", "Objects must consist of key:value pairs at line 1, column 5"),
    .parseError("{\"a\":}", "", "Unmatched '}' at line 1, column 6"),
    .parseError("{\"a\":1,}", "", "Expected another key-value pair at line 1, column 8"),
    .parseError("[1,]", "", "Expected another array element at line 1, column 4"),
    .parseError("[,1]", "", "Expected value before ',' at line 1, column 2"),
    .parseError("1 2 [3", "1\n2\n", "Unfinished JSON term at EOF at line 1, column 6"),
    .parseError("1\n2\n[", "1\n2\n", "Unfinished JSON term at EOF at line 3, column 1"),
    .parseError("{\"a\":1 \"b\":2}", "", "Expected separator between values at line 1, column 10"),
    .parseError("[1 2]", "", "Expected separator between values at line 1, column 5"),
    .parseError("nul", "", "Invalid literal at EOF at line 1, column 3"),
    .parseError("nulll", "", "Invalid literal at EOF at line 1, column 5"),
    .parseError("tru", "", "Invalid literal at EOF at line 1, column 3"),
    .parseError("false1", "", "Invalid literal at EOF at line 1, column 6"),
    .parseError("\"abc", "", "Unfinished string at EOF at line 1, column 4"),
    .parseError("\"\\x\"", "", "Invalid escape at line 1, column 4"),
    .parseError("\"\\u12\"", "", "Invalid \\uXXXX escape at line 1, column 6"),
    .parseError("\"\\u12g4\"", "", "Invalid characters in \\uXXXX escape at line 1, column 8"),
    .parseError(
      "\"a\nb\"", "",
      "Invalid string: control characters from U+0000 through "
        + "U+001F must be escaped at line 2, column 2"
    ),
    .parseError(
      "\"a\tb\"", "",
      "Invalid string: control characters from U+0000 through "
        + "U+001F must be escaped at line 1, column 5"
    ),
    .parseError("1e", "", "Invalid numeric literal at EOF at line 1, column 2"),
    .parseError("1e+", "", "Invalid numeric literal at EOF at line 1, column 3"),
    .parseError("1e5x", "", "Invalid numeric literal at EOF at line 1, column 4"),
    .ok("-0", "-0\n"),
    .parseError("0x10", "", "Invalid numeric literal at EOF at line 1, column 4"),
    .ok("00", "0\n"),
    .ok("-01", "-1\n"),
    .parseError("1.5.5", "", "Invalid numeric literal at EOF at line 1, column 5"),
    .parseError("1..2", "", "Invalid numeric literal at EOF at line 1, column 4"),
    .parseError("--1", "", "Invalid numeric literal at EOF at line 1, column 3"),
    .parseError("1-", "", "Invalid numeric literal at EOF at line 1, column 2"),
    .parseError("[1,2]x", "[1,2]\n", "Invalid numeric literal at EOF at line 1, column 6"),
    .ok("{\"a\":1}{\"b\":2}", "{\"a\":1}\n{\"b\":2}\n"),
    .parseError("{1:2}", "", "Object keys must be strings at line 1, column 3"),
    .parseError("{\"a\" 1}", "", "Expected separator between values at line 1, column 7"),
    .parseError("[\"a\":1]", "", "':' not as part of an object at line 1, column 5"),
    .parseError("{\"a\":1:2}", "", "':' not as part of an object at line 1, column 7"),
    .parseError("1,2", "", "Expected value before ',' at line 1, column 2"),
    .parseError(",", "", "Expected value before ',' at line 1, column 1"),
    .parseError(":", "", "Expected string key before ':' at line 1, column 1"),
    .parseError("[1],[2]", "[1]\n", "Expected value before ',' at line 1, column 4"),
    .ok("123456789012345678901234567890", "123456789012345678901234567890\n"),
    .ok("1e1000", "1E+1000\n"),
    .ok("-1e1000", "-1E+1000\n"),
    .ok("1E-400", "1E-400\n"),
    .parseError("[[[[[[[[[[", "", "Unfinished JSON term at EOF at line 1, column 10"),
    .ok("\"\\/\"", "\"/\"\n"),
    .parseError("\"\\'\"", "", "Invalid escape at line 1, column 4"),
    .parseError("'a'", "", "Invalid numeric literal at EOF at line 1, column 3"),
    .ok("true false", "true\nfalse\n"),
    .parseError("truefalse", "", "Invalid literal at EOF at line 1, column 9"),
    .parseError("null\n\n  x", "null\n", "Invalid numeric literal at EOF at line 3, column 3"),
    .ok("1\r\n2", "1\n2\n"),
    .ok("\t\n 1 \n\t", "1\n"),
    .parseError("[1,\n2,\n", "", "Unfinished JSON term at EOF at line 3, column 0"),
    .ok("\"\\uD834\\uDD1E\"", "\"\u{1D11E}\"\n"),
    .parseError(
      "\"\\uDD1E\\uD834\"", "",
      "Invalid \\uXXXX\\uXXXX surrogate pair escape at line 1,"
        + " column 14"),
    .ok("[nan]", "[null]\n"),
    .ok("{\"a\":nan}", "{\"a\":null}\n"),
    .ok("[NaN, -nan]", "[null,null]\n"),
    .ok("1 nan 2", "1\nnull\n2\n"),
  ]

  func testTheInputReadsAsJQ171ReadsIt() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
