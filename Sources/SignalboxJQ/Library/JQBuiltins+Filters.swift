import SignalboxJSON

/// jq's builtins that take a filter (`map_values(f)`, `group_by(f)` …). Here the filter is
/// the second argument, an expression over `x` that runs once per element with `x` bound to
/// it: jq's `map_values(. * 2)` is `map_values(o, x * 2)`.
extension JQBuiltins {
  /// The items of A with their keys (jq's `[f]` per item), sorted stably by key.
  private static func keyed(_ call: Call, _ f: Filter) throws -> [(key: JSON, value: JSON)] {
    let items = try call.array(0)
    let keyed = try items.enumerated().map { (n: $0.offset, key: try f($0.element), v: $0.element) }
    return keyed.sorted { p, q in
      let c = JQOrder.compare(p.key, q.key)
      return c != 0 ? c < 0 : p.n < q.n
    }.map { ($0.key, $0.v) }
  }

  package static func sortBy(_ call: Call, _ f: Filter) throws -> JSON {
    .array(try keyed(call, f).map(\.value))
  }

  package static func groupBy(_ call: Call, _ f: Filter) throws -> JSON {
    var groups: [JSON] = []
    var current: [JSON] = []
    var last: JSON? = nil
    for (key, value) in try keyed(call, f) {
      if let l = last, JQOrder.compare(l, key) != 0 {
        groups.append(.array(current))
        current = []
      }
      current.append(value)
      last = key
    }
    if !current.isEmpty { groups.append(.array(current)) }
    return .array(groups)
  }

  package static func uniqueBy(_ call: Call, _ f: Filter) throws -> JSON {
    var out: [JSON] = []
    var last: JSON? = nil
    for (key, value) in try keyed(call, f)
    where last.map({ JQOrder.compare($0, key) != 0 }) ?? true {
      out.append(value)
      last = key
    }
    return .array(out)
  }

  package static func minBy(_ call: Call, _ f: Filter) throws -> JSON {
    try extremeBy(call, f, least: true)
  }

  package static func maxBy(_ call: Call, _ f: Filter) throws -> JSON {
    try extremeBy(call, f, least: false)
  }

  /// As jq: the first item with the least key, the last with the greatest.
  private static func extremeBy(_ call: Call, _ f: Filter, least: Bool) throws -> JSON {
    var best: (key: JSON, value: JSON)? = nil
    for item in try call.array(0) {
      let key = try f(item)
      if let b = best {
        let c = JQOrder.compare(key, b.key)
        if least ? c < 0 : c >= 0 { best = (key, item) }
      } else {
        best = (key, item)
      }
    }
    return best?.value ?? .null
  }

  package static func any(_ call: Call, _ f: Filter?) throws -> JSON {
    for item in try call.array(0) where try (f?(item) ?? item).isTruthy { return .bool(true) }
    return .bool(false)
  }

  package static func all(_ call: Call, _ f: Filter?) throws -> JSON {
    for item in try call.array(0) where !(try (f?(item) ?? item).isTruthy) { return .bool(false) }
    return .bool(true)
  }

  /// jq's `map_values(f)`: f of each value of an object or array, keys kept.
  package static func mapValues(_ call: Call, _ f: Filter) throws -> JSON {
    switch call.args[0] {
    case .array(let a): return .array(try a.map { try f($0) })
    case .object(let o):
      var out = o.entries
      for k in out.keys { out[k] = try f(out[k]!) }
      return .object(JSONObject(out))
    case let v: throw call.wrongType(v, "an object or an array")
    }
  }

  /// jq's `with_entries(f)`: `to_entries | map(f) | from_entries`.
  package static func withEntries(_ call: Call, _ f: Filter) throws -> JSON {
    let entries: [JSON]
    switch call.args[0] {
    case .object(let o):
      entries = o.map { .object(["key": .string($0.key), "value": $0.value]) }
    case .array(let a):
      entries = a.enumerated().map {
        .object(["key": .number(Double($0.offset)), "value": $0.element])
      }
    case let v: throw call.wrongType(v, "an object")
    }
    return try JQLibrary.fromEntries([.array(try entries.map { try f($0) })])
  }

  /// jq 1.7's `walk(f)`: f applied bottom-up to every value, keys kept in order.
  package static func walk(_ call: Call, _ f: Filter) throws -> JSON {
    func w(_ v: JSON, _ depth: Int) throws -> JSON {
      guard depth < JQLimits.valueDepth else { return try f(v) }
      switch v {
      case .array(let a): return try f(.array(try a.map { try w($0, depth + 1) }))
      case .object(let o):
        var out = o.entries
        for k in out.keys { out[k] = try w(out[k]!, depth + 1) }
        return try f(.object(JSONObject(out)))
      default: return try f(v)
      }
    }
    return try w(call.args[0], 0)
  }

  /// `paths(V)`: every path; `paths(V, F)`: those whose value F is true of.
  package static func paths(_ call: Call, _ f: Filter?) throws -> JSON {
    let value = call.args[0]
    var out: [JSON] = []
    for path in try JQPaths.all(value, limit: JQLimits.arrayLength, name: call.name) {
      if let f, !(try f(try JQPaths.get(value, path, name: call.name)).isTruthy) { continue }
      out.append(.array(path))
    }
    return .array(out)
  }
}
