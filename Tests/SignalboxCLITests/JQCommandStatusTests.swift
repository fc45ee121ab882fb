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
    // With its newline: `3` then `1 [2]` is `31 [2]` (the next test).
    let c = try scratch("c.json", "3\n")
    let result = try BinaryRunner.run(["jq", "-c", ".", c, a])
    XCTAssertEqual(result.out, "3\n1\n[2]\n")
    let whole = try BinaryRunner.run(["jq", "-sc", ".", c, a])
    XCTAssertEqual(whole.out, "[3,1,[2]]\n")
  }

  /// jq 1.7.1 reads its files as one text: a number, a literal or a `-R` line a file ends
  /// without its newline goes on in the next file, in every mode (issue 44). The rows are
  /// /work/jq171/jq's answers (stdout, stderr, status) over the same files, `DIR/` their
  /// folder; `missing` does not exist.
  func testATokenAFileEndsGoesOnInTheNextFileAsInJQ171() throws {
    let texts = [
      "a": "1", "b": "2", "c": "3", "e": "", "t1": "tr", "t2": "ue", "n1": "1\n2", "n2": "3\n",
      "sx": "\"x", "sy": "y\"\n", "r1": "ab", "r3": "ef\ngh", "bad": "x\n", "m1": "12 3",
      "m2": "4\n", "nl": "1\n",
    ]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "jqfiles-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in texts {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let dir = folder.path
    let rows: [([String], [String], String, String, Int32)] = [
      (["-c", "."], ["a", "b"], "12\n", "", 0),
      (["-c", "."], ["a", "b", "c"], "123\n", "", 0),
      (["-c", "."], ["a", "e", "b"], "12\n", "", 0),
      (["-c", "."], ["t1", "t2"], "true\n", "", 0),
      (["-c", "."], ["n1", "n2"], "1\n23\n", "", 0),
      (["-c", "."], ["m1", "m2"], "12\n34\n", "", 0),
      (["-c", "[.,input_filename,input_line_number]"], ["a", "b"], "[12,\"DIR/b\",0]\n", "", 0),
      (
        ["-c", "[.,input_filename,input_line_number]"], ["n1", "n2"],
        "[1,\"DIR/n1\",1]\n[23,\"DIR/n2\",1]\n", "", 0
      ),
      (["-n", "-c", "[inputs]"], ["a", "b"], "[12]\n", "", 0),
      (
        ["-n", "-c", "[inputs,input_filename,input_line_number]"], ["n1", "n2"],
        "[1,23,\"DIR/n2\",1]\n", "", 0
      ),
      (
        ["-n", "-c", "[inputs,input_filename,input_line_number]"], ["a", "b", "missing"],
        "[12,\"DIR/missing\",0]\n",
        "jq: error: Could not open file DIR/missing: No such file or directory\n", 2
      ),
      (["-c", "-s", "."], ["a", "b"], "[12]\n", "", 0),
      (
        ["-c", "--seq", "."], ["a", "b"], "",
        "jq: ignoring parse error: Unfinished abandoned text at EOF at line 1, column 2\n", 0
      ),
      (["-c", "--stream", "."], ["a", "b"], "[[],12]\n", "", 0),
      (["-R", "."], ["sx", "sy"], "\"\\\"xy\\\"\"\n", "", 0),
      (["-R", "."], ["r1", "e", "r3"], "\"abef\"\n\"gh\"\n", "", 0),
      (
        ["-R", "-c", "[.,input_filename,input_line_number]"], ["n1", "n2"],
        "[\"1\",\"DIR/n1\",1]\n[\"23\",\"DIR/n2\",1]\n", "", 0
      ),
      (
        ["-R", "-n", "-c", "[inputs,input_filename,input_line_number]"], ["r1", "missing"],
        "[\"ab\",\"DIR/missing\",0]\n",
        "jq: error: Could not open file DIR/missing: No such file or directory\n", 2
      ),
      (["-R", "-s", "."], ["r1", "r3"], "\"abef\\ngh\"\n", "", 0),
      (
        ["-c", "."], ["a", "missing", "b"], "12\n",
        "jq: error: Could not open file DIR/missing: No such file or directory\n", 2
      ),
      (
        ["-c", "."], ["a", "bad"], "",
        "jq: parse error: Invalid numeric literal at line 2, column 0\n", 5
      ),
      (["-c", "."], ["e", "a", "b"], "12\n", "", 0),
      (
        ["-n", "-c", "[inputs,input_filename,input_line_number]"], ["a", "e"], "[1,null,0]\n", "", 0
      ),
      (
        ["-n", "-c", "[inputs,input_filename,input_line_number]"], ["nl"], "[1,\"DIR/nl\",1]\n", "",
        0
      ),
    ]
    for (arguments, files, out, err, status) in rows {
      let paths = files.map { "\(dir)/\($0)" }
      let result = try BinaryRunner.run(["jq"] + arguments + paths)
      let label = (arguments + files).joined(separator: " ")
      XCTAssertEqual(result.out, out.replacingOccurrences(of: "DIR/", with: dir + "/"), label)
      XCTAssertEqual(result.err, err.replacingOccurrences(of: "DIR/", with: dir + "/"), label)
      XCTAssertEqual(result.status, status, label)
    }
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
