import Foundation
import XCTest

/// `signalbox jq`'s statuses and messages: usage (2), unreadable or invalid input (2),
/// compile error (3), the help and version, files and bound values.
final class JQCommandStatusTests: XCTestCase {
  private func scratch(_ name: String, _ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "jqcommand-\(getpid())-\(name)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func testInvalidJSONIsJQsParseErrorAndStatus5AfterTheValuesBefore() throws {
    let result = try BinaryRunner.run(["jq", "-c", "."], stdin: "[1]\n{")
    XCTAssertEqual(result.out, "[1]\n")
    XCTAssertEqual(result.status, 5)
    // jq 1.7.1's words and position.
    XCTAssertEqual(
      result.err, "jq: parse error: Unfinished JSON term at EOF at line 2, column 1\n")
  }

  func testAnUnreadableFileIsReportedTheOthersRunAndTheStatusIs2() throws {
    let file = try scratch("one.json", "1\n")
    let result = try BinaryRunner.run(["jq", ".", "/nonexistent/x.json", file])
    XCTAssertEqual(result.out, "1\n")
    XCTAssertEqual(
      result.err,
      "jq: error: Could not open file /nonexistent/x.json: No such file or directory\n")
    XCTAssertEqual(result.status, 2)
  }

  func testFilesAreReadInOrderAndSlurpedTogether() throws {
    let a = try scratch("a.json", "1 [2]")
    let c = try scratch("c.json", "3")
    let result = try BinaryRunner.run(["jq", "-c", ".", c, a])
    XCTAssertEqual(result.out, "3\n1\n[2]\n")
    let whole = try BinaryRunner.run(["jq", "-sc", ".", c, a])
    XCTAssertEqual(whole.out, "[3,1,[2]]\n")
  }

  func testACompileErrorIsStatus3() throws {
    let result = try BinaryRunner.run(["jq", ".a[["], stdin: "1")
    XCTAssertEqual(result.status, 3)
    XCTAssertTrue(result.err.hasPrefix("jq: error: "), result.err)
    XCTAssertTrue(result.err.hasSuffix("jq: 1 compile error\n"), result.err)
    XCTAssertEqual(result.out, "")
  }

  func testTheFilterFromAFile() throws {
    let program = try scratch("program.jq", ".\n")
    let data = try scratch("data.json", "[1]")
    let result = try BinaryRunner.run(["jq", "-c", "-f", program, data])
    XCTAssertEqual(result.out, "[1]\n")
    let missing = try BinaryRunner.run(["jq", "-f", "/nonexistent/p.jq"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.err, "jq: Could not open /nonexistent/p.jq: No such file or directory\n")
  }

  func testUsageErrorsAreStatus2() throws {
    for arguments in [
      ["-x", "."], ["--indent", "9", "."], ["--arg", "x"], ["--argjson", "x", "{", "."],
      ["--jsonargs", ".", "{"], ["--slurpfile", "x", "/nonexistent/f", "."],
    ] {
      let result = try BinaryRunner.run(["jq"] + arguments, stdin: "1")
      XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)")
      XCTAssertEqual(result.out, "", "\(arguments)")
      XCTAssertTrue(result.err.hasPrefix("jq: "), "\(arguments): \(result.err)")
    }
  }

  func testBoundValuesAndPositionalArgumentsAreRead() throws {
    let raw = try scratch("raw.txt", "text")
    let values = try scratch("values.json", "1 2")
    let arguments = [
      "--arg", "a", "x", "--arg", "a", "ignored", "--argjson", "b", "{}", "--rawfile", "r", raw,
      "--slurpfile", "s", values, "-n", ".", "--args", "p", "q",
    ]
    let result = try BinaryRunner.run(["jq"] + arguments)
    XCTAssertEqual(result.status, 0, result.err)
    XCTAssertEqual(result.out, "null\n")
  }

  func testHelpSaysMinusEIsExitStatusAndVersionIsJQs() throws {
    let help = try BinaryRunner.run(["jq", "--help"])
    XCTAssertEqual(help.status, 0)
    // jq 1.7.1's own text (pinned in full by JQCommandAreasTests).
    XCTAssertTrue(help.out.contains("-e, --exit-status"), help.out)
    XCTAssertEqual(try BinaryRunner.run(["jq", "-h"]).out, help.out, "-h is --help")
    for option in ["--raw-output0", "--stream-errors", "--slurpfile", "--jsonargs", "-L"] {
      XCTAssertTrue(help.out.contains(option), option)
    }
    let version = try BinaryRunner.run(["jq", "--version"])
    XCTAssertEqual(version.out, "jq-1.7.1\n")
    // jq 1.7.1 finds an `h` (else a `V`) anywhere in a word of short options before it
    // refuses a letter it does not know: `-xh` is --help, `-xV` --version, status 0, and so
    // is a filter that starts with `-` (random.jsonl, issue 44).
    for words in [["-xh"], ["-hx", "."], ["-infinite | has(\"a\")?"]] {
      let got = try BinaryRunner.run(["jq"] + words)
      XCTAssertEqual([got.out, got.err, "\(got.status)"], [help.out, "", "0"], "\(words)")
    }
    for words in [["-xV"], ["-Vx", "."]] {
      let got = try BinaryRunner.run(["jq"] + words)
      XCTAssertEqual([got.out, got.err, "\(got.status)"], [version.out, "", "0"], "\(words)")
    }
    XCTAssertEqual(try BinaryRunner.run(["jq", "-xq", "."]).status, 2, "no h or V: refused")
  }

  /// `--build-configuration`: jq 1.7.1 prints its `./configure` options, which this jq has
  /// none of; it prints one line of how it is made (docs/jq.md), status 0, with or without
  /// a filter and other options.
  func testBuildConfigurationIsOneLineOfHowThisJQIsMade() throws {
    for words in [["jq", "--build-configuration"], ["jq", "-n", "--build-configuration", "."]] {
      let result = try BinaryRunner.run(words)
      XCTAssertEqual(result.status, 0, "\(words)")
      XCTAssertEqual(result.err, "", "\(words)")
      XCTAssertTrue(result.out.hasPrefix("signalbox "), result.out)
      XCTAssertTrue(result.out.contains("jq 1.7.1's language in Swift"), result.out)
      XCTAssertEqual(result.out.filter { $0 == "\n" }.count, 1, result.out)
    }
  }
}
