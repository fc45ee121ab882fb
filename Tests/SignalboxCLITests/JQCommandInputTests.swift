import Foundation
import XCTest

/// `signalbox jq`'s input beyond RFC 8259, as jq 1.7.1 reads it (issue 44): the words its
/// decNumber literals take as numbers — `nan`, `NaN`, `Infinity`, `-Infinity` and the like.
final class JQCommandInputTests: XCTestCase {
  func testNonFiniteNumbersInInputPrintAsJQPrintsThem() throws {
    let result = try BinaryRunner.run(
      ["jq", "-c", "."],
      stdin: "[1,null,Infinity,-Infinity,NaN,-NaN] nan {\"a\":nan1234,\"b\":-inf}")
    XCTAssertEqual(
      result.out,
      "[1,null,1.7976931348623157e+308,-1.7976931348623157e+308,null,null]\nnull\n"
        + "{\"a\":null,\"b\":-1.7976931348623157e+308}\n")
    XCTAssertEqual(result.status, 0)
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
