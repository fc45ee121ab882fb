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
  }

  static let idioms: [Idiom] = [
    Idiom(
      name: "reduce .[$k] += 1",
      filter: { "reduce (range(0; \($0)) | tostring) as $k ({}; .[$k] += 1) | length" },
      size: 4000, answerAtTen: "10"),
    Idiom(
      name: "reduce setpath([$k]; 1)",
      filter: { "reduce (range(0; \($0)) | tostring) as $k ({}; setpath([$k]; 1)) | length" },
      size: 4000, answerAtTen: "10"),
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
    Idiom(
      name: "reduce . + {k: v}",
      filter: { "reduce (range(0; \($0)) | tostring) as $k ({}; . + {($k): 1}) | length" },
      size: 4000, answerAtTen: "10"),
    Idiom(
      name: "contains, long needle",
      filter: { "\"a\" * \(20 * $0) | contains(\"a\" * \(10 * $0) + \"b\")" },
      size: 2000, answerAtTen: "false"),
    Idiom(
      name: "index, long needle",
      filter: { "\"a\" * \(20 * $0) | index(\"a\" * \(10 * $0) + \"b\")" },
      size: 2000, answerAtTen: "null"),
    Idiom(
      name: "split, long separator",
      filter: { "\"a\" * \(20 * $0) | split(\"a\" * \(10 * $0) + \"b\") | length" },
      size: 2000, answerAtTen: "1"),
    Idiom(
      name: "ltrimstr, long prefix",
      filter: { "\"a\" * \(20 * $0) | ltrimstr(\"a\" * \(10 * $0) + \"b\") | length" },
      size: 2000, answerAtTen: "200"),
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

  @Test(arguments: idioms)
  func idiomIsLinear(_ idiom: Idiom) throws {
    #expect(try Self.run(idiom.filter(10)) == idiom.answerAtTen)
    let ratio = growth(from: idiom.size) { n in _ = try? Self.run(idiom.filter(n)) }
    #expect(ratio < linearBound, "\(idiom.name): 4× the size took \(ratio)× the CPU")
  }
}
