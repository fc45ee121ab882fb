import XCTest

/// `signalbox jq` reads its input as jq 1.7.1 does (issue 44): `--seq`, `-s`, `-Rs` and
/// `--stream` over invalid input, also where `input` meets it. Each case is jq 1.7.1's answer,
/// its standard output, its parse error and its status, as its binary (built from the tag
/// jq-1.7.1) gave them for that input.
final class JQCommandSeqTests: XCTestCase {
  /// jq 1.7.1's answers: Fixtures/jq-cases/seq.jsonl.
  static let cases = JQInputCase.load("seq")

  func testSeqSlurpAndStreamInputAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
