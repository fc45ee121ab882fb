import XCTest

/// `signalbox jq` where session 19's differential run (Tests/Conformance/jq/differential)
/// found it answering otherwise than jq 1.7.1: the position `<unknown>` once jq has closed
/// the last file (and `input_filename` null), `-R`'s line numbers, `--indent` read by
/// `atoi`, jq's own refusals of `--name=value`, of a short-flag word and of
/// `--library-path`, `-LDIR`, `--seq --stream`, `--stream-errors` reading on after an
/// error, number literals `1.` and `0..`, `@0`, `getpath` through null, `setpath` of an
/// array key, `try f?`, `$__loc__` as a pattern, and bison's words for several syntax
/// errors (`expecting …`, unterminated strings, `QQSTRING_INTERP_END`, INVALID_CHARACTER
/// for an unpaired bracket), the last missing import reported first, and `%` of numbers at
/// and past 2^63 (jq's `dtoi` on x86-64); from session 25's random programs (seeds 101,
/// 202, 303), an assignment finding its paths one by one (an update's error before the next
/// path's), `debug`/`stderr` keeping their path, a string key of 30 bytes or more unnamed
/// in `Cannot index`, and number literals kept by `halt_error` and an uncaught error's
/// value; `until`, `while`, `repeat` and `nth` as paths, a `catch` handler run as a path
/// expression, `.[k]` of null by a boolean or array refused in a path too. Each case is jq
/// 1.7.1's standard output,
/// standard error and status, as its binary gave them (pinned by differential/pin.py).
final class JQCommandDifferentialTests: XCTestCase {
  /// jq 1.7.1's answers: Fixtures/jq-cases/differential.jsonl.
  static let cases = JQInputCase.load("differential")

  func testDifferentialCasesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
