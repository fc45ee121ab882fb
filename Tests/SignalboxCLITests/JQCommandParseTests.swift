import XCTest

/// `signalbox jq` reads its input as jq 1.7.1 does (issue 44): jq's own parser
/// (`JQTextParser`) reads on where the fast reader stops. Each case is jq 1.7.1's answer,
/// its standard output, its parse error and its status, as its binary (built from the tag
/// jq-1.7.1) gave them for that input.
final class JQCommandParseTests: XCTestCase {
  /// jq 1.7.1's answers: Fixtures/jq-cases/parse.jsonl.
  static let cases = JQInputCase.load("parse")

  func testTheInputReadsAsJQ171ReadsIt() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
