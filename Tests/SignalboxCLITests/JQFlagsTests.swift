import Foundation
import XCTest

/// jq's command-line habits (docs/language.md, "jq's flags"): each case is Signalbox's
/// command and the jq command that prints the same bytes for the same data; the expected
/// text is what jq 1.6 prints, and where jq is installed the test runs it too.
final class JQFlagsTests: XCTestCase {
  struct Case {
    var signalbox: [String]
    var jq: [String]
    var expected: String
  }

  static let a = "../Tests/SignalboxCLITests/Fixtures/people-a.ndjson"
  static let b = "../Tests/SignalboxCLITests/Fixtures/people-b.ndjson"

  static let cases: [Case] = [
    Case(
      signalbox: ["-r", "-e", "stdin | map x.city", "--input", a, "--input", b],
      jq: ["-rc", ".city", a, b], expected: "Paris\nOslo\nRome \"old\"\n"),
    Case(
      signalbox: ["--raw-output", "-e", "stdin | map x.tags", "--input", a],
      jq: ["-rc", ".tags", a], expected: "[\"ml\",\"é\\n\"]\n[]\n"),
    Case(
      signalbox: ["--pretty", "-e", "stdin", "--input", b],
      jq: [".", b],
      expected:
        "{\n  \"name\": \"cy\",\n  \"city\": \"Rome \\\"old\\\"\",\n  \"tags\": [\n    {\n      \"k\": null\n    }\n  ],\n  \"n\": -0.5\n}\n"
    ),
    Case(
      signalbox: ["--indent", "4", "-e", "stdin | map x.tags", "--input", a],
      jq: ["--indent", "4", ".tags", a], expected: "[\n    \"ml\",\n    \"é\\n\"\n]\n[]\n"),
    Case(
      signalbox: ["--indent", "0", "-e", "stdin | map x.n", "--input", a],
      jq: ["-c", ".n", a], expected: "1.5\n{}\n"),
    Case(
      signalbox: [
        "-q", "--arg", "who", "bob", "-e", "stdin | filter x.name == who | map x.city", "--input",
        a,
      ],
      jq: ["-c", "--arg", "who", "bob", "select(.name == $who) | .city", a], expected: "\"Oslo\"\n"),
    Case(
      signalbox: [
        "-q", "--argjson", "cfg", "{\"min\": 1, \"tags\": [\"x\"]}", "-e",
        "just [cfg.min, cfg.tags]",
      ],
      jq: ["-nc", "--argjson", "cfg", "{\"min\": 1, \"tags\": [\"x\"]}", "[$cfg.min, $cfg.tags]"],
      expected: "[1,[\"x\"]]\n"),
  ]

  func testEachFlagPrintsWhatJqPrints() throws {
    let jq = ["/usr/bin/jq", "/usr/local/bin/jq"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    for c in Self.cases {
      let result = try BinaryRunner.run(c.signalbox)
      XCTAssertEqual(result.out, c.expected, "\(c.signalbox); stderr: \(result.err)")
      XCTAssertEqual(result.status, 0, "\(c.signalbox)")
      if let jq {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: jq)
        process.arguments = c.jq
        process.currentDirectoryURL = BinaryRunner.packageRoot.appendingPathComponent("examples")
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(String(decoding: data, as: UTF8.self), c.expected, "jq \(c.jq)")
      }
    }
  }

  func testEnvIsTheEnvironment() throws {
    let result = try BinaryRunner.run([
      "-q", "-e", "just [type(env), type(env.PATH), env.NO_SUCH_NAME_HERE]",
    ])
    XCTAssertEqual(result.out, "[\"object\",\"string\",null]\n")
    let bound = try BinaryRunner.run(["-q", "-e", "let env = 5\njust env"])
    XCTAssertEqual(bound.out, "5\n", "a program's own binding wins")
  }

  func testABadInputFileIsAnIOErrorNamingIt() throws {
    let missing = try BinaryRunner.run(["-e", "stdin", "--input", "no-such-file.json"])
    XCTAssertEqual(missing.status, 3)
    XCTAssertEqual(
      missing.err, "signalbox: cannot read no-such-file.json: No such file or directory\n")
    let directory = try BinaryRunner.run(["-e", "stdin", "--input", "."])
    XCTAssertEqual(directory.status, 3)
    XCTAssertEqual(directory.err, "signalbox: cannot read .: Is a directory\n")
  }

  func testBadFlagsAreUsageErrors() throws {
    let cases: [([String], String)] = [
      (
        ["--argjson", "v", "{", "-e", "just v"],
        "signalbox: --argjson v: not JSON: unexpected end of input at column 2"
      ),
      (
        ["--arg", "x", "1", "-e", "just 1"],
        "signalbox: --arg x: 'x' is a built-in name and cannot be rebound"
      ),
      (["--arg", "1x", "1", "-e", "just 1"], "signalbox: --arg 1x: '1x' is not a name"),
      (["--arg", "only"], "signalbox: --arg takes a name and a value"),
      (
        ["-r", "--format", "json", "-e", "just 1"],
        "signalbox: -r, --indent and --pretty shape the values format, not --format json"
      ),
      (["--indent", "8", "-e", "just 1"], "signalbox: --indent takes 0 to 7 spaces, got 8"),
    ]
    for (arguments, message) in cases {
      let result = try BinaryRunner.run(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertTrue(result.err.hasPrefix(message), "\(arguments): \(result.err)")
    }
  }

  func testArgumentsOutliveAClockChangeInAScript() throws {
    let result = try BinaryRunner.run([
      "-q", "--arg", "who", "ada", "-e", "just who\n:clock virtual\njust who",
    ])
    XCTAssertEqual(result.out, "\"ada\"\n\"ada\"\n", result.err)
  }

  func testPrettyPrintingADeepValueCostsNoStack() throws {
    let result = try BinaryRunner.run([
      "--indent", "1", "-e", "iterate [], [x] | skip 3000 | take 1",
    ])
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    // 3000 opening lines, `[]`, 3000 closing, and the end
    XCTAssertEqual(lines.count, 6002, result.err)
    XCTAssertEqual(lines[3000], String(repeating: " ", count: 3000) + "[]")
  }
}
