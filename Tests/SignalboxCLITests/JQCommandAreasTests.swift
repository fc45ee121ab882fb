import XCTest

/// `signalbox jq` on the cases of the `areas` corpus (Tests/Conformance/jq/differential/
/// areas.jsonl) it answered otherwise than jq 1.7.1: `nth` of a fractional index, glibc's
/// `exp10` and `lgamma_r`, `get_search_list`, `halt_error`'s words, `mktime`'s -1 and -2,
/// `strftime` of an empty result, `strptime`'s sentinels and trailing text, empty regex
/// matches inside a multi-byte character, the base32 formats refused, `@base64d` of bytes
/// that are not UTF-8, an error message cut at its NUL, `--stream` events of a repeated
/// key, `--stream-errors`, invalid JSON met by `input`/`inputs` as a catchable error, and
/// `--help`, and `setpath` of a slice without both `start` and `end`.
/// Each case is jq 1.7.1's standard output, standard error and status, as its binary gave
/// them (pinned by differential/pin.py).
final class JQCommandAreasTests: XCTestCase {
  /// jq 1.7.1's answers: Fixtures/jq-cases/areas.jsonl.
  static let cases = JQInputCase.load("areas")

  func testAreasCasesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
