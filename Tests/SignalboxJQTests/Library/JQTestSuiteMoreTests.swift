import SignalboxTestSupport
import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON
@testable import SignalboxLanguage

/// More of jq's own test cases (tests/jq.test, tests/onig.test, tests/man.test of jq 1.7.1,
/// jqlang/jq tag jq-1.7.1, commit 71c2ab509a8628dbbad4bc7b3f98a64aa90d3297), translated as
/// `JQTestSuiteTests` translates them: jq's input is the first argument, a stream of
/// outputs is an array, `.[] | f` over an array is `map_values(A, f)`, jq's `nan` is
/// `nan()`. Each case is (where in jq's file, the Signalbox program, jq's expected outputs as
/// one JSON array), compared value by value (integers of 16 digits or more by their digits,
/// as jq 1.7.1 compares two literals).
///
/// Not translated: cases of jq's syntax the language does not take (`reduce`, `foreach`,
/// `label`, `try`, `def`, `as $x` destructuring, `?//`, `|=` and other update-assignments,
/// `..`, `$__loc__`, comma streams, `path(f)`), of generators (`limit`, `until`, `while`,
/// `repeat`, `recurse`, `range/2` feeding filters, `isempty`, `first(f)`), of `input`,
/// `env`, `builtins`, modules, `getpath` in path expressions, error messages caught by
/// `try`, `sub`/`gsub` replacements that call functions on a capture (the replacement is a
/// template, docs/functions.md), and `fromjson("nan1234")` (jq 1.7.1 reads a leading
/// `nan`; Signalbox's reader does not take NaN). A `sub`/`gsub` replacement `"\(.x)"` is
/// written as the template `${x}`.
@Suite struct JQTestSuiteMoreTests {
  static let cases = language + numbers + manual

  @Test(arguments: cases)
  func jqsOwnCase(_ place: String, _ program: String, _ expected: String) {
    expectJQCase(place, program, expected)
  }

  @Test func everyCasePlaceIsNewAndUnique() {
    let places = JQTestSuiteMoreTests.cases.map(\.0)
    #expect(Set(places).count == places.count)
    let earlier = Set(JQTestSuiteTests.cases.map(\.0))
    #expect(places.filter { earlier.contains($0) } == [])
  }
}
