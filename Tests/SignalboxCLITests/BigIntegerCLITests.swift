import XCTest

/// Integers of 16 digits or more read from input print as written (jq 1.7 keeps the
/// literal): straight through, from objects kept as text, through fields and collections,
/// in every output format.
final class BigIntegerCLITests: XCTestCase {
  private func run(_ arguments: [String], _ stdin: String) throws -> String {
    let result = try BinaryRunner.run(arguments, stdin: stdin)
    XCTAssertEqual(result.status, 0, result.err)
    return result.out
  }

  func testIntegersPrintAsWritten() throws {
    let input = "13911860366432393\n{\"id\": 13911860366432393, \"n\": [1.0, -9007199254740993]}\n"
    XCTAssertEqual(
      try run(["-r", "-e", "stdin"], input),
      "13911860366432393\n{\"id\":13911860366432393,\"n\":[1,-9007199254740993]}\n")
    XCTAssertEqual(
      try run(["-r", "-e", "stdin | filter type(x) == \"object\" | map x.id"], input),
      "13911860366432393\n")
    XCTAssertEqual(
      try run(["-r", "-e", "stdin | filter type(x) == \"object\" | map x.n[1] + 0"], input),
      "-9007199254740992\n")
    XCTAssertTrue(
      try run(["--format", "json", "-e", "stdin | take 1"], input).contains(
        "\"kind\":\"next\",\"value\":13911860366432393}"))
    XCTAssertEqual(
      try run(["--pretty", "-e", "stdin | collect"], "[13911860366432393]"),
      "[\n  [\n    13911860366432393\n  ]\n]\n")
    XCTAssertEqual(
      try run(["-r", "-e", "stdin | map tostring(x)"], "{\"a\":12345678901234567890}"),
      "{\"a\":12345678901234567890}\n")
  }
}
