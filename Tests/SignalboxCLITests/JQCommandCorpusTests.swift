import XCTest

/// `signalbox jq` on cases the differential corpus (Tests/Conformance/jq/differential)
/// found answered otherwise than by jq 1.7.1: `--args` and `--jsonargs` switching the kind
/// of the positional arguments after them, the libm builtins jq 1.7.1 defines (`erf`,
/// `erfc`, `fdim`, `remainder`, `jn`, `yn`, `scalb` of a fractional exponent),
/// `get_jq_origin`. Each case is jq 1.7.1's standard output, standard error and status, as
/// its binary gave them (pinned by differential/pin.py).
final class JQCommandCorpusTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .other(
      ["-c", "$ARGS", "--args", "1", "2", "--jsonargs", "1", "2", "--args", "3"], "0",
      "{\"positional\":[\"1\",\"2\",1,2,\"3\"],\"named\":{}}\n",
      "", 0),
    .other(
      ["-nc", "--jsonargs", "$ARGS", "1", "{}"], "",
      "{\"positional\":[1,{}],\"named\":{}}\n",
      "", 0),
    .other(
      ["-c", "[jn(0,0.5,2; 0,3)], [yn(1; 0.5,2)]"], "null",
      "[1,1,0,-0.2600519549019335,-0.2600519549019335,0.4860912605858911]\n"
        + "[-1.4714723926702433,-0.10703243154093756]\n",
      "", 0),
    .other(
      ["-c", "[fdim(3,1; 1,3)], [remainder(5,-5; 3)], [scalb(1; 2.5, 3)]"], "null",
      "[2,0,0,0]\n[-1,1]\n[null,8]\n",
      "", 0),
    .other(
      ["-c", "map(erf), map(erfc) | map(. * 1000000000 | floor)"], "[0, -0.5, 1, 10]",
      "[0,-520499878,842700792,1000000000]\n[1000000000,1520499877,157299207,0]\n",
      "", 0),
    .other(
      ["-n", "get_jq_origin | type"], "",
      "\"string\"\n",
      "", 0),
    .other(
      ["-n", "[fdim(null; 1)]"], "",
      "",
      "jq: error (at <unknown>): null (null) number required\n", 5),
  ]

  func testCorpusCasesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
