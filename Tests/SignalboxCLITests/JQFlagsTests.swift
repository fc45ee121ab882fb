import Foundation
import SignalboxTestSupport
import XCTest

/// jq's command-line habits (docs/language.md, "jq's flags"): each case is Signalbox's
/// command and the jq command that prints the same bytes for the same data; the expected
/// text is what jq 1.6 prints, and where jq is installed the test runs it too.
final class JQFlagsTests: XCTestCase {
  struct Case {
    var signalbox: [String]
    /// nil: a flag jq 1.6 lacks or gets wrong (the expected bytes are jq 1.7's).
    var jq: [String]?
    var expected: String
    var stdin = ""
    var status: Int32 = 0
  }

  static let a = "../Tests/SignalboxCLITests/Fixtures/people-a.ndjson"
  static let b = "../Tests/SignalboxCLITests/Fixtures/people-b.ndjson"

  static let cases: [Case] =
    [
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
          "{\n  \"name\": \"cy\",\n  \"city\": \"Rome \\\"old\\\"\",\n  \"tags\": [\n    {\n     "
          + " \"k\": null\n    }\n  ],\n  \"n\": -0.5\n}\n"
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
        jq: ["-c", "--arg", "who", "bob", "select(.name == $who) | .city", a],
        expected: "\"Oslo\"\n"),
      Case(
        signalbox: [
          "-q", "--argjson", "cfg", "{\"min\": 1, \"tags\": [\"x\"]}", "-e",
          "just [cfg.min, cfg.tags]",
        ],
        jq: [
          "-nc", "--argjson", "cfg", "{\"min\": 1, \"tags\": [\"x\"]}", "[$cfg.min, $cfg.tags]",
        ],
        expected: "[1,[\"x\"]]\n"),
    ] + jqFlagCases

  /// The flags of issue 27: each with jq 1.6's bytes and status, except where noted.
  static let jqFlagCases: [Case] = [
    Case(
      signalbox: ["-c", "-e", "stdin | map .name", a, b], jq: ["-c", ".name", a, b],
      expected: "\"ada\"\n\"bob\"\n\"cy\"\n"),
    Case(
      signalbox: ["-s", "-e", "stdin | map len(x)", a, b], jq: ["-s", "length", a, b],
      expected: "3\n"),
    Case(
      signalbox: ["-n", "-e", "stdin | map [x, 1]"], jq: ["-nc", "[., 1]"], expected: "[null,1]\n"),
    Case(
      signalbox: ["-R", "-e", "stdin"], jq: ["-R", "."], expected: "\"x\"\n\"y \\\"q\\\"\"\n",
      stdin: "x\ny \"q\"\n"),
    Case(
      signalbox: ["-R", "-s", "-e", "stdin"], jq: ["-Rs", "."],
      expected: "\"x\\ny \\\"q\\\"\\n\"\n", stdin: "x\ny \"q\"\n"),
    Case(
      signalbox: ["-S", "-e", "stdin", b], jq: ["-S", "-c", ".", b],
      expected:
        "{\"city\":\"Rome \\\"old\\\"\",\"n\":-0.5,\"name\":\"cy\",\"tags\":[{\"k\":null}]}\n"),
    Case(
      signalbox: ["--tab", "-e", "stdin | map .tags", a], jq: ["--tab", ".tags", a],
      expected: "[\n\t\"ml\",\n\t\"é\\n\"\n]\n[]\n"),
    Case(
      signalbox: ["-j", "-e", "stdin | map .city", a, b], jq: ["-j", ".city", a, b],
      expected: "ParisOsloRome \"old\""),
    Case(
      signalbox: ["-a", "-e", "stdin | map .tags", a], jq: ["-a", "-c", ".tags", a],
      expected: "[\"ml\",\"\\u00e9\\n\"]\n[]\n"),
    // jq 1.6 crashes on -r -a (malloc_consolidate); 1.7 prints such strings as JSON.
    Case(
      signalbox: ["-r", "-a", "-e", "stdin | map .tags[1]", a], jq: nil,
      expected: "\"\\u00e9\\n\"\nnull\n"),
    Case(
      signalbox: ["-e", "just $ARGS", "--args", "a", "b"],
      jq: ["-nc", "$ARGS", "--args", "a", "b"],
      expected: "{\"positional\":[\"a\",\"b\"],\"named\":{}}\n"),
    Case(
      signalbox: ["-e", "just $ARGS.positional", "--jsonargs", "1", "[2]"],
      jq: ["-nc", "$ARGS.positional", "--jsonargs", "1", "[2]"], expected: "[1,[2]]\n"),
    Case(
      signalbox: [
        "-c", "--rawfile", "txt", b, "--slurpfile", "docs", a, "-e", "just [$txt, len($docs)]",
      ],
      jq: ["-nc", "--rawfile", "txt", b, "--slurpfile", "docs", a, "[$txt, ($docs|length)]"],
      expected:
        "[\"{\\\"name\\\":\\\"cy\\\",\\\"city\\\":\\\"Rome "
        + "\\\\\\\"old\\\\\\\"\\\",\\\"tags\\\":[{\\\"k\\\":null}],\\\"n\\\":-0.5}\\n\",2]\n"
    ),
    Case(
      signalbox: ["-c", "--arg", "c", "Oslo", "-e", "stdin | filter .city == $c | map .name", a],
      jq: ["--arg", "c", "Oslo", "select(.city == $c) | .name", a], expected: "\"bob\"\n"),
    Case(
      signalbox: ["--seq", "-n", "-e", "stdin"], jq: ["--seq", "-n", "."],
      expected: "\u{1E}null\n"),
    // --raw-output0 is jq 1.7's.
    Case(
      signalbox: ["--raw-output0", "-e", "stdin | map .name", a], jq: nil, expected: "ada\0bob\0"),
    Case(
      signalbox: ["--exit-status", "-e", "stdin | map .n", b], jq: ["-e", ".n", b],
      expected: "-0.5\n"),
    Case(
      signalbox: ["--exit-status", "-e", "stdin | map .name == \"x\"", a],
      jq: ["-e", ".name == \"x\"", a], expected: "false\nfalse\n", status: 1),
    Case(
      signalbox: ["--exit-status", "-n", "-e", "stdin | filter false"], jq: ["-e", "-n", "empty"],
      expected: "", status: 4),
  ]

  func testEachFlagPrintsWhatJqPrints() throws {
    for c in Self.cases {
      let result = try BinaryRunner.run(c.signalbox, stdin: c.stdin)
      XCTAssertEqual(result.out, c.expected, "\(c.signalbox); stderr: \(result.err)")
      XCTAssertEqual(result.status, c.status, "\(c.signalbox)")
      if let jq = systemJQ, let arguments = c.jq {
        let examples = BinaryRunner.packageRoot.appendingPathComponent("examples")
        let theirs = try runJQ(jq, arguments, stdin: c.stdin, in: examples)
        XCTAssertEqual(theirs.out, c.expected, "jq \(arguments)")
        XCTAssertEqual(theirs.status, c.status, "jq \(arguments)")
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
      missing.err, "signalbox: cannot read no-such-file.json: No such file or directory [U014]\n")
    let directory = try BinaryRunner.run(["-e", "stdin", "--input", "."])
    XCTAssertEqual(directory.status, 3)
    XCTAssertEqual(directory.err, "signalbox: cannot read .: Is a directory [U014]\n")
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

  func testAProgramWithoutDashEGetsAHint() throws {
    try assertBinary(
      ["-r", "stdin | map x.a"], status: 2,
      err: "signalbox: cannot read stdin | map x.a: No such file or directory [U014]\n"
        + "signalbox: to run it as a program: signalbox -e 'stdin | map x.a' [U015]\n")
    let filter = try BinaryRunner.run([".name", "data.json"])
    XCTAssertEqual(filter.status, 2)
    XCTAssertTrue(
      filter.err.hasSuffix(
        "signalbox: to run it as a program: signalbox -e 'stdin | map .name' [U015]\n"),
      filter.err)
    let missing = try BinaryRunner.run(["no-such-script.sbx"])
    XCTAssertEqual(missing.status, 3, "a missing script is still an I/O error")
  }

  func testDataFilesAfterTheProgramAreReadInOrderAsInputs() throws {
    let both = try BinaryRunner.run(
      ["-q", "-e", "stdin | map .name", "--input", Self.a, Self.b])
    XCTAssertEqual(both.out, "\"ada\"\n\"bob\"\n\"cy\"\n", both.err)
  }

  func testFromFileRunsTheFilesProgramOverTheDataFiles() throws {
    let program = FileManager.default.temporaryDirectory
      .appendingPathComponent("jqflags-\(getpid()).sbx")
    try "stdin | map .city\n".write(to: program, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: program) }
    let result = try BinaryRunner.run(["-r", "-f", program.path, Self.a, Self.b])
    XCTAssertEqual(result.out, "Paris\nOslo\nRome \"old\"\n", result.err)
    let both = try BinaryRunner.run(["-e", "just 1", "-f", program.path])
    XCTAssertEqual(both.status, 2)
    XCTAssertTrue(both.err.hasPrefix("signalbox: -e and -f cannot be combined"), both.err)
  }
}
