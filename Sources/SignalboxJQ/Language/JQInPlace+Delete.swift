import SignalboxJSON

extension JQInPlace {
  /// jq's `delpaths`: every path names what it named in the value as it was (negative
  /// indexes, slices and indexes of one array deleted together), a path under one deleted
  /// whole does not matter, and errors come in the order of the sorted paths.
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
    let sorted = JQOrder.sorted(paths, by: { $0 }).map { p -> [JSON] in
      if case .array(let steps) = p { return steps }
      return []
    }
    if sorted.first?.isEmpty ?? true { return sorted.isEmpty ? v : .null }
    return try deleteSorted(v, sorted[...], 0)
  }

  /// jq 1.7.1's `delpaths_sorted`: the paths (sorted) grouped by their step `depth`; a
  /// group whose first path ends there deletes that key whole (longer paths under it do not
  /// matter), any other group is deleted inside the child; then the keys named are removed
  /// together, each counted in the value as it was (`del(.[:2], .[0])` keeps `.[2:]`).
  private static func deleteSorted(_ v: JSON, _ paths: ArraySlice<[JSON]>, _ depth: Int)
    throws -> JSON
  {
    var value = v
    var keys: [JSON] = []
    var i = paths.startIndex
    while i < paths.endIndex {
      let key = paths[i][depth]
      var j = i + 1
      while j < paths.endIndex, JQOrder.compare(paths[j][depth], key) == 0 { j += 1 }
      defer { i = j }
      if paths[i].count == depth + 1 {
        keys.append(key)
        continue
      }
      let child = try JQRun.pathIndex(value, key)
      if case .null = child { continue }
      let new = try deleteSorted(child, paths[i..<j], depth + 1)
      try modify(&value, [key][...]) { _ in new }
    }
    return try deleteKeys(value, named: keys)
  }

  /// jq's `jv_dels`: the keys of an object, or the indexes and slices of an array, removed
  /// at once.
  private static func deleteKeys(_ v: JSON, named keys: [JSON]) throws -> JSON {
    if keys.isEmpty { return v }
    switch v {
    case .null:
      return v
    case .object(let o):
      var gone = Set<String>()
      for key in keys {
        guard case .string(let k) = key else {
          throw JQOps.fail("Cannot delete \(key.typeName) field of object")
        }
        gone.insert(k)
      }
      var entries = o.entries
      entries.removeAll { gone.contains($0.key.string) }
      return .object(JSONObject(entries))
    case .array(let a):
      var gone = [Bool](repeating: false, count: a.count)
      for key in keys {
        if let d = key.numberValue {
          var x = d.rounded(.towardZero)
          if x < 0 { x += Double(a.count) }
          if x >= 0, x < Double(a.count) { gone[Int(x)] = true }
        } else if case .object(let o) = key {
          let (s, e) = try JQOps.bounds(o["start"] ?? .null, o["end"] ?? .null, a.count)
          for k in s..<e { gone[k] = true }
        } else {
          throw JQOps.fail("Cannot delete \(key.typeName) element of array")
        }
      }
      return .array(a.indices.filter { !gone[$0] }.map { a[$0] })
    default:
      throw JQOps.fail("Cannot delete fields from \(v.typeName)")
    }
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
}
