import XCTest

/// `signalbox jq` on cases the differential corpus (Tests/Conformance/jq/differential)
/// found answered otherwise than by jq 1.7.1: `--args` and `--jsonargs` switching the kind
/// of the positional arguments after them, the libm builtins jq 1.7.1 defines (`erf`,
/// `erfc`, `fdim`, `remainder`, `jn`, `yn`, `scalb` of a fractional exponent),
/// `get_jq_origin`, `--stream --slurp` (one array of the events), `input_filename` after
/// `-s` (the last file) and after the last input (`<stdin>` kept, a file's name not), a long
/// decimal literal against a short one (compared by their decimals, as jq's literals). Each
/// case is jq 1.7.1's standard output, standard error and status, as its binary gave them
/// (pinned by differential/pin.py).
final class JQCommandCorpusTests: XCTestCase {
  /// jq 1.7.1's answers: Fixtures/jq-cases/corpus.jsonl.
  static let cases = JQInputCase.load("corpus")

  func testCorpusCasesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }

  /// jq 1.7.1's grammar (unary minus at binary minus's precedence: `-2 % -2` is -0, `-1 / 0`
  /// divides 1; `scan`'s and `sub`'s arguments vary first-slowest as jq's `$` parameters) and
  /// the words of its errors: an object's value is terms joined by `|` (`ExpD`); `if`, `reduce`,
  /// `foreach`, `try`, `label`, `def` are not terms (no suffix, no `as`, not a value or a
  /// `reduce` source); the assignments do not chain; bison's words for the token.
  /// jq 1.7.1's answers: Fixtures/jq-cases/corpus-grammar.jsonl.
  static let grammar = JQInputCase.load("corpus-grammar")

  func testGrammarAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.grammar)
    XCTAssertEqual(differences, [], "cases: \(Self.grammar.count)")
  }

  /// jq 1.7.1's answers where a builtin's input is of another type than it works on (its
  /// definitions in jq: `transpose`, `bsearch`, `indices`, `unique`, `abs`; `.[]` of null
  /// in a path; a null literal as a path), from Tests/Conformance/jq/differential/errors.py.
  /// jq 1.7.1's answers: Fixtures/jq-cases/corpus-types.jsonl.
  static let types = JQInputCase.load("corpus-types")

  func testBuiltinsOnOtherTypesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.types)
    XCTAssertEqual(differences, [], "cases: \(Self.types.count)")
  }
}
