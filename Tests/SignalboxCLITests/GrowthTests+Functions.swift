import Foundation
import Testing

/// The jq-named functions and the in-place accumulator idioms (issue 45): the bytes allocated
/// for 4N stay within 5× those for N (a copy of the value per step or per path gives 16×).
/// Substring search costs no allocation per step; its instruction counts are held to the
/// same bound by `make complexity-smoke` (scripts/complexity-smoke.sh).
extension GrowthTests {
  @Test func countByKeyIsLinear() throws {
    try Self.stage(
      "count by key", "aggregate {}, setpath(acc, [str(x)], (acc[str(x)] ?? 0) + 1)")
    try Self.stage("count by key, nested", "aggregate {}, setpath(acc, [\"k\", x], 1)")
    try Self.stage("setpath into an array", "aggregate [], setpath(acc, [x], x)")
  }

  @Test func objectAddedToTheAccumulatorIsLinear() throws {
    try Self.stage(
      "acc + {…}", "aggregate {}, acc + from_entries([{key: str(x), value: x}])")
  }

  /// `range 1, 2` into a stage that calls `function` once on values of size N.
  static func function(_ what: String, n: Int, _ call: @escaping (Int) -> String) throws {
    try expectLinear(what, n: n) { k in
      (["--virtual", "-q", "-e", "just 0 | map \(call(k)) | ignoreValues"], Data())
    }
  }

  @Test func deletingManyPathsIsLinear() throws {
    try Self.function("delpaths", n: 3000) { k in
      "delpaths(range(0, \(k)), paths(range(0, \(k))))"
    }
    try Self.stage(
      "delpaths of an object",
      "aggregate {}, setpath(acc, [str(x)], x) | map delpaths(x, paths(x))")
  }

  @Test func fromstreamIsLinear() throws {
    try Self.function("fromstream", n: 3000) { k in "fromstream(tostream(range(0, \(k))))" }
  }

  @Test func gsubIsLinear() throws {
    try Self.function("gsub", n: 3000) { k in "gsub(\"ab\" * \(k), \"a\", \"x\")" }
  }
}
