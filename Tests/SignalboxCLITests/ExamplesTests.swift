import Foundation
import XCTest

/// Runs every `examples/*.sbx` through the built binary and compares its output with the
/// `.out` file beside it (and the exit status with `.exit`, when present). Each example's first
/// line is the command that runs it (`# signalbox --virtual examples/NAME.sbx [<
/// examples/NAME.stdin]`):
/// the test runs it with exactly those flags and that stdin.
final class ExamplesTests: XCTestCase {
  private var packageRoot: URL { BinaryRunner.packageRoot }

  private func run(_ arguments: [String], stdin: String = "") throws -> (
    out: String, err: String, status: Int32
  ) {
    let r = try BinaryRunner.run(arguments, stdin: stdin)
    return (r.out, r.err, r.status)
  }

  func testExamplesProduceTheirExpectedOutput() throws {
    let dir = packageRoot.appendingPathComponent("examples")
    let scripts = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
      $0.hasSuffix(".sbx")
    }.sorted()
    XCTAssertFalse(scripts.isEmpty, "no examples found")
    for script in scripts {
      let base = String(script.dropLast(4))
      let expected = try String(
        contentsOf: dir.appendingPathComponent(base + ".out"), encoding: .utf8)
      let text = try String(contentsOf: dir.appendingPathComponent(script), encoding: .utf8)
      let words = (text.split(separator: "\n", maxSplits: 1).first ?? "").split(separator: " ").map(
        String.init)
      guard words.count >= 3, words[0] == "#", words[1] == "signalbox",
        let at = words.firstIndex(of: "examples/" + script)
      else {
        XCTFail("examples/\(script): the first line must be `# signalbox FLAGS examples/\(script)`")
        continue
      }
      let flags = Array(words[2..<at])
      let rest = Array(words[(at + 1)...])
      let stdinURL = dir.appendingPathComponent(base + ".stdin")
      let hasStdin = FileManager.default.fileExists(atPath: stdinURL.path)
      XCTAssertEqual(
        rest, hasStdin ? ["<", "examples/\(base).stdin"] : [],
        "examples/\(script): the first line names its stdin file")
      let stdin = (try? String(contentsOf: stdinURL, encoding: .utf8)) ?? ""
      let result = try run(flags + [script], stdin: stdin)
      XCTAssertEqual(result.out, expected, "examples/\(script)")
      let exitURL = dir.appendingPathComponent(base + ".exit")
      let wantExit =
        Int32(
          (try? String(contentsOf: exitURL, encoding: .utf8))?.trimmingCharacters(
            in: .whitespacesAndNewlines) ?? "0") ?? 0
      XCTAssertEqual(
        result.status, wantExit, "examples/\(script) exit status; stderr: \(result.err)")
    }
  }

  func testParseErrorExitsTwoWithACaret() throws {
    let result = try run(["-e", "from [1,"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.err.contains("-e:1:9: error:"), result.err)
    XCTAssertTrue(result.err.contains("    from [1,\n            ^"), result.err)
  }

  func testUsageErrorsExitTwo() throws {
    XCTAssertEqual(try run(["--format", "yaml", "-e", "just 1"]).status, 2)
    XCTAssertEqual(try run(["--bogus"]).status, 2)
  }

  func testUnreadableFileExitsThree() throws {
    XCTAssertEqual(try run(["/nonexistent/x.sbx"]).status, 3)
  }

  func testStdinNDJSON() throws {
    let result = try run(
      ["--virtual", "-q", "-e", "stdin | filter x.v > 1 | map x.name"],
      stdin: "{\"v\":1,\"name\":\"a\"}\n{\"v\":2,\"name\":\"b\"}\n")
    XCTAssertEqual(result.out, "\"b\"\n")
  }
}

final class InterruptTests: XCTestCase {
  func testCtrlCOutsideTheReplExitsWith130AndKeepsWhatWasPrinted() throws {
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = ["-e", "interval 0.05"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    // Interrupt once a few events have arrived (the output is flushed whenever the run
    // loop waits for the next tick).
    var data = Data()
    while data.filter({ $0 == 0x0a }).count < 3 {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      data += chunk
    }
    process.interrupt()
    data += out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 130)
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    XCTAssertGreaterThan(lines.count, 2, "events produced before Ctrl-C are written")
    XCTAssertTrue(lines.first?.hasSuffix("next 0") ?? false)
  }
}
