import SignalboxJSON
import SignalboxTestSupport
import Testing

@testable import SignalboxJQ

/// The linear substring search behind `contains`, `index`, `indices` and `split`, and the
/// path builtins that change a value in one pass (`delpaths`, `setpath` in place).
@Suite struct JQSearchTests {
  /// Every occurrence, as a naive search finds them, on generated strings over a small
  /// alphabet (so that needles recur and overlap).
  @Test func findsWhatANaiveSearchFinds() {
    var random = SplitMix(seed: 45)
    for _ in 0..<500 {
      let hay = (0..<random.below(41)).map { _ in UInt8(97 + random.below(3)) }
      let needle = (0..<(1 + random.below(4))).map { _ in UInt8(97 + random.below(3)) }
      var naive: [Int] = []
      if hay.count >= needle.count {
        for k in 0...(hay.count - needle.count)
        where Array(hay[k..<(k + needle.count)]) == needle {
          naive.append(k)
        }
      }
      var found: [Int] = []
      JQSearch(needle).each(in: hay, overlapping: true) { k in
        found.append(k)
        return true
      }
      #expect(found == naive, "\(hay) \(needle)")
      #expect(JQSearch(needle).first(in: hay) == naive.first)
    }
  }

  @Test func nonOverlappingStartsAfterEachOccurrence() {
    var found: [Int] = []
    JQSearch(Array("aa".utf8)).each(in: Array("aaaaa".utf8), overlapping: false) { k in
      found.append(k)
      return true
    }
    #expect(found == [0, 2])
  }

  @Test func deletingManyPathsMatchesJq() throws {
    let value: JSON = .array((0..<6).map { .number(Double($0)) })
    // jq 1.7.1: [0,1,2,3,4,5] | delpaths([[0], [-1], [2], [2], [9]]) → [1,3,4]
    let paths: [JSON] = [[0], [-1], [2], [2], [9]].map { .array($0.map { .number(Double($0)) }) }
    #expect(
      try JQPaths.deleteAll(value, paths, name: "delpaths")
        == .array([1, 3, 4].map { .number(Double($0)) }))
    // A deeper path under a deleted one still reaches its value first, as in jq.
    let object: JSON = .object(["a": .number(5)])
    #expect(throws: EvalError.self) {
      try JQPaths.deleteAll(
        object, [.array([.string("a")]), .array([.string("a"), .string("b")])], name: "del")
    }
    #expect(try JQPaths.deleteAll(object, [.array([])], name: "del") == .null)
  }

  @Test func setIntoChangesTheValueAndLeavesItOnError() throws {
    var value: JSON = .object(["k": .array([.number(1)])])
    try JQPaths.set(into: &value, [.string("k"), .number(3)], .bool(true), name: "setpath")
    #expect(value == .object(["k": .array([.number(1), .null, .null, .bool(true)])]))
    let before = value
    #expect(throws: EvalError.self) {
      try JQPaths.set(into: &value, [.string("k"), .number(9), .number(-1)], .null, name: "s")
    }
    #expect(value == before)
    let deep: [JSON] = Array(repeating: .number(0), count: JQLimits.valueDepth + 1)
    var null: JSON = .null
    #expect(throws: EvalError.self) {
      try JQPaths.set(into: &null, deep[...], .null, name: "setpath")
    }
  }
}
