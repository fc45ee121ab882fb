import Foundation
import Testing

/// Issue 45, item 2, through the built binary under `ulimit -v` (address space, which the
/// session's reserved stack counts against): input that must stream does so in bounded
/// memory, and builders asked for more than the array limit end with an error event that
/// has an ID (B004), not with the allocator's abort.
@Suite struct MemoryLimitCLITests {
  private static let scratch = try? ScratchFolder("memory")

  /// `program` run by the binary under `ulimit -v kilobytes`, stdin from `input` (a path).
  private func limited(_ kilobytes: Int, _ program: String, input: String = "/dev/null") throws
    -> BinaryRunner.Result
  {
    try BinaryRunner.run(
      [
        "/bin/sh", "-c", "ulimit -v \(kilobytes) && exec \"$SB\" -q --virtual -e \"$P\" < \"$IN\"",
      ], input: Data(), timeout: 300, shell: true,
      environment: ["SB": BinaryRunner.binary.path, "P": program, "IN": input])
  }

  @Test func aMillionSmallLinesStreamUnderAMemoryLimit() throws {
    let path = try #require(Self.scratch).path("lines.ndjson")
    let text = (0..<1_000_000).map { "{\"a\": \($0)}\n" }.joined()
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let result = try limited(700_000, "stdin | map x.a | takeLast 1", input: path)
    #expect(!result.signaled)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out == "999999\n")
  }

  @Test func aBigDocumentStreamsItsItemsUnderAMemoryLimit() throws {
    let path = try #require(Self.scratch).path("big.json")
    // 50 MB: 1.2 million items, the last one told apart.
    let item = "{\"k\": \"an item\", \"v\": [1, 2, 3, 4, 5, 6, 7]},"
    let text = "[" + String(repeating: item, count: 1_200_000) + "{\"k\": \"999999\"}]"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size > 50_000_000)
    let result = try limited(700_000, "stdin items | map x.k | takeLast 1", input: path)
    #expect(!result.signaled)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out == "\"999999\"\n")
  }

  /// Each builder asked for more elements than the array limit, under the 3 GB limit of the
  /// issue: an error event with B004 and exit status 1.
  @Test(arguments: [
    "just 0 | map range(0, 1e9)",
    "just 0 | map explode(\"x\" * 5e6)",
    "just 0 | map split(\"x\" * 5e6, \"\")",
    "just 0 | map split(\"x\" * 5e6, \"x\")",
    "just 0 | map indices(\"x\" * 5e6, \"x\")",
    "just 0 | map match(\"x\" * 5e6, \"x\", \"g\")",
    "just 0 | map scan(\"x\" * 5e6, \"x\")",
    "just 0 | map paths(range(0, 4194304) + [0])",
    "just 0 | map tostream(range(0, 4194304) + [0])",
    "just 0 | map flatten([range(0, 4194304), [1]])",
  ])
  func buildersPastTheArrayLimitFailWithAnID(_ program: String) throws {
    let result = try limited(3_000_000, program)
    #expect(!result.signaled, "\(program)")
    #expect(result.status == 1, "\(program): \(result.err.suffix(300))")
    #expect(result.err.contains("(the limit)"), "\(program): \(result.err.suffix(300))")
    #expect(result.err.contains("[B004]"), "\(program): \(result.err.suffix(300))")
  }

  /// Values each within the array limit, collected past the budget of memory of a collecting
  /// stage (the accumulate program, buffers, overlapping ones too): an error event
  /// with R032, not the allocator's abort.
  @Test(arguments: [
    "collect", "bufferCount 100", "takeLast 90", "bufferCount 100, 1", "bufferTime 1, 0.5",
    "bufferToggle {just 0}, {never}",
  ])
  func collectingPastTheByteBudgetFailsWithAnID(_ stage: String) throws {
    let result = try limited(
      3_000_000, "range 1, 100 | map range(0, 4000000) | \(stage) | map len(x)")
    #expect(!result.signaled)
    #expect(result.status == 1, "\(result.err.suffix(300))")
    #expect(result.out == "")
    #expect(result.err.contains("more than 1073741824 bytes (the limit) [R032]"), "\(result.err)")
  }

  /// jq's builders past the budget of one value (Q006) under the 3 GB limit of the issue:
  /// `signalbox jq` ends with a jq error and status 5, as for any error; the `jq '…'` stage
  /// with an error event (R070). Never the allocator's abort.
  @Test(arguments: [
    "[range(0; 1e8)] | length",
    "\"ab\" * 1e8 | explode | length",
    "\"ab\" * 1e9 | length",
    "reduce range(0; 40) as $i (\"ab\"; . + .) | length",
    "reduce range(0; 40) as $i ([1]; . + .) | length",
  ])
  func jqBuildersPastTheValueBudgetFailWithAnError(_ filter: String) throws {
    let tooBig = "the value would take more than 1073741824 bytes (the limit)"
    let command = try Self.jqUnderLimit(filter)
    #expect(!command.signaled, "\(filter)")
    #expect(command.status == 5, "\(filter): \(command.err.suffix(300))")
    #expect(command.err.hasPrefix("jq: error (at <unknown>): "), "\(command.err.suffix(300))")
    #expect(command.err.contains(tooBig), "\(filter): \(command.err.suffix(300))")
    let stage = try limited(3_000_000, "just 1 | jq '\(filter)'")
    #expect(!stage.signaled, "\(filter)")
    #expect(stage.status == 1, "\(filter): \(stage.err.suffix(300))")
    #expect(stage.err.contains("\(tooBig) [R070]"), "\(filter): \(stage.err.suffix(300))")
  }

  /// `signalbox jq -n FILTER` under the 3 GB limit.
  static func jqUnderLimit(_ filter: String) throws -> BinaryRunner.Result {
    try BinaryRunner.run(
      ["/bin/sh", "-c", "ulimit -v 3000000 && exec \"$SB\" jq -n \"$F\""], input: Data(),
      timeout: 300, shell: true, environment: ["SB": BinaryRunner.binary.path, "F": filter])
  }

  /// `tojson` and `@json` of a value whose text would pass the budget (a string of 600 MB
  /// of quotes, escaped to 1.2 GB): a jq error before the text is written, never an abort.
  @Test(arguments: ["tojson", "@json"])
  func jqTextOfAHugeValueFailsWithAnError(_ writer: String) throws {
    let filter = "\"\\\"\" * 6e8 | \(writer) | length"
    let command = try Self.jqUnderLimit(filter)
    #expect(!command.signaled, "\(filter)")
    #expect(command.status == 5, "\(filter): \(command.err.suffix(300))")
    #expect(
      command.err.contains("\(writer): the value would take more than 1073741824 bytes"),
      "\(filter): \(command.err.suffix(300))")
  }

  /// Deeply nested input and endless sources under a limit: an error with an ID, or the
  /// values asked for, never a signal.
  @Test func hostileInputAndSourcesEndWithoutASignal() throws {
    let path = try #require(Self.scratch).path("deep.json")
    try String(repeating: "[", count: 100_000).write(
      toFile: path, atomically: false, encoding: .utf8)
    let deep = try limited(1_000_000, "stdin", input: path)
    #expect(!deep.signaled)
    #expect(deep.status == 1)
    #expect(deep.err.contains("[J003]"), "\(deep.err)")
    let endless = try limited(1_000_000, "range 0, 1e12 | take 2\njust \"x\" | repeat | take 2")
    #expect(!endless.signaled)
    #expect(endless.out == "0\n1\n\"x\"\n\"x\"\n", "\(endless.err)")
  }
}
