import XCTest

/// `signalbox jq` where the `jq18` and `idioms` corpora (Tests/Conformance/jq/differential:
/// jq's newer test files, and programs from jq's manual, its wiki's cookbook and everyday
/// idioms) found it answering otherwise than jq 1.7.1: `try -.? catch .` (jq's `'-' Exp`
/// takes `?` and a product), the key order of a regex group that matched nothing inside a
/// longer match, `-b` (jq's Windows-only binary mode, accepted on Linux), `--argjson` and
/// `--jsonargs` keeping number literals (`1.000`), jq's print depth (a value more than 256
/// levels down is `<skipped: too deep>` in `tojson`, `tostring`, interpolation and the
/// output), `fromjson` refusing text nested past 256 levels, the 29 characters of the value
/// in `Invalid path expression with result …`, and a high surrogate's escape without its
/// low one in a string of the filter (a compile error, as jq's JSON parser), `fromjson`'s
/// and `tonumber`'s words (jq's own reader), `nan` in `--argjson`, `--seq --slurp`, `$ENV`
/// beside `--arg ENV`, `strptime`'s words cut at a NUL, and `input_line_number` and an
/// error's position under `--stream` and `--seq` (the lines jq's parser was handed).
/// Each case is
/// jq 1.7.1's standard output, standard error and status, as its binary gave them (pinned
/// by differential/pin.py).
final class JQCommandBeyondTests: XCTestCase {
  /// jq 1.7.1's answers: Fixtures/jq-cases/beyond.jsonl.
  static let cases = JQInputCase.load("beyond")

  /// Past jq's print depth in the pretty and coloured forms (their texts too long to pin
  /// whole): as jq 1.7.1's binary, line 258 of `--indent 1` is the words 257 spaces in,
  /// and `-C` writes them in the colour of the value they stand for (here a number's).
  func testPrintDepthInPrettyAndColouredOutput() throws {
    let program = "reduce range(257) as $_ (1; [.])"
    let pretty = try BinaryRunner.run(["jq", "--indent", "1", "-n", program])
    let lines = pretty.out.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 516)
    XCTAssertEqual(lines[256], Substring(String(repeating: " ", count: 256) + "["))
    XCTAssertEqual(
      lines[257], Substring(String(repeating: " ", count: 257) + "<skipped: too deep>"))
    let coloured = try BinaryRunner.run(["jq", "-Cc", "-n", program])
    let arrays = "\u{1B}[1;39m["
    XCTAssertEqual(coloured.out.components(separatedBy: arrays).count - 1, 257)
    XCTAssertTrue(
      coloured.out.contains(arrays + "\u{1B}[0;39m<skipped: too deep>\u{1B}[0m\u{1B}[1;39m"))
  }

  func testBeyondCasesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
