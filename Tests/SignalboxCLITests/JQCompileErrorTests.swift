import Foundation
import XCTest

/// `signalbox jq`'s compile errors and precedence as jq 1.7.1's (the `jq` Python package
/// 1.8.0, which bundles its library, gave each expected text and value).
final class JQCompileErrorTests: XCTestCase {
  /// jq's locfile: the error's line, then as many spaces as its byte column; a syntax error
  /// that says "unexpected" carries jq's shell-quoting hint.
  func testTheErrorsLineAndColumnAsJQPrintsThem() throws {
    let cases: [(String, String)] = [
      (
        "1 +\n;\n",
        "jq: error: syntax error, unexpected ';' (Unix shell quoting issues?) at <top-level>, "
          + "line 2:\n;\njq: 1 compile error\n"
      ),
      (
        ".a |\n  foo(1)",
        "jq: error: foo/1 is not defined at <top-level>, line 2:\n  foo(1)  \njq: 1 compile error\n"
      ),
      (
        "\"é\" | ;",
        "jq: error: syntax error, unexpected ';' (Unix shell quoting issues?) at <top-level>, "
          + "line 1:\n\"é\" | ;       \njq: 1 compile error\n"
      ),
      (
        ".a | ",
        "jq: error: syntax error, unexpected end of file (Unix shell quoting issues?) at "
          + "<top-level>, line 1:\n.a |     \njq: 1 compile error\n"
      ),
      (
        ".[",
        "jq: error: syntax error, unexpected end of file (Unix shell quoting issues?) at "
          + "<top-level>, line 1:\n.[ \njq: 1 compile error\n"
      ),
      ("def f: 1; ", "jq: error: Top-level program not given (try \".\")\njq: 1 compile error\n"),
      ("# nothing", "jq: error: Top-level program not given (try \".\")\njq: 1 compile error\n"),
      (
        "1 as $x | $y",
        "jq: error: $y is not defined at <top-level>, line 1:\n1 as $x | $y          \n"
          + "jq: 1 compile error\n"
      ),
    ]
    for (filter, expected) in cases {
      let result = try BinaryRunner.run(["jq", filter], stdin: "null")
      XCTAssertEqual(result.err, expected, filter)
      XCTAssertEqual(result.status, 3, filter)
    }
  }

  /// jq's grammar binds `//` looser than `=`, `|=`, `+=`…: `.a |= . // 5` is
  /// `(.a |= .) // 5`.
  func testAlternativeBindsLooserThanAssignment() throws {
    let cases: [(String, String, String)] = [
      (".a = .b // 1", "{}", #"{"a":null}"#),
      (".a |= . // 5", #"{"a":null}"#, #"{"a":null}"#),
      (".[] |= . // 0", "[null,1]", "[null,1]"),
      (".[] |= (. // 0)", "[null,1]", "[0,1]"),
      (".a // .b = 1", "{}", #"{"b":1}"#),
      (".a += .b // 1", #"{"a":1}"#, #"{"a":1}"#),
    ]
    for (filter, input, expected) in cases {
      let result = try BinaryRunner.run(["jq", "-c", filter], stdin: input)
      XCTAssertEqual(result.out, expected + "\n", filter)
    }
  }

  /// A slice bound that is not a number: jq 1.7.1's jv_aux.c words.
  func testSliceBoundsThatAreNotNumbers() throws {
    let result = try BinaryRunner.run(
      ["jq", "-c", #"try .[1:"x"] catch ., try .["x":] catch ., .[nan:1]"#], stdin: "[0,1,2]")
    let message = #""Array/string slice indices must be integers""#
    XCTAssertEqual(result.out, message + "\n" + message + "\n[0]\n")
  }

  /// jq's main.c takes the word after `--indent` whatever it is; -1 prints a tab a level.
  func testIndentMinusOneIsATab() throws {
    let result = try BinaryRunner.run(["jq", "--indent", "-1", "."], stdin: "[1]")
    XCTAssertEqual(result.out, "[\n\t1\n]\n")
    XCTAssertEqual(result.status, 0)
  }
}
