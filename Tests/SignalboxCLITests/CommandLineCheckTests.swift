import Foundation
import Testing

/// The option table's refusals (`CommandLineParser.swift`) through the binary: every usage
/// error names its mistake and ends with its ID.
@Suite struct CommandLineCheckTests {
  static let usage =
    "Usage: signalbox [--virtual] [--format text|json|values] [-q] [-e PROGRAM | FILE...]\n"

  @Test(arguments: [
    (["--frobnicate"], "unknown option '--frobnicate' [U019]"),
    (
      ["--virtaul", "-e", "just 1"], "unknown option '--virtaul' (did you mean '--virtual'?) [U019]"
    ),
    (["-qz", "-e", "just 1"], "unknown option '-z' [U019]"),
    (["-e", "just 1", "--horizon"], "--horizon needs a value: --horizon <seconds> [U020]"),
    (
      ["--horizon", "-1", "-e", "just 1"],
      "--horizon needs a value: --horizon <seconds> (a value starting with '-' follows '=': "
        + "--horizon=-1) [U020]"
    ),
    (
      ["-e", "-1"],
      "-e needs a value: -e <program> (a value starting with '-' cannot follow -e: write ' -1') "
        + "[U020]"
    ),
    (["--explain"], "--explain needs a value: --explain <id> [U020]"),
    (["--virtual=3", "-e", "just 1"], "--virtual takes no value, got '--virtual=3' [U021]"),
    (["--horizon", "soon", "-e", "just 1"], "--horizon takes <seconds>, got 'soon' [U022]"),
    (["--horizon=soon", "-e", "just 1"], "--horizon takes <seconds>, got 'soon' [U022]"),
    (["--indent", "x", "-e", "just 1"], "--indent takes <n>, got 'x' [U022]"),
  ])
  func theMistakeIsNamedWithItsID(words: [String], message: String) throws {
    let result = try BinaryRunner.run(words)
    #expect(result.status == 2)
    #expect(result.out == "")
    #expect(result.err == "signalbox: \(message)\n" + Self.usage)
  }

  /// Short flags written together run, and so does a value after '='.
  @Test func combinedShortFlagsAndValuesAfterEqualsRun() throws {
    let combined = try BinaryRunner.run(["-qr", "-e", "just \"a\""])
    #expect(combined.status == 0)
    #expect(combined.out == "a\n")
    let negative = try BinaryRunner.run(["--virtual", "--horizon=2", "-e", "just 1"])
    #expect(negative.status == 0)
  }
}
