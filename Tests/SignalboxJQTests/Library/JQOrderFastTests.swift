import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// `sort_by(f)`/`group_by(f)` order keys `[x]` of one number or one string without
/// comparing them as values (`JQOrder.orderOfNumbers`, `orderOfStrings`): the same order as
/// the general comparison (`orderByCompare`), equal keys in the order they came, and keys of
/// any other form left to the general one.
@Suite struct JQOrderFastTests {
  static func keys(_ values: [JSON]) -> [JSON] { values.map { .array([$0]) } }

  static let numbers: [JSON] = [
    3, -0.0, 0, 1e308, -1e308, .infinity, -.infinity, 2.5, 3, 0.1, .leastNonzeroMagnitude, -0.0, 7,
    2.5, 0,
  ].map { .number($0) }

  static let strings: [JSON] = [
    "b", "a", "", "é", "e\u{301}", "東京", "😀", "Zürich", "Z", "a", "\u{0}", "\u{FFFF}", "b",
    "ab", "a\u{0}",
  ].map { .string($0) }

  @Test func numbersInTheGeneralOrder() {
    let keys = Self.keys(Self.numbers)
    let fast = JQOrder.orderOfNumbers(keys)
    #expect(fast != nil)
    #expect(fast == JQOrder.orderByCompare(keys))
    #expect(JQOrder.stableOrder(keys) == JQOrder.orderByCompare(keys))
  }

  @Test func stringsInTheGeneralOrder() {
    let keys = Self.keys(Self.strings)
    let fast = JQOrder.orderOfStrings(keys)
    #expect(fast != nil)
    #expect(fast == JQOrder.orderByCompare(keys))
    #expect(JQOrder.stableOrder(keys) == JQOrder.orderByCompare(keys))
  }

  /// NaN, a long integer kept as written, keys of two values or none, bare numbers and mixed
  /// kinds are not the fast orders' (nil), and `stableOrder` still answers as the general one.
  @Test func otherKeysTakeTheGeneralOrder() {
    guard case .array(let big) = JQTextMemberTests.built("[100000000000000000001, 1.000]") else {
      Issue.record("not an array")
      return
    }
    let cases: [[JSON]] = [
      Self.keys([.number(1), .number(.nan), .number(0)]),
      Self.keys([.number(1)] + big),
      Self.keys([.number(1), .string("a")]),
      [.array([.number(1), .number(2)]), .array([.number(1)]), .array([])],
      [.number(2), .number(1)],
      Self.keys([.null, .bool(true), .number(1)]),
    ]
    for keys in cases {
      #expect(JQOrder.orderOfNumbers(keys) == nil)
      #expect(JQOrder.orderOfStrings(keys) == nil)
      #expect(JQOrder.stableOrder(keys) == JQOrder.orderByCompare(keys))
    }
  }

  /// Through the language: the same outputs as the same keys made to take the general
  /// order (`[f, null]`: two values a key, so no fast order applies).
  @Test func sortAndGroupByAnswerAsTheGeneralOrder() throws {
    let inputs = [
      #"[{"v":2,"s":"b"},{"v":-0,"s":"é"},{"v":1,"s":"a"},{"v":2,"s":"e\u0301"},"#
        + #"{"v":0,"s":"a"},{"v":1.5,"s":""},{"v":-7,"s":"東"},{"v":3.5,"s":"😀"}]"#,
      #"[{"v":2,"s":"b"},{"s":1},{"v":"a","s":null},{"v":1.000},{"v":[1]},{"v":2,"s":"b"}]"#,
    ]
    let programs = [
      ("sort_by(.v)", "sort_by(.v, null)"), ("sort_by(.s)", "sort_by(.s, null)"),
      ("group_by(.v)", "group_by([.v, null])"), ("group_by(.s)", "group_by([.s, null])"),
      ("unique_by(.s)", "unique_by([.s, null])"),
      ("map(.v) | sort", "map([.v, null]) | sort | map(.[0])"),
    ]
    for input in inputs {
      let value = JQTextMemberTests.built(input)
      for (fast, general) in programs {
        let a = JQLengthTests.shown(JQTextMemberTests.run(fast, value))
        let b = JQLengthTests.shown(JQTextMemberTests.run(general, value))
        #expect(!a.hasPrefix("error"), "\(fast) on \(input)")
        #expect(a == b, "\(fast) on \(input)")
      }
    }
  }
}
