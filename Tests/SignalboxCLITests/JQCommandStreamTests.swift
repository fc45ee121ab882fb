import XCTest

/// `signalbox jq --stream` over invalid JSON as jq 1.7.1 reads it (issue 44): where the fast
/// reader stops, jq's own parser reads on as a stream (`JQTextParser+Stream`), so the
/// events of the value before the error are given, then jq's parse error (`[1,2` gives
/// `[[0],1]`). Each case is jq 1.7.1's standard output, standard error and status, as its
/// binary (built from the tag jq-1.7.1) gave them for that input.
final class JQCommandStreamTests: XCTestCase {
  static let stream = ["-c", "--stream", "."]

  /// jq 1.7.1's answers: Fixtures/jq-cases/stream.jsonl.
  static let cases = JQInputCase.load("stream")

  func testStreamOfInvalidInputAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
