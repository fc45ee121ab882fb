import Foundation
import XCTest

/// The command line through the binary (SPEC §2, §9): the table's help with the
/// examples and exit statuses, and usage errors in the contract's words with status 2.
final class CommandLineTests: XCTestCase {
  static let usage =
    "Usage: signalbox [--virtual] [--format text|json|values] [-q] [-e PROGRAM | FILE...]\n"

  func testHelpListsTheOptionsExamplesAndExitStatuses() throws {
    for flag in ["--help", "-h"] {
      let result = try BinaryRunner.run([flag])
      XCTAssertEqual(result.status, 0)
      XCTAssertEqual(result.err, "")
      for needle in [
        "OVERVIEW: A command-line playground for reactive streams.",
        "USAGE: signalbox [--virtual] [--format text|json|values] [-q] [-e PROGRAM | FILE...]",
        "EXAMPLES:\n  signalbox --virtual -e 'interval 1 | take 3 | map x * 10'",
        "EXIT STATUS:\n  0    every pipeline completed",
        "  2    a usage, parse or compile error (nothing ran)",
        "--format <format>       How events print. (values: text, json, values;",
        "-e <program>", "--horizon <seconds>", "--marbles", "--no-color", "--version",
      ] {
        XCTAssertTrue(
          result.out.contains(needle), "\(flag) lacks \(needle.debugDescription):\n\(result.out)")
      }
    }
  }

  /// The usage line is written out (joining at start-up would cost more than parsing);
  /// the help lists the formats from `OutputFormat` itself, so they must agree.
  func testTheUsageLineNamesEveryFormat() throws {
    let help = try BinaryRunner.run(["--help"]).out.replacingOccurrences(of: "\n", with: " ")
    guard let start = help.range(of: "(values: "),
      let end = help[start.upperBound...].range(of: ";")
    else {
      return XCTFail("no list of formats in the help:\n\(help)")
    }
    let formats = help[start.upperBound..<end.lowerBound].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    XCTAssertEqual(formats.count, 3, help)
    XCTAssertTrue(
      CommandLineTests.usage.contains("[--format \(formats.joined(separator: "|"))]"), "\(formats)")
  }

  func testVersion() throws {
    let result = try BinaryRunner.run(["--version"])
    XCTAssertEqual(result.out, "0.1.0\n")
    XCTAssertEqual(result.status, 0)
  }

  func testUsageErrorsPrintTheMessageAndTheUsageLineAndExitTwo() throws {
    let cases: [([String], String)] = [
      (
        ["--format", "yaml", "-e", "just 1"],
        "unknown format 'yaml' (expected text, json or values) [U001]"
      ),
      (
        ["--format", "JSON", "-e", "just 1"],
        "unknown format 'JSON' (expected text, json or values) [U001]"
      ),
      (["--bogus"], "unknown option '--bogus' [U019]"),
      (
        ["--args", "x.sbx"],
        "--args and --jsonargs need the program as -e PROGRAM or -f FILE [U002]"
      ),
      (
        ["--horizon", "nan", "-e", "just 1"],
        "--horizon takes a non-negative number of seconds, got 'nan' [U004]"
      ),
      (
        ["--horizon=-1", "-e", "just 1"],
        "--horizon takes a non-negative number of seconds, got '-1.0' [U004]"
      ),
      (["--virtual=3"], "--virtual takes no value, got '--virtual=3' [U021]"),
    ]
    for (arguments, message) in cases {
      let result = try BinaryRunner.run(arguments)
      XCTAssertEqual(result.err, "signalbox: \(message)\n" + CommandLineTests.usage, "\(arguments)")
      XCTAssertEqual(result.status, 2, "\(arguments): the contract's 2, not 64")
      XCTAssertEqual(result.out, "")
    }
  }

  func testMissingValuesAreUsageErrors() throws {
    for arguments in [["-e"], ["--format"], ["--horizon", "abc", "-e", "just 1"]] {
      let result = try BinaryRunner.run(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertTrue(result.err.hasPrefix("signalbox: "), result.err)
      XCTAssertTrue(result.err.hasSuffix(CommandLineTests.usage), result.err)
    }
  }

  func testQuietWinsOverFormat() throws {
    for arguments in [["-q", "--format", "json"], ["--format", "yaml", "-q"], ["-qe"]] {
      let result = try BinaryRunner.run(
        ["--virtual"] + arguments + (arguments.last == "-qe" ? [] : ["-e"]) + ["from [1, 2]"])
      XCTAssertEqual(result.out, "1\n2\n", "\(arguments)")
      XCTAssertEqual(result.status, 0, "\(arguments)")
    }
  }

  func testFormatsAndCheck() throws {
    let json = try BinaryRunner.run(["--virtual", "--format=json", "-e", "timer 0.5, 9"])
    XCTAssertEqual(
      json.out, "{\"t\":0.5,\"kind\":\"next\",\"value\":9}\n{\"t\":0.5,\"kind\":\"completed\"}\n")
    let good = try BinaryRunner.run(["--check", "-e", "just 1"])
    XCTAssertEqual([good.out, good.err], ["", ""])
    XCTAssertEqual(good.status, 0)
    let bad = try BinaryRunner.run(["--check", "-e", "from [1"])
    XCTAssertTrue(bad.err.contains("-e:1:8: error:"), bad.err)
    XCTAssertEqual(bad.status, 2)
  }

  func testTheProgramIsReadFromStdinWhenThereIsNoFileAndNoE() throws {
    let result = try BinaryRunner.run(["--virtual"], stdin: "just 1\njust 2 | map x * 2\n")
    XCTAssertEqual(result.out, "0.000 next 1\n0.000 completed\n0.000 next 4\n0.000 completed\n")
    XCTAssertEqual(result.status, 0)
  }
}
