import Foundation
import Testing

/// Raw input (`-R -s`), `--rawfile` and `--slurpfile` read files of any size up to the
/// longest string a program may hold, as jq does (issue 45: past 16 MiB, the program
/// text's limit, they were refused with "cannot be read"); a file that cannot be read is
/// refused with the OS's reason.
@Suite struct LargeInputFilesTests {
  /// 17 000 lines of a 1 000-character JSON object: 17 MiB, past the program text's limit.
  static let lines = 17_000
  static let line = "{\"a\":\"" + String(repeating: "x", count: 1000 - 9) + "\"}\n"
  static var text: String { String(repeating: line, count: lines) }

  static func withFile(_ body: (String) throws -> Void) throws {
    let path = NSTemporaryDirectory() + "signalbox-large-\(getpid())-\(UUID().uuidString)"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  @Test func rawfileAndSlurpfileReadAFileOver16MiB() throws {
    #expect(Self.text.utf8.count > 16 << 20)
    try Self.withFile { path in
      let r = try BinaryRunner.run([
        "-q", "-c", "--rawfile", "txt", path, "--slurpfile", "docs", path, "-e",
        "just [len($txt), len($docs), $docs[16999].a == $docs[0].a]",
      ])
      #expect(r.status == 0, "\(r.err)")
      #expect(r.out == "[\(Self.lines * 1000),\(Self.lines),true]\n", "\(r.err)")
    }
  }

  @Test func rawSlurpedStandardInputOver16MiB() throws {
    let r = try BinaryRunner.run(
      ["-q", "-R", "-s", "-e", "stdin | map len(x)"], input: Data(Self.text.utf8))
    #expect(r.status == 0, "\(r.err)")
    #expect(r.out == "\(Self.lines * 1000)\n", "\(r.err)")
  }

  @Test func aFileThatCannotBeReadIsRefusedWithTheOSsReason() throws {
    let r = try BinaryRunner.run(["--rawfile", "txt", "no-such-file.txt", "-e", "just $txt"])
    #expect(r.status != 0)
    #expect(
      r.err.contains("--rawfile txt: cannot read no-such-file.txt: No such file or directory"),
      "\(r.err)")
  }
}
