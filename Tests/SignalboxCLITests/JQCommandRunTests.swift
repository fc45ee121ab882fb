import Foundation
import XCTest

/// `signalbox jq` running filters: jq's error lines and statuses (5 for the last input's
/// error, the next input still runs), `halt`/`halt_error`, `debug`/`stderr`,
/// `input`/`inputs`, `input_filename`, `$ARGS`, `$ENV` — each as jq prints it (checked
/// against Debian's jq 1.6 where 1.6 and 1.7.1 agree).
final class JQCommandRunTests: XCTestCase {
  func testARuntimeErrorIsJQsLineAndTheNextInputRuns() throws {
    let objects = try BinaryRunner.run(["jq", "-c", "error"], stdin: "{\"a\":\n1}\n[1,\n2]")
    XCTAssertEqual(
      objects.err,
      "jq: error (at <stdin>:2) (not a string): {\"a\":1}\n"
        + "jq: error (at <stdin>:3) (not a string): [1,2]\n")
    XCTAssertEqual(objects.status, 5)
    let mixed = try BinaryRunner.run(["jq", ".a"], stdin: "{} 1 {}")
    XCTAssertEqual(mixed.out, "null\nnull\n")
    XCTAssertEqual(mixed.err, "jq: error (at <stdin>:0): Cannot index number with string \"a\"\n")
    XCTAssertEqual(mixed.status, 0, "jq's status is the last input's")
    let null = try BinaryRunner.run(["jq", "-n", "\"x\" | error"])
    XCTAssertEqual(null.err, "jq: error (at <unknown>): x\n")
    XCTAssertEqual(null.status, 5)
  }

  func testHaltAndHaltError() throws {
    let text = try BinaryRunner.run(["jq", "-n", "\"bye\\n\" | halt_error(1)"])
    XCTAssertEqual(text.err, "bye\n")
    XCTAssertEqual(text.status, 1)
    let object = try BinaryRunner.run(["jq", "-n", "{\"a\":\"b\"} | halt_error"])
    XCTAssertEqual(object.err, "{\"a\":\"b\"}\n")
    XCTAssertEqual(object.status, 5)
    let halt = try BinaryRunner.run(["jq", "1, halt, 2"], stdin: "0 0")
    XCTAssertEqual(halt.out, "1\n", "halt ends the run: no second input")
    XCTAssertEqual(halt.status, 0)
  }

  func testDebugAndStderrWriteOnStandardError() throws {
    let result = try BinaryRunner.run(["jq", "-n", "1 | debug | stderr"])
    XCTAssertEqual(result.err, "[\"DEBUG:\",1]\n1")
    XCTAssertEqual(result.out, "1\n")
  }

  func testInputsFilenameAndArguments() throws {
    let inputs = try BinaryRunner.run(["jq", "-n", "-c", "[inputs]"], stdin: "1 2")
    XCTAssertEqual(inputs.out, "[1,2]\n")
    let pairs = try BinaryRunner.run(["jq", "-c", "[., input]"], stdin: "1 2 3 4")
    XCTAssertEqual(pairs.out, "[1,2]\n[3,4]\n")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "jqrun-\(getpid()).json")
    try "{}".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let name = try BinaryRunner.run(["jq", "input_filename", url.path])
    XCTAssertEqual(name.out, "\"\(url.path)\"\n")
    let stdin = try BinaryRunner.run(["jq", "input_filename"], stdin: "1")
    XCTAssertEqual(stdin.out, "\"<stdin>\"\n", "jq 1.7.1's binary (jq 1.6: null)")
    let args = try BinaryRunner.run(
      [
        "jq", "-n", "-c", "--arg", "x", "1", "--argjson", "y", "{}", "[$x, $y, $ARGS]", "--args",
        "a",
      ])
    XCTAssertEqual(
      args.out, "[\"1\",{},{\"positional\":[\"a\"],\"named\":{\"x\":\"1\",\"y\":{}}}]\n")
    let json = try BinaryRunner.run(["jq", "-n", "-c", "$ARGS.positional", "--jsonargs", "1", "{}"])
    XCTAssertEqual(json.out, "[1,{}]\n")
    let env = try BinaryRunner.run(["jq", "-n", "-r", "$ENV.JQTEST"], environment: ["JQTEST": "v"])
    XCTAssertEqual(env.out, "v\n")
  }

  func testAWordStartingWithDashAndADigitIsTheFilter() throws {
    let result = try BinaryRunner.run(["jq", "-1"], stdin: "5")
    XCTAssertEqual(result.out, "-1\n")
    XCTAssertEqual(result.status, 0)
  }

  func testTheSameBytesAsJQ16() throws {
    let jq = "/usr/bin/jq"
    guard FileManager.default.isExecutableFile(atPath: jq) else {
      throw XCTSkip("jq is not installed")
    }
    for (arguments, stdin) in [
      (["-c", "error"], "{\"a\":\n1}\n[1,\n2]"), ([".a"], "{} 1 {}"),
      (["-n", "\"x\" | error"], ""),
      (["-n", "{\"a\":\"b\"} | halt_error"], ""), (["-n", "1 | debug | stderr"], ""),
    ] {
      let ours = try BinaryRunner.run(["jq"] + arguments, stdin: stdin)
      let theirs = try BinaryRunner.run([jq] + arguments, stdin: stdin, shell: true)
      XCTAssertEqual(ours.out, theirs.out, "\(arguments)")
      XCTAssertEqual(ours.err, theirs.err, "\(arguments)")
      XCTAssertEqual(ours.status, theirs.status, "\(arguments)")
    }
  }
}
