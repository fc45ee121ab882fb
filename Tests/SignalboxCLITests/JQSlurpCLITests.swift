import Foundation
import Testing

/// `signalbox jq -s` and `-Rs`: every input in one value, as jq 1.7.1 reads them, held
/// within the budget of one value a filter builds (1 GiB, docs/jq.md "Limits").
@Suite struct JQSlurpCLITests {
  @Test func slurpKeepsEveryKindOfValue() throws {
    let result = try BinaryRunner.run(["jq", "-c", "-s", "."], stdin: "\"a\" 1 \"b\" [] {}")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out == "[\"a\",1,\"b\",[],{}]\n")
    let raw = try BinaryRunner.run(["jq", "-Rs", "."], stdin: "\"a\"\n1\n")
    #expect(raw.out == "\"\\\"a\\\"\\n1\\n\"\n", "\(raw.err)")
  }

  /// Past the budget, under the 3 GB limit: jq's error line and status 5 as soon as
  /// the budget is passed (`/dev/zero` is read no further), never the allocator's abort.
  @Test(arguments: [
    // 11 000 strings of 100 kB: 1.1 GB of input.
    "s=$(head -c 100000 /dev/zero | tr '\\0' a) && yes \"\\\"$s\\\"\" | exec \"$SB\" jq -s length",
    "exec \"$SB\" jq -Rs length < /dev/zero",
  ])
  func slurpPastTheValueBudgetFailsWithAnError(_ command: String) throws {
    let result = try BinaryRunner.run(
      ["/bin/sh", "-c", "ulimit -v 3000000 && \(command)"], input: Data(), timeout: 300,
      shell: true, environment: ["SB": BinaryRunner.binary.path])
    #expect(!result.signaled)
    #expect(result.status == 5, "\(result.err.suffix(300))")
    #expect(result.out == "")
    #expect(result.err.hasPrefix("jq: error (at <stdin>:"), "\(result.err.suffix(300))")
    #expect(
      result.err.contains("--slurp: the value would take more than 1073741824 bytes (the limit)"),
      "\(result.err.suffix(300))")
  }
}
