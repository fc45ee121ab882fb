import Foundation
import XCTest

/// `signalbox jq`'s input beyond RFC 8259, as jq 1.7.1 reads it (issue 44): the words its
/// decNumber literals take as numbers — `nan`, `NaN`, `Infinity`, `-Infinity` and the like.
final class JQCommandInputTests: XCTestCase {
  func testNonFiniteNumbersInInputPrintAsJQPrintsThem() throws {
    try assertBinary(
      ["jq", "-c", "."],
      stdin: "[1,null,Infinity,-Infinity,NaN,-NaN] nan {\"a\":nan1234,\"b\":-inf}", status: 0,
      out: "[1,null,1.7976931348623157e+308,-1.7976931348623157e+308,null,null]\nnull\n"
        + "{\"a\":null,\"b\":-1.7976931348623157e+308}\n")
    let assigned = try BinaryRunner.run(
      ["jq", "-c", ".[] = 1"], stdin: "[1,null,Infinity,-Infinity,NaN,-NaN]")
    XCTAssertEqual(assigned.out, "[1,1,1,1,1,1]\n", "jq.test's `.[] = 1`")
  }

  func testNonFiniteNumbersAreNumbers() throws {
    let result = try BinaryRunner.run(
      ["jq", "-c", "[isnan, isinfinite, type]"], stdin: "NaN\nInfinity -Infinity 1")
    XCTAssertEqual(
      result.out,
      "[true,false,\"number\"]\n[false,true,\"number\"]\n[false,true,\"number\"]\n"
        + "[false,false,\"number\"]\n")
  }

  func testOtherWordsAndAValueOverManyReadsStillParse() throws {
    let bad = try BinaryRunner.run(["jq", "-c", "."], stdin: "[NaN, nul]")
    XCTAssertEqual(bad.out, "")
    XCTAssertEqual(bad.status, 5, "jq 1.7.1's status for a parse error")
    XCTAssertTrue(bad.err.hasPrefix("jq: parse error: "), bad.err)
    let long = "[" + String(repeating: "1,", count: 200_000) + "Infinity]"
    let big = try BinaryRunner.run(["jq", "-c", ".[-1], length"], stdin: long)
    XCTAssertEqual(big.out, "1.7976931348623157e+308\n200001\n")
  }
}

/// jq 1.7.1's words where its tests check them (Tests/Conformance/jq), and
/// `input_line_number` as jq's command line counts (jq reads its input a line at a time).
final class JQCommandMessagesTests: XCTestCase {
  func testInputAfterTheLastIsBreak() throws {
    let caught = try BinaryRunner.run(["jq", "-c", "try input catch ."], stdin: "1")
    XCTAssertEqual(caught.out, "\"break\"\n", "jq.test's `try input catch .`, jq 1.6 and 1.7.1")
    let uncaught = try BinaryRunner.run(["jq", "-n", "input"])
    XCTAssertTrue(uncaught.err.hasSuffix("): break\n"), uncaught.err)
    XCTAssertEqual(uncaught.status, 5)
  }

  func testImplodeNamesTheCodepointItRefuses() throws {
    let result = try BinaryRunner.run(
      ["jq", "-c", "map(try implode catch .), ([-0.5, 65.9, 1e300] | implode)"],
      stdin: "[123,[\"a\"],[nan],[{\"a\":[1,2,3,4,5,6,7]}]]")
    let refused = "can't be imploded, unicode codepoint needs to be numeric"
    XCTAssertEqual(
      result.out,
      "[\"implode input must be an array\",\"string (\\\"a\\\") \(refused)\","
        + "\"number (null) \(refused)\",\"object ({\\\"a\\\":[1,2,3...) \(refused)\"]\n"
        + "\"\\u0000A\u{FFFD}\"\n")
  }

  func testABadEscapeIsWordedAsJQsJSONParserWordsIt() throws {
    let cases = [
      (#"include "\ "; 0"#, #"Invalid escape at line 1, column 4 (while parsing '"\ "')"#),
      (#""a\n\q b""#, #"Invalid escape at line 1, column 6 (while parsing '"\n\q"')"#),
      (#""\(1)\q""#, #"Invalid escape at line 1, column 4 (while parsing '"\q"')"#),
      (
        #""\uZZZZ""#,
        #"Invalid characters in \uXXXX escape at line 1, column 8 (while parsing '"\uZZZZ"')"#
      ),
      (#""\u12x""#, #"Invalid \uXXXX escape at line 1, column 7 (while parsing '"\u12x"')"#),
    ]
    for (filter, message) in cases {
      let result = try BinaryRunner.run(["jq", "-n", filter])
      XCTAssertTrue(
        result.err.hasPrefix("jq: error: \(message) at <top-level>, line 1:"), result.err)
      XCTAssertEqual(result.status, 3)
    }
  }

  func testInputLineNumberCountsTheLinesReadSoFar() throws {
    let result = try BinaryRunner.run(
      ["jq", "-c", "[., input_line_number]"], stdin: "{\"a\":\n1}\n[1,\n2] 3\n\n4")
    XCTAssertEqual(result.out, "[{\"a\":1},2]\n[[1,2],4]\n[3,4]\n[4,5]\n", "as jq 1.6")
    let inputs = try BinaryRunner.run(
      ["jq", "-nc", "[inputs | input_line_number]"], stdin: "1\n2\n3\n")
    XCTAssertEqual(inputs.out, "[1,2,3]\n")
    XCTAssertEqual(try BinaryRunner.run(["jq", "-n", "input_line_number"]).out, "0\n")
  }

  func testToNumberReadsAsJQsParserReads() throws {
    let input = #"{} "007" "+1" ".5" "1." "-0" "sNaN12" "1 2" "  " "0x10" " 0x10 " "[1]""#
    let result = try BinaryRunner.run(["jq", "-c", "try tonumber catch ."], stdin: input)
    let expected = [
      #""object ({}) cannot be parsed as a number""#, "7", "1", "0.5", "1", "-0", "null",
      #""Unexpected extra JSON values (while parsing '1 2')""#,
      #""Expected JSON value (while parsing '  ')""#,
      #""Invalid numeric literal at EOF at line 1, column 4 (while parsing '0x10')""#,
      #""Invalid numeric literal at line 1, column 6 (while parsing ' 0x10 ')""#,
      #""string (\"[1]\") cannot be parsed as a number""#,
    ]
    XCTAssertEqual(result.out, expected.map { $0 + "\n" }.joined(), "jq 1.7.1's answers")
  }

  func testIteratingNullAndAddOnNullAreErrorsAsInJQ() throws {
    let result = try BinaryRunner.run(
      ["jq", "-c", "(try .[] catch .), (try add catch .), [.[]?]"], stdin: "null")
    let message = #""Cannot iterate over null (null)""#
    XCTAssertEqual(result.out, "\(message)\n\(message)\n[]\n", "jq 1.6 and 1.7.1")
  }

  func testFromJSONReadsAsJQsParserReads() throws {
    let input = #""007" "NaN" " 1 " "{" "nul" "\"abc" "1 2" "" " x ""#
    let result = try BinaryRunner.run(["jq", "-c", "try fromjson catch ."], stdin: input)
    let expected = [
      "7", "null", "1",
      #""Unfinished JSON term at EOF at line 1, column 1 (while parsing '{')""#,
      #""Invalid literal at EOF at line 1, column 3 (while parsing 'nul')""#,
      #""Unfinished string at EOF at line 1, column 4 (while parsing '\"abc')""#,
      #""Unexpected extra JSON values (while parsing '1 2')""#,
      #""Expected JSON value (while parsing '')""#,
      #""Invalid numeric literal at line 1, column 3 (while parsing ' x ')""#,
    ]
    XCTAssertEqual(result.out, expected.map { $0 + "\n" }.joined(), "jq 1.7.1's answers")
  }
}
