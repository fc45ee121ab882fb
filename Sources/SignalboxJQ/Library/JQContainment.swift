import SignalboxJSON

/// jq's `contains` (and `inside`): containment, not membership.
package enum JQContainment {
  /// Whether `a` contains `b`: a string its substring (by code point), an array every item
  /// of `b` contained in some item of `a`, an object every key of `b` with a value its own
  /// value contains; other values by equality. At the top, values of different kinds are an
  /// error (`true` and `false` are different kinds, as in jq); inside, they are not contained.
  package static func contains(_ a: JSON, _ b: JSON, name: String) throws -> Bool {
    guard JQOrder.rank(a) == JQOrder.rank(b) else {
      throw EvalError(Message.functionOf(name, a, b))
    }
    return within(a, b)
  }

  private static func within(_ a: JSON, _ b: JSON) -> Bool {
    guard JQOrder.rank(a) == JQOrder.rank(b) else { return false }
    switch (a, b) {
    case (.object(let x), .object(let y)):
      for (key, value) in y {
        guard let mine = x[key], within(mine, value) else { return false }
      }
      return true
    case (.array(let x), .array(let y)):
      return y.allSatisfy { wanted in x.contains { within($0, wanted) } }
    case (.string(let x), .string(let y)):
      return y.isEmpty || find(Array(y.utf8), in: Array(x.utf8), from: 0) != nil
    default: return a == b
    }
  }

  /// The first byte offset at or after `from` where `needle` occurs in `hay` (non-empty needle),
  /// in linear time (`JQSearch`). In valid UTF-8 a match of whole code points starts on a
  /// code point boundary.
  package static func find(_ needle: [UInt8], in hay: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, hay.count >= needle.count, from <= hay.count - needle.count else {
      return nil
    }
    return JQSearch(needle).first(in: hay, from: from)
  }
}
