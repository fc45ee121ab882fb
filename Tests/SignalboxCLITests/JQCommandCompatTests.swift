import XCTest

/// `signalbox jq`'s command line and builtins as jq 1.7.1's (issue 44): a refused command
/// line in jq's words, a `-n` filter's error position and `input_filename` (`<stdin>` for
/// standard input) once `input` has read, the builtins jq 1.7.1 does not have refused as
/// it refuses them (`JQ171.absent`), while a filter may still define its own. Each case is
/// jq 1.7.1's standard output, standard error and status for those arguments, as its
/// binary (built from the tag) gave them.
final class JQCommandCompatTests: XCTestCase {
  /// jq 1.7.1's answers: Fixtures/jq-cases/compat.jsonl.
  static let cases = JQInputCase.load("compat")

  func testCommandLineAndBuiltinsAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
