import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// jq's order (`JQOrder.compare`): the comparison in place of scalars and nested arrays
/// (`sort_by`'s and `group_by`'s `[f]` keys) answers as the general one (`ordered`) on
/// every pair of tricky values — mixed types, NaN, literals against doubles, strings by
/// code point, arrays nested deeper than `quickDepth`, objects inside arrays.
@Suite struct JQOrderTests {
  static func deep(_ n: Int, _ leaf: JSON) -> JSON {
    (0..<n).reduce(leaf) { v, _ in .array([v]) }
  }

  static let values: [JSON] = {
    var values: [JSON] = [
      .null, .bool(false), .bool(true), .number(.nan), .number(-.infinity), .number(-1),
      .number(0), .number(1), .number(1e300), .string(""), .string("a"), .string("é"),
      .string("z"), .string("\u{1F600}"), .array([]), .array([.null]), .array([.number(1)]),
      .array([.number(1), .number(2)]), .array([.number(.nan)]), .array([.string("a")]),
      .object(["a": .number(1)]), .object(["a": .number(2)]), .object(["b": .number(0)]),
      .array([.object(["a": .number(1)])]), .array([.object(["a": .number(2)])]),
      .array([.number(1), .object([:])]), .array([.number(1), .array([.object([:])])]),
      deep(7, .number(1)), deep(8, .number(1)), deep(9, .number(1)), deep(9, .number(2)),
      deep(12, .object(["a": .null])), deep(12, .object(["a": .bool(true)])),
    ]
    for text in ["1.000", "100000000000000000001", "100000000000000000002", "0.10"] {
      guard case .success(let parsed) = JSON.parseAll(text, literals: true) else { continue }
      values += parsed
      values.append(.array(parsed))
    }
    return values
  }()

  @Test func theComparisonInPlaceAnswersAsTheGeneralOne() {
    for a in Self.values {
      for b in Self.values {
        #expect(
          JQOrder.compare(a, b) == JQOrder.ordered(a, b),
          "\(JSONWriter.string(a, jq: true)) against \(JSONWriter.string(b, jq: true))")
      }
    }
  }

  @Test func aSortIsStableAndPutsEqualKeysInTheirOrder() {
    let keys: [JSON] = [
      .array([.number(2)]), .array([.number(1)]), .array([.number(2)]),
      .array([.number(.nan)]), .array([.number(1)]), .array([]),
    ]
    #expect(JQOrder.stableOrder(keys) == [5, 3, 1, 4, 0, 2])
  }
}
