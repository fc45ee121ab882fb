import XCTest

/// 1 600 broken filters (valid ones with a token deleted, inserted, doubled or swapped, a
/// bracket unbalanced, a bad escape, a keyword as a name, …: Tests/Conformance/jq/
/// differential/broken.py) run with `-n`: standard error and status are jq 1.7.1's, every
/// syntax error bison recovers from and every undefined name included, with the count line
/// (Fixtures/jq-cases/broken.jsonl, pinned by pin.py from jq 1.7.1's answers).
final class JQCommandBrokenFilterCasesTests: XCTestCase {
  static let cases = JQInputCase.load("broken")

  func testBrokenFiltersFailAsInJQ171() throws {
    XCTAssertGreaterThanOrEqual(Self.cases.count, 1_500)
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
