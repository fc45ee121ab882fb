import XCTest

/// `signalbox jq` reads its input as jq 1.7.1 does (issue 44): jq's own parser
/// (`JQTextParser`) reads on where the fast reader stops. Each case is jq 1.7.1's answer,
/// its standard output, its parse error and its status, as its binary (built from the tag
/// jq-1.7.1) gave them for that input.
final class JQCommandParseMoreTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .ok("nan1", "null\n"),
    .parseError("nana", "", "Invalid numeric literal at EOF at line 1, column 4"),
    .parseError("-", "", "Invalid numeric literal at EOF at line 1, column 1"),
    .parseError("-a", "", "Invalid numeric literal at EOF at line 1, column 2"),
    .parseError(".", "", "Invalid numeric literal at EOF at line 1, column 1"),
    .parseError("..", "", "Invalid numeric literal at EOF at line 1, column 2"),
    .parseError("e5", "", "Invalid numeric literal at EOF at line 1, column 2"),
    .parseError("E5", "", "Invalid numeric literal at EOF at line 1, column 2"),
    .parseError("0e", "", "Invalid numeric literal at EOF at line 1, column 2"),
    .ok("0.e1", "0E+1\n"),
    .ok("1.e5", "1E+5\n"),
    .parseError(".e5", "", "Invalid numeric literal at EOF at line 1, column 3"),
    .ok("-.5", "-0.5\n"),
    .ok("+.5", "0.5\n"),
    .parseError("+", "", "Invalid numeric literal at EOF at line 1, column 1"),
    .ok("+0", "0\n"),
    .parseError("1+1", "", "Invalid numeric literal at EOF at line 1, column 3"),
    .ok("[+1]", "[1]\n"),
    .parseError("\u{7F}", "", "Invalid numeric literal at EOF at line 1, column 1"),
    .parseError("\u{1}", "", "Invalid numeric literal at EOF at line 1, column 1"),
    .parseError(
      "\"\u{1}\"", "",
      "Invalid string: control characters from U+0000 through "
        + "U+001F must be escaped at line 1, column 3"
    ),
    .ok("\"\u{7F}\"", "\"\\u007f\"\n"),
    .ok("\"\u{C3}\u{A9}\"", "\"\u{C3}\u{A9}\"\n"),
    .ok("\"\u{C3}\"", "\"\u{C3}\"\n"),
    .parseError("\u{C3}\u{A9}", "", "Invalid numeric literal at EOF at line 1, column 4"),
    .ok("\"\u{ED}\u{A0}\u{80}\"", "\"\u{ED}\u{A0}\u{80}\"\n"),
    .ok("\"\u{F4}\u{90}\u{80}\u{80}\"", "\"\u{F4}\u{90}\u{80}\u{80}\"\n"),
    .ok("\"\u{F0}\u{9F}\u{98}\u{80}\"", "\"\u{F0}\u{9F}\u{98}\u{80}\"\n"),
    .parseError("[1,2,3] ]", "[1,2,3]\n", "Unmatched ']' at line 1, column 9"),
    .parseError("[]]", "[]\n", "Unmatched ']' at line 1, column 3"),
    .parseError("{}}", "{}\n", "Unmatched '}' at line 1, column 3"),
    .parseError("[}", "", "Unmatched '}' at line 1, column 2"),
    .parseError("{]", "", "Unmatched ']' at line 1, column 2"),
    .parseError("{\"a\":[}", "", "Unmatched '}' at line 1, column 7"),
    .parseError("{\"a\"::1}", "", "Expected string key before ':' at line 1, column 6"),
    .parseError("tRue", "", "Invalid literal at EOF at line 1, column 4"),
    .parseError("TRUE", "", "Invalid numeric literal at EOF at line 1, column 4"),
    .parseError("Null", "", "Invalid numeric literal at EOF at line 1, column 4"),
    .parseError("[true,false,null,nul]", "", "Invalid literal at line 1, column 21"),
    .parseError("12 34 5x6", "12\n34\n", "Invalid numeric literal at EOF at line 1, column 9"),
    .parseError("1 2\n3 4 ]", "1\n2\n3\n4\n", "Unmatched ']' at line 2, column 5"),
    .ok("\"\\u0000\"", "\"\\u0000\"\n"),
    .parseError(
      "\"x\" \"y\" z", "\"x\"\n\"y\"\n", "Invalid numeric literal at EOF at line 1, column 9"),
    .parseError("1,2", "", "Expected value before ',' at line 1, column 2"),
    .parseError("1]", "", "Unmatched ']' at line 1, column 2"),
    .parseError("1}", "", "Unmatched '}' at line 1, column 2"),
    .parseError("1:", "", "Expected string key before ':' at line 1, column 2"),
    .ok("1[2]", "1\n[2]\n"),
    .ok("1{}", "1\n{}\n"),
    .ok("1\"a\"", "1\n\"a\"\n"),
    .parseError("true,", "", "Expected value before ',' at line 1, column 5"),
    .parseError("null]", "", "Unmatched ']' at line 1, column 5"),
    .parseError("1 ,2", "1\n", "Expected value before ',' at line 1, column 3"),
    .parseError(
      "{\"a\":\"\\ud800\"}", "", "Invalid \\uXXXX\\uXXXX surrogate pair escape at line 1, column 13"
    ),
    .parseError(
      "[\"\\ud800\"]", "", "Invalid \\uXXXX\\uXXXX surrogate pair escape at line 1, column 9"),
    .parseError(
      "{\"a\":1.10,\"b\":\"\\ud800\"}", "",
      "Invalid \\uXXXX\\uXXXX surrogate pair escape at line 1, column 22"),
    .parseError(
      "{\"\\ud800\":1}", "", "Invalid \\uXXXX\\uXXXX surrogate pair escape at line 1, column 9"),
    .ok("\"\\ud800\\udc00\"", "\"\u{10000}\"\n"),
    .parseError("1\n2\n3x", "1\n2\n", "Invalid numeric literal at EOF at line 3, column 2"),
    .parseError(
      "{\"a\":1}\n{\"b\":2}\n{\"c\"::3}", "{\"a\":1}\n{\"b\":2}\n",
      "Expected string key before ':' at line 3, column 6"),
    .ok("\"\\u00e9\" 01", "\"\u{E9}\"\n1\n"),
    .ok("1.10 01.10", "1.10\n1.10\n"),
    .ok("1e2 1E2 01e2", "1E+2\n1E+2\n1E+2\n"),
    .ok("  \n  01", "1\n"),
    .parseError("[1,\n 2,\n 3}", "", "Objects must consist of key:value pairs at line 3, column 3"),
    .ok("{\"a\":1,\"a\":2}", "{\"a\":2}\n"),
    .ok("{\"a\":01}", "{\"a\":1}\n"),
    .ok("[01]", "[1]\n"),
    .ok("[.5, +1, 1.]", "[0.5,1,1]\n"),
    .ok("{\"a\":nan}", "{\"a\":null}\n"),
    .ok("[-Infinity]", "[-1.7976931348623157e+308]\n"),
    .parseError("\"\\u0041\\u00\"", "", "Invalid \\uXXXX escape at line 1, column 12"),
    .parseError("\"abc\\", "", "Unfinished string at EOF at line 1, column 5"),
    .parseError("\"abc\\\"", "", "Unfinished string at EOF at line 1, column 6"),
    .ok("1 2 3 \u{0} 4", "1\n2\n3\n"),
    .parseError("1\n\u{0}\n2", "1\n", "Invalid numeric literal at line 3, column 0"),
    .ok("\"\u{FF}\"", "\"\u{FF}\"\n"),
    .parseError("[1,2]\n[3,\n", "[1,2]\n", "Unfinished JSON term at EOF at line 3, column 0"),
    .parseError("\u{FEFF}[1,2]x", "[1,2]\n", "Invalid numeric literal at EOF at line 1, column 6"),
    .parseError("\u{EF}\u{BB}[1]", "", "Invalid numeric literal at line 1, column 5"),
    .ok("\"\\uDFFF\"", "\"\u{FFFD}\"\n"),
    .parseError(
      "\"\\uD800\\uD800\"", "",
      "Invalid \\uXXXX\\uXXXX surrogate pair escape at line 1,"
        + " column 14"),
    .ok("0.111111111111111111111111111111", "0.111111111111111111111111111111\n"),
    .parseError("-", "", "Invalid numeric literal at EOF at line 1, column 1"),
    .parseError("- 1", "", "Invalid numeric literal at line 1, column 2"),
    .ok("1e-5", "0.00001\n"),
    .ok("0.00001", "0.00001\n"),
    .ok("100e-2", "1.00\n"),
    .ok("[1e2]", "[1E+2]\n"),
    .ok("{\"x\":1E+2}", "{\"x\":1E+2}\n"),
  ]

  func testMoreInputReadsAsJQ171ReadsIt() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
