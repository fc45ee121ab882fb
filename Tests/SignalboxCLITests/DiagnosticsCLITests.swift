import XCTest

/// What a user sees of diagnostics from the binary: the ID at the end of the first line,
/// `--explain`, the cap on errors and the hint when data is read as a program.
final class DiagnosticsCLITests: XCTestCase {
  func testTheIDEndsTheFirstLine() throws {
    try assertBinary(
      ["-e", "just 1 | frobnicate"], status: 2,
      err: "-e:1:10: error: unknown operator 'frobnicate' [C001]\n    just 1 | frobnicate\n"
        + "             ^\n")
  }

  func testRuntimeErrorsAndLenientWarningsCarryTheIDButStdoutDoesNot() throws {
    let r = try BinaryRunner.run(["--virtual", "-e", "from [3] | map x.name"])
    XCTAssertEqual(r.out, "0.000 error \"map: cannot read field 'name' of number 3\"\n")
    XCTAssertTrue(
      r.err.hasPrefix(
        "-e:1:12: runtime error: map: cannot read field 'name' of number 3 (x = 3) [E006]\n"), r.err
    )
    let lenient = try BinaryRunner.run(["-q", "-e", "stdin lenient"], stdin: "1\n{x\n2\n")
    XCTAssertEqual(lenient.out, "1\n2\n")
    XCTAssertEqual(lenient.err, "stdin:2:2: warning: unexpected character 'x' [J002]\n")
    let strict = try BinaryRunner.run(["--virtual", "-e", "stdin"], stdin: "1\n{x\n")
    XCTAssertEqual(
      strict.out, "0.000 next 1\n0.000 error \"stdin:2:2: unexpected character 'x'\"\n")
  }

  func testHelpTopicsFromTheCommandLine() throws {
    let overview = try BinaryRunner.run(["help"])
    XCTAssertEqual(overview.status, 0, overview.err)
    XCTAssertTrue(overview.out.contains(":help functions"), overview.out)
    let take = try BinaryRunner.run(["help", "take"])
    XCTAssertEqual(take.status, 0, take.err)
    XCTAssertTrue(take.out.hasPrefix("take N"), take.out)
    XCTAssertTrue(take.out.contains("example, on a virtual clock:"), take.out)
    let names = try BinaryRunner.run(["help", "names"])
    XCTAssertTrue(names.out.contains("  acc "), names.out)
    let bogus = try BinaryRunner.run(["help", "takke"])
    XCTAssertEqual(bogus.status, 2)
    XCTAssertTrue(bogus.err.contains("did you mean take?"), bogus.err)
  }

  func testExplainAndHelpPrintTheEntry() throws {
    for arguments in [["--explain", "C001"], ["help", "c001"]] {
      let r = try BinaryRunner.run(arguments)
      XCTAssertEqual(r.status, 0, r.err)
      XCTAssertTrue(r.out.hasPrefix("C001: A stage names no operator"), r.out)
      XCTAssertTrue(r.out.contains("wrong:\n    from [1, 2] | frobnicate\n"), r.out)
      XCTAssertTrue(r.out.contains("right:\n    from [1, 2] | map x * 2\n"), r.out)
    }
    let unknown = try BinaryRunner.run(["--explain", "Z999"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(unknown.err.contains("no diagnostic 'Z999'"), unknown.err)
  }

  func testTenErrorsThenTooManyErrors() throws {
    let program = (1...30).map { "from [1] | frob\($0)" }.joined(separator: "\n") + "\n"
    let r = try BinaryRunner.run([], stdin: program)
    XCTAssertEqual(r.status, 2)
    let lines = r.err.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.filter { $0.contains(": error: unknown operator") }.count, 10)
    XCTAssertEqual(
      lines.suffix(2), ["<stdin>: error: too many errors; only the first 10 are shown [P022]", ""])
  }

  func testNDJSONReadAsAProgramSaysSoInAFewLines() throws {
    let data = (1...3000).map { "{\"status\":200,\"path\":\"/a/\($0)\"}" }.joined(separator: "\n")
    let r = try BinaryRunner.run([], stdin: data + "\n")
    XCTAssertEqual(r.status, 2)
    XCTAssertEqual(r.out, "")
    XCTAssertLessThanOrEqual(r.err.split(separator: "\n").count, 12, r.err)
    XCTAssertTrue(r.err.contains("looks like NDJSON data"), r.err)
    XCTAssertTrue(r.err.contains("signalbox -e 'stdin' < FILE"), r.err)
    XCTAssertTrue(r.err.hasPrefix("<stdin>:1:1: error: "), r.err)
    let pretty = try BinaryRunner.run([], stdin: "{\n  \"a\": [1, 2]\n}\n")
    XCTAssertTrue(pretty.err.contains("looks like JSON data"), pretty.err)
  }
}
