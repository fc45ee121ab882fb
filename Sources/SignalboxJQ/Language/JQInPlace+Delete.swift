import SignalboxJSON

extension JQInPlace {
  /// jq's `delpaths`: negative indexes resolved against the value as it was, the paths
  /// sorted, and the last deleted first (so earlier ones still name what they named).
  static func deletePaths(_ v: JSON, _ paths: [JSON]) throws -> JSON {
    var resolved: [JSON] = []
    for path in paths {
      guard case .array(let p) = path else {
        throw JQOps.fail("Path must be specified as array, not \(path.typeName)")
      }
      var cur: JSON? = v
      var steps: [JSON] = []
      for step in p {
        var step = step
        if case .array(let a)? = cur, let d = step.numberValue, d < 0 {
          step = .number(d.rounded(.towardZero) + Double(a.count))
        }
        steps.append(step)
        cur = cur.flatMap { try? JQRun.pathIndex($0, step) }
      }
      resolved.append(.array(steps))
    }
    if let out = deleteKeys(v, resolved) { return out }
    var out = v
    var last: JSON? = nil
    for path in JQOrder.sorted(resolved, by: { $0 }).reversed() {
      // A place named twice (`[2]` and `[-3]` of 5 elements) is deleted once, as jq's.
      defer { last = path }
      if path == last { continue }
      guard case .array(let p) = path else { continue }
      if p.isEmpty { return .null }
      try deleteOne(&out, p[...])
    }
    return out
  }

  /// Paths of one step each, all indexes of an array or all keys of an object (`del(.[] |
  /// select(…))`, `to_entries`-style filters): the value rebuilt once without them, as jq's
  /// `jv_dels` does, rather than one removal (a shift of the rest) per path. Nil for any
  /// other set of paths.
  private static func deleteKeys(_ v: JSON, _ paths: [JSON]) -> JSON? {
    switch v {
    case .array(let a):
      var gone = Set<Int>()
      for case .array(let p) in paths {
        guard p.count == 1, let d = p[0].numberValue else { return nil }
        let i = d.rounded(.down)
        if i >= 0, i < Double(a.count) { gone.insert(Int(i)) }
      }
      guard gone.count < a.count else { return .array([]) }
      var kept: [JSON] = []
      kept.reserveCapacity(a.count - gone.count)
      for (i, x) in a.enumerated() where !gone.contains(i) { kept.append(x) }
      return .array(kept)
    case .object(let o):
      var gone = Set<String>()
      for case .array(let p) in paths {
        guard p.count == 1, case .string(let k) = p[0] else { return nil }
        gone.insert(k)
      }
      var entries = o.entries
      entries.removeAll { gone.contains($0.key.string) }
      return .object(JSONObject(entries))
    default:
      return nil
    }
  }

  private static func deleteOne(_ v: inout JSON, _ path: ArraySlice<JSON>) throws {
    guard let key = path.first else { return }
    if case .null = v { return }
    if path.count > 1 {
      if case .null = try JQRun.pathIndex(v, key) { return }
      try modify(&v, path.prefix(1)) { child in
        var c = child
        try deleteOne(&c, path.dropFirst())
        return c
      }
      return
    }
    switch (v, key) {
    case (.object(var o), .string(let k)):
      v = .null
      var entries = o.entries
      o = JSONObject()
      entries.removeValue(forKey: JSONKey(k))
      v = .object(JSONObject(entries))
    case (.array(var a), _) where key.numberValue != nil:
      let d = key.numberValue!.rounded(.towardZero)
      guard d >= 0, d < Double(a.count) else { return }
      v = .null
      a.remove(at: Int(d))
      v = .array(a)
    case (.array(var a), .object(let o)):
      let (s, e) = try JQOps.bounds(o["start"] ?? .null, o["end"] ?? .null, a.count)
      v = .null
      a.removeSubrange(s..<e)
      v = .array(a)
    case (.object, _):
      throw JQOps.fail("Cannot delete \(key.typeName) field of object")
    case (.array, _):
      throw JQOps.fail("Cannot delete \(key.typeName) element of array")
    default:
      throw JQOps.fail("Cannot delete fields from \(v.typeName)")
    }
  }
}
