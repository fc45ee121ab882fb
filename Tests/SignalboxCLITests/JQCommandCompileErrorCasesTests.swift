import XCTest

/// `signalbox jq`'s syntax and compile errors as jq 1.7.1's (issue 44): unbalanced brackets,
/// a missing `end`, a bad `def`, `reduce`, pattern or format, a stray `|`, an unterminated
/// string, an unknown function or arity, `$undefined`, `break` without its label. Each case
/// is jq 1.7.1's standard error and status for that filter (Fixtures/jq-cases/
/// compile-errors.jsonl, pinned by Tests/Conformance/jq/differential/pin.py); the filters
/// whose answer differs are docs/jq.md's "Differences from jq 1.7.1".
final class JQCommandCompileErrorCasesTests: XCTestCase {
  static let cases = JQInputCase.load("compile-errors")

  func testCompileErrorsAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
