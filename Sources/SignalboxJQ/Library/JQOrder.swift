import SignalboxJSON

/// jq's total order on values, which `sort`, `sort_by`, `unique` and `min`/`max` of mixed
/// arrays follow: null < false < true < numbers < strings < arrays < objects. Strings compare
/// by Unicode scalar (the order of their UTF-8 bytes); arrays element by element, a prefix
/// first; objects first by their sorted key lists, then by their values in key order.
package enum JQOrder {
  package static func rank(_ v: JSON) -> Int {
    switch v {
    case .null: return 0
    case .bool(let b): return b ? 2 : 1
    case .number, .bigInteger: return 3
    case .string: return 4
    case .array: return 5
    case .object: return 6
    case .stream: return 7
    }
  }

  /// -1, 0 or 1. Scalars, and arrays of them nested a few levels (the `[f]` keys of
  /// `sort_by` and `group_by`), are compared in place (`quick`); anything else, objects
  /// and deeper arrays, by `ordered`.
  package static func compare(_ a: JSON, _ b: JSON) -> Int {
    quick(a, b, depth: 0) ?? ordered(a, b)
  }

  /// How deep `quick` follows arrays before it leaves them to `ordered`.
  static let quickDepth = 8

  /// `compare` without allocating: nil where an object is met, or arrays nested deeper than
  /// `quickDepth` (the caller then compares from the start by `ordered`).
  private static func quick(_ a: JSON, _ b: JSON, depth: Int) -> Int? {
    let (ra, rb) = (rank(a), rank(b))
    if ra != rb { return ra < rb ? -1 : 1 }
    if case .array(let x) = a, case .array(let y) = b {
      guard depth < quickDepth else { return nil }
      for i in 0..<Swift.min(x.count, y.count) {
        guard let c = quick(x[i], y[i], depth: depth + 1) else { return nil }
        if c != 0 { return c }
      }
      return x.count == y.count ? 0 : (x.count < y.count ? -1 : 1)
    }
    if case .object = a { return nil }
    guard case .decided(let c) = shallow(a, b) else { return nil }
    return c
  }

  /// `compare`, iterative: a frame per array or object being compared, so values nested as
  /// deeply as values may be cost no stack.
  static func ordered(_ a: JSON, _ b: JSON) -> Int {
    // A frame holds the pairs of children still to compare, in order, and what decides when
    // all of them are equal (the arrays' lengths; objects' key lists were compared already).
    var stack: [(pairs: [(JSON, JSON)], next: Int, tie: Int)] = []
    var pending: (JSON, JSON)? = (a, b)
    while true {
      if let (x, y) = pending {
        pending = nil
        switch shallow(x, y) {
        case .decided(let c): if c != 0 { return c }
        case .children(let pairs, let tie): stack.append((pairs, 0, tie))
        }
      }
      guard let top = stack.last else { return 0 }
      if top.next == top.pairs.count {
        stack.removeLast()
        if top.tie != 0 { return top.tie }
        continue
      }
      pending = top.pairs[top.next]
      stack[stack.count - 1].next += 1
    }
  }

  private enum Step {
    case decided(Int)
    case children([(JSON, JSON)], tie: Int)
  }

  private static func shallow(_ a: JSON, _ b: JSON) -> Step {
    let (ra, rb) = (rank(a), rank(b))
    if ra != rb { return .decided(ra < rb ? -1 : 1) }
    switch (a, b) {
    case (.number(let x), .number(let y)):
      if x < y { return .decided(-1) }
      if x > y { return .decided(1) }
      // NaN sorts below every number, as in jq.
      if x.isNaN != y.isNaN { return .decided(x.isNaN ? -1 : 1) }
      return .decided(0)
    case (.bigInteger(let x), .bigInteger(let y)): return .decided(x.compare(y))
    case (.bigInteger(let x), .number(let y)):
      // jq compares a literal with a computed number by their doubles; on a tie the
      // computed one sorts first, so the order stays total among long integers; a decimal
      // literal (`1.000`) ties with its double, as jq's `min` keeps the first of equals.
      // A decimal literal against a short one of the same double: their decimals
      // (`0.10000000000000001 == 0.1` is false in jq 1.7.1; `1.000 == 1` true).
      if x.value == y && !x.isIntegerText { return .decided(x.compare(shortest: y)) }
      return .decided(x.value < y ? -1 : 1)
    case (.number(let x), .bigInteger(let y)):
      if x == y.value && !y.isIntegerText { return .decided(-y.compare(shortest: x)) }
      return .decided(x > y.value ? 1 : -1)
    case (.string(let x), .string(let y)): return .decided(compareStrings(x, y))
    case (.array(let x), .array(let y)):
      return .children(Array(zip(x, y)), tie: x.count == y.count ? 0 : (x.count < y.count ? -1 : 1))
    case (.object(let x), .object(let y)):
      let kx = x.keys.sorted(by: { compareStrings($0, $1) < 0 })
      let ky = y.keys.sorted(by: { compareStrings($0, $1) < 0 })
      for (p, q) in zip(kx, ky) {
        let c = compareStrings(p, q)
        if c != 0 { return .decided(c) }
      }
      if kx.count != ky.count { return .decided(kx.count < ky.count ? -1 : 1) }
      return .children(kx.map { (x[$0] ?? .null, y[$0] ?? .null) }, tie: 0)
    default: return .decided(0)
    }
  }

  package static func compareStrings(_ x: String, _ y: String) -> Int {
    x.compareByScalars(y)
  }

  /// A stable sort by jq's order of each element's key.
  package static func sorted(_ items: [JSON], by key: (JSON) throws -> JSON) rethrows -> [JSON] {
    let keys = try items.map(key)
    return stableOrder(keys).map { items[$0] }
  }

  /// The positions of `keys` in jq's order of them, equal keys in the order they came.
  /// Positions are sorted, not the values: a comparison reads two keys in place.
  package static func stableOrder(_ keys: [JSON]) -> [Int] {
    orderOfNumbers(keys) ?? orderOfStrings(keys) ?? orderByCompare(keys)
  }

  /// `stableOrder` for keys of any kind: a comparison reads two keys in place.
  static func orderByCompare(_ keys: [JSON]) -> [Int] {
    var order = Array(keys.indices)
    keys.withUnsafeBufferPointer { keys in
      order.sort { i, j in
        let c = compare(keys[i], keys[j])
        return c != 0 ? c < 0 : i < j
      }
    }
    return order
  }

  /// `stableOrder` when every key is `[n]`, one number that is not NaN (`sort_by(.v)`,
  /// `group_by(.v)`): the numbers sorted with their positions, none of the keys copied or
  /// compared as values (jq's order of two numbers is theirs; `-0` ties with `0`).
  static func orderOfNumbers(_ keys: [JSON]) -> [Int]? {
    var pairs: [(Double, Int)] = []
    pairs.reserveCapacity(keys.count)
    for (i, key) in keys.enumerated() {
      guard case .array(let a) = key, a.count == 1, case .number(let d) = a[0], !d.isNaN
      else { return nil }
      pairs.append((d, i))
    }
    pairs.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
    return pairs.map(\.1)
  }

  /// `stableOrder` when every key is `[s]`, one string: the strings sorted by code point with
  /// their positions.
  static func orderOfStrings(_ keys: [JSON]) -> [Int]? {
    var pairs: [(String, Int)] = []
    pairs.reserveCapacity(keys.count)
    for (i, key) in keys.enumerated() {
      guard case .array(let a) = key, a.count == 1, case .string(let s) = a[0] else { return nil }
      pairs.append((s, i))
    }
    pairs.sort {
      let c = compareStrings($0.0, $1.0)
      return c != 0 ? c < 0 : $0.1 < $1.1
    }
    return pairs.map(\.1)
  }
}
