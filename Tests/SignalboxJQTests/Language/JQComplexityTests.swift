import SignalboxTestSupport
import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// The idioms of issue 45 item 1 in jq's own words, run by the jq module's evaluator (what
/// `signalbox jq` and the `jq '…'` stage run): each at n and 4n, within `linearBound` of the
/// CPU time, where a copy per step or a naive search would take 16×. Each also checks its
/// answer at a small size. scripts/complexity-smoke.sh counts the same idioms' instructions
/// with callgrind.
@Suite struct JQComplexityTests {
  struct Idiom: CustomTestStringConvertible, Sendable {
    let name: String
    /// The filter at size n (run on null).
    let filter: @Sendable (Int) -> String
    /// The size the growth starts from, and the answer at size 10.
    let size: Int
    let answerAtTen: String
    var testDescription: String { name }

    /// `{}` grown by `reduce` over n string keys with `update` (`$k` the key).
    static func reduceKeys(_ name: String, _ update: String) -> Idiom {
      Idiom(
        name: name,
        filter: { "reduce (range(0; \($0)) | tostring) as $k ({}; \(update)) | length" },
        size: 4000, answerAtTen: "10")
    }

    /// `"a" * 20n | CALL("a" * 10n + "b")` and `then`: a needle half the haystack's length
    /// that is never found, where a naive search takes n² steps.
    static func longNeedle(_ name: String, _ call: String, then: String = "", answerAtTen: String)
      -> Idiom
    {
      Idiom(
        name: name,
        filter: { "\"a\" * \(20 * $0) | \(call)(\"a\" * \(10 * $0) + \"b\")\(then)" },
        size: 2000, answerAtTen: answerAtTen)
    }
  }

  /// A value nested n deep, grown by `reduce` with `step`, then `then`: each `[…]` weighs what
  /// it holds (the budget), which once walked the whole nest at each step.
  static func nest(_ name: String, _ step: String, then: String, answerAtTen: String) -> Idiom {
    Idiom(
      name: name, filter: { "reduce range(0; \($0)) as $_ ([]; \(step)) | \(then)" },
      size: 1500, answerAtTen: answerAtTen)
  }

  static let nests: [Idiom] = [
    nest("reduce [.], n deep", "[.]", then: "length", answerAtTen: "1"),
    nest("reduce [{a: .}], n deep", "[{a: .}]", then: "length", answerAtTen: "1"),
    nest("reduce [[.]], n deep", "[[.]]", then: "length", answerAtTen: "1"),
    nest("tojson, n deep", "[.]", then: "tojson | length", answerAtTen: "22"),
    nest("@json, n deep", "[.]", then: "@json | length", answerAtTen: "22"),
    Idiom(
      name: "getpath, n deep",
      filter: {
        "reduce range(0; \($0)) as $_ ([]; [.]) | getpath([range(1; \($0)) | 0]) | length"
      },
      size: 1500, answerAtTen: "1"),
  ]

  static let idioms: [Idiom] = [
    .reduceKeys("reduce .[$k] += 1", ".[$k] += 1"),
    .reduceKeys("reduce setpath([$k]; 1)", "setpath([$k]; 1)"),
    Idiom(
      name: "delpaths, n one-step paths",
      filter: { "[range(0; \($0))] | delpaths([range(0; \($0)) | select(. % 2 == 0) | [.]])" },
      size: 4000, answerAtTen: "[1,3,5,7,9]"),
    Idiom(
      name: "delpaths, n object keys",
      filter: {
        "[range(0; \($0)) | {key: tostring, value: .}] | from_entries"
          + " | delpaths([range(0; \($0)) | select(. % 5 > 0) | [tostring]]) | keys_unsorted"
      },
      size: 2000, answerAtTen: "[\"0\",\"5\"]"),
    .reduceKeys("reduce . + {k: v}", ". + {($k): 1}"),
    .longNeedle("contains, long needle", "contains", answerAtTen: "false"),
    .longNeedle("index, long needle", "index", answerAtTen: "null"),
    .longNeedle("split, long separator", "split", then: " | length", answerAtTen: "1"),
    .longNeedle("ltrimstr, long prefix", "ltrimstr", then: " | length", answerAtTen: "200"),
    Idiom(
      name: "gsub, many matches",
      filter: { "\"ab\" * \(4 * $0) | gsub(\"a\"; \"x\") | length" },
      size: 1000, answerAtTen: "80"),
    Idiom(
      name: "fromstream(tostream)",
      filter: { "[range(0; \($0))] | fromstream(tostream) | length" },
      size: 2000, answerAtTen: "10"),
  ]

  static func run(_ filter: String) throws -> String {
    var out: [JSON] = []
    try JQProgram(filter).run(.null, context: JQContext()) { out.append($0) }
    return out.map { JSONWriter.string($0) }.joined(separator: " ")
  }

  @Test(arguments: nests + idioms)
  func idiomIsLinear(_ idiom: Idiom) throws {
    #expect(try Self.run(idiom.filter(10)) == idiom.answerAtTen)
    let ratio = growth(from: idiom.size) { n in _ = try? Self.run(idiom.filter(n)) }
    #expect(ratio < linearBound, "\(idiom.name): 4× the size took \(ratio)× the CPU")
  }
}
