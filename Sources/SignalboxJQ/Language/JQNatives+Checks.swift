import SignalboxJSON

/// Builtins whose jq 1.7.1 definitions decide their answers on unusual inputs: `flatten`
/// as builtin.jq's `_flatten` (objects' values too, any depth that is not 0 goes on),
/// `startswith`/`endswith` with its words.
extension JQNatives {
  /// jq 1.7.1's `_flatten($x)`: `reduce .[] as $i ([]; if $i is an array and $x != 0 then
  /// . + ($i | _flatten($x - 1)) else . + [$i] end)`.
  static func flatten(_ v: JSON, _ depth: JSON) throws -> JSON {
    var out: [JSON] = []
    func add(_ v: JSON, _ depth: JSON) throws {
      try JQOps.iterate(v) { item in
        if case .array = item, depth != .number(0) {
          try add(item, try JQOps.arith(.subtract, depth, .number(1)))
        } else {
          out.append(item)
        }
      }
    }
    try add(v, depth)
    return .array(out)
  }

  /// jq's `min`/`max` of a value that is not an array (`minmax_by`'s words).
  static func notIterable(_ v: JSON) -> JQThrown {
    JQOps.fail("\(JQOps.described(v)) and \(JQOps.described(v)) cannot be iterated over")
  }

  static let checks: [JQName: JQNative] = [
    JQName("startswith", 1): values(1) { a in
      guard case .string(let s) = a[0], case .string(let p) = a[1] else {
        throw JQOps.fail("startswith() requires string inputs")
      }
      return .bool(s.utf8.starts(with: p.utf8))
    },
    JQName("endswith", 1): values(1) { a in
      guard case .string(let s) = a[0], case .string(let p) = a[1] else {
        throw JQOps.fail("endswith() requires string inputs")
      }
      return .bool(s.utf8.reversed().starts(with: p.utf8.reversed()))
    },
  ]
}
