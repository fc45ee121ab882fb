import SignalboxJSON

/// jq's `delpaths` (and `del`) in one pass over the value, linear in its size and the paths'
/// total length: the paths are gathered in a tree first, and each container they reach is
/// rebuilt once without what they name, instead of being copied once per path.
extension JQPaths {
  /// One node of the tree of paths, in a flat array (no chain of references to release
  /// recursively, however long a path).
  private struct Node {
    var deleted = false
    var steps: [JSON] = []
    var children: [JSON: Int] = [:]
  }

  /// jq's `delpaths`: as if the paths were deleted one by one, sorted, longest-last-first.
  /// Negative indexes count from the end of the value as it was, as in jq, so that deleting
  /// several paths of one array deletes what each named at first.
  package static func deleteAll(_ value: JSON, _ paths: [JSON], name: String) throws -> JSON {
    var nodes = [Node()]
    for path in paths {
      guard case .array(let p) = path else {
        throw EvalError(Message.argumentNeeds(name, "an array of paths", position: 2, got: path))
      }
      var at = 0
      for step in resolveNegative(value, p) {
        let key = canonical(step)
        if let next = nodes[at].children[key] {
          at = next
        } else {
          nodes.append(Node())
          nodes[at].children[key] = nodes.count - 1
          nodes[at].steps.append(key)
          at = nodes.count - 1
        }
      }
      nodes[at].deleted = true
    }
    if nodes[0].deleted { return .null }
    var out = value
    try delete(&out, 0, nodes, name: name)
    return out
  }

  /// A step as the deletion reads it: an index truncated (jq's int conversion), a big integer
  /// as a number.
  private static func canonical(_ step: JSON) -> JSON {
    if case .number(let n) = step.computed, n.isFinite { return .number(n.rounded(.towardZero)) }
    return step.computed
  }

  /// Deletes in `value` what node `at`'s children name; the last steps in jq's order first,
  /// so an error names the step jq's would.
  private static func delete(_ value: inout JSON, _ at: Int, _ nodes: [Node], name: String)
    throws
  {
    let steps = JQOrder.sorted(nodes[at].steps, by: { $0 }).reversed()
    guard let first = steps.first else { return }
    if case .null = value { return }
    // `if case`, not `switch value`: the switch's subject would hold a second reference.
    if case .object(var o) = value {
      value = .null  // `o` is now the only reference
      defer { value = .object(o) }
      var removed = Set<JSONKey>()
      for step in steps {
        guard case .string(let key) = step else {
          throw EvalError(Message.pathCannotIndex(name, .object(o), with: step))
        }
        guard var inner = o[key], let child = nodes[at].children[step] else { continue }
        if !nodes[child].steps.isEmpty {
          o[key] = .null
          try delete(&inner, child, nodes, name: name)
          o[key] = inner
        }
        if nodes[child].deleted { removed.insert(JSONKey(key)) }
      }
      if !removed.isEmpty {
        o = JSONObject(o.entries.filter { !removed.contains($0.key) })
      }
    } else if case .array(var a) = value {
      value = .null  // `a` is now the only reference
      defer { value = .array(a) }
      var removed = Set<Int>()
      for step in steps {
        guard case .number(let n) = step else {
          throw EvalError(Message.pathCannotIndex(name, .array(a), with: step))
        }
        guard n.isFinite, n >= 0, n < Double(a.count), let child = nodes[at].children[step]
        else { continue }
        let k = Int(n)
        if !nodes[child].steps.isEmpty {
          var inner = a[k]
          a[k] = .null
          defer { a[k] = inner }
          try delete(&inner, child, nodes, name: name)
        }
        if nodes[child].deleted { removed.insert(k) }
      }
      if !removed.isEmpty {
        a = a.indices.filter { !removed.contains($0) }.map { a[$0] }
      }
    } else {
      throw EvalError(Message.pathCannotIndex(name, value, with: first))
    }
  }
}
