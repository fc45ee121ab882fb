import XCTest

/// `signalbox jq` reads its input as jq 1.7.1 does (issue 44): `--seq`, `-s` and
/// `--stream` over invalid input. Each case is jq 1.7.1's answer,
/// its standard output, its parse error and its status, as its binary (built from the tag
/// jq-1.7.1) gave them for that input.
final class JQCommandSeqTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .ok(["-c", "-s", "."], "1 2 01", "[1,2,1]\n"),
    .parseError(["-c", "-s", "."], "1 2 [", "", "Unfinished JSON term at EOF at line 1, column 5"),
    .parseError(
      ["-c", "-s", "."], "01 x", "", "Invalid numeric literal at EOF at line 1, column 4"),
    .ok(["-c", "-s", "."], "nan 1", "[null,1]\n"),
    .seqIgnoring(
      "\u{1E}1\u{1E}2", "", "Potentially truncated top-level numeric value at line 1, column 3",
      "Potentially truncated top-level numeric value at EOF at line 1, column 4"),
    .seqIgnoring(
      "\u{1E}1", "", "Potentially truncated top-level numeric value at EOF at line 1, column 2"),
    .ok(JQInputCase.seqC, "\u{1E}1 ", "\u{1E}1\n"),
    .seqIgnoring(
      "\u{1E}[1,2]\u{1E}[3", "\u{1E}[1,2]\n", "Unfinished JSON term at EOF at line 1, column 9"),
    .seqIgnoring("\u{1E}[1,2\u{1E}[3]\n", "\u{1E}[3]\n", "Truncated value at line 1, column 6"),
    .seqIgnoring("1 2", "", "Unfinished abandoned text at EOF at line 1, column 3"),
    .seqIgnoring(
      "\u{1E}\"a\"\u{1E}\"b", "\u{1E}\"a\"\n", "Unfinished string at EOF at line 1, column 7"),
    .seqIgnoring(
      "\u{1E}{\"a\":1}\u{1E}true\u{1E}", "\u{1E}{\"a\":1}\n", "Truncated value at line 1, column 14"
    ),
    .seqIgnoring("\u{1E}x\u{1E}1\n", "\u{1E}1\n", "Truncated value at line 1, column 3"),
    .seqIgnoring("\u{1E}1x\u{1E}2\n", "\u{1E}2\n", "Truncated value at line 1, column 4"),
    .seqIgnoring("", "", "Unfinished abandoned text at EOF at line 1, column 0"),
    .ok(JQInputCase.seqC, "\u{1E}", ""),
    .ok(JQInputCase.seqC, "\u{1E}\u{1E}1\n", "\u{1E}1\n"),
    .ok(["--seq", "-c", "."], "\u{1E}1\n\u{1E}2\n", "\u{1E}1\n\u{1E}2\n"),
    .ok(["-n", "--seq", "[1,2]"], "", "\u{1E}[\n  1,\n  2\n]\n"),
    .ok(["-n", "--seq", "1,2"], "", "\u{1E}1\n\u{1E}2\n"),
    .parseError(
      ["-c", "--stream", "."], "1 2 x", "[[],1]\n[[],2]\n",
      "Invalid numeric literal at EOF at line 1, column 5"),
    .parseError(
      ["-c", "--stream", "."], "[1,[2]]x", "[[0],1]\n[[1,0],2]\n[[1,0]]\n[[1]]\n",
      "Invalid numeric literal at EOF at line 1, column 8"),
    .ok(["-c", "--stream", "."], "01", "[[],1]\n"),
    .ok(["-c", "--stream", "."], "[01]", "[[0],1]\n[[0]]\n"),
  ]

  func testSeqSlurpAndStreamInputAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
