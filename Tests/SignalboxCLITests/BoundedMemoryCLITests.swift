import Foundation
import Testing

/// Issue 25, Q4–Q6 and Q9 through the built binary: program text, unreadable input and
/// arrays built by the program have documented limits that end in an error, not in all of
/// memory; `--report` checks where it writes before the program runs (ReportFileTests: how
/// it writes).
@Suite struct BoundedMemoryCLITests {
  private static let scratch = try? ScratchFolder("bounded")

  private func shell(_ script: String, timeout: Double = 120) throws -> BinaryRunner.Result {
    try BinaryRunner.run(
      ["/bin/sh", "-c", script], input: Data(), timeout: timeout, shell: true,
      environment: ["SB": BinaryRunner.binary.path])
  }

  @Test func programTextFromDevZeroStopsAtTheLimit() throws {
    let result = try shell("exec \"$SB\" < /dev/zero")
    #expect(!result.signaled)
    #expect(result.status == 3)
    #expect(
      result.err
        == "signalbox: cannot read <stdin>: program text longer than 16777216 bytes (the limit)"
        + " [U014]\n")
  }

  @Test func aScriptOverTheLimitIsRefused() throws {
    let path = try #require(Self.scratch).path("big.sbx")
    let text = "just 1\n" + String(repeating: " ", count: 16 << 20)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let result = try BinaryRunner.run(["-q", path])
    #expect(result.status == 3)
    #expect(result.err.contains("program text longer than 16777216 bytes"), "\(result.err)")
  }

  @Test func lenientOnDevZeroGivesUp() throws {
    let result = try shell("exec \"$SB\" -q -e 'stdin lenient' < /dev/zero")
    #expect(!result.signaled)
    #expect(result.status == 1)
    #expect(
      result.err.hasSuffix(
        "stdin: gave up after 1073741824 bytes of unreadable input with no value in them [B003]\n"
      ),
      "\(result.err.suffix(300))")
  }

  @Test func arraysBuiltByTheProgramHaveALimit() throws {
    let cases = [
      ("just 5e6 | map range(0, x)", "range: an array of more than 4194304 elements (the limit)"),
      ("range 1, 30 | aggregate [1], acc + acc", "+: an array of more than 4194304 elements"),
    ]
    for (program, message) in cases {
      let result = try BinaryRunner.run(["--virtual", "-q", "-e", program])
      #expect(!result.signaled, "\(program)")
      if message.isEmpty {
        #expect(result.status == 0, "\(program): \(result.err)")
      } else {
        #expect(result.err.contains(message), "\(program): \(result.err)")
      }
    }
  }

  @Test func anUnwritableReportDirectoryFailsBeforeTheProgramRuns() throws {
    // The program would never end: the error must come first.
    let result = try BinaryRunner.run(
      ["-q", "--report", "/nonexistent-dir/r.html", "-e", "interval 1"], input: Data(),
      timeout: 60)
    #expect(!result.signaled)
    #expect(result.status == 3)
    #expect(
      result.err
        == "signalbox: cannot write the report to /nonexistent-dir/r.html: No such file or "
        + "directory\n"
    )
  }

  @Test func theReportIsWrittenWithStandardOutputClosed() throws {
    let path = try #require(Self.scratch).path("closed-\(UUID().uuidString).html")
    let result = try shell(
      "exec \"$SB\" -q --virtual --report '\(path)' -e 'range 1, 4' >&-", timeout: 60)
    #expect(!result.signaled)
    #expect(result.status == 3, "\(result.err)")
    #expect(result.err.contains("error writing standard output"), "\(result.err)")
    let report = try String(contentsOfFile: path, encoding: .utf8)
    #expect(report.contains("<html") && report.contains("range 1, 4"))
  }
}
