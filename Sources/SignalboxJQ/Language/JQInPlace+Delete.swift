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
