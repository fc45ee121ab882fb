import SignalboxJSON

/// jq's `setpath`, `delpaths`, `del`, `pick`, `tostream` and `fromstream` (as values).
extension JQPaths {
  /// `value` with `new` at `path`, made of null where the path leaves it (jq's `setpath`).
  package static func set(_ value: JSON, _ path: ArraySlice<JSON>, _ new: JSON, name: String) throws
    -> JSON
  {
    guard let step = path.first?.computed else { return new }
    let rest = path.dropFirst()
    switch (value, step) {
    case (.object(var o), .string(let key)):
      let inner = o[key] ?? .null
      o[key] = .null
      o[key] = try set(inner, rest, new, name: name)
      return .object(o)
    case (.null, .string(let key)):
      var o = JSONObject()
      o[key] = try set(.null, rest, new, name: name)
      return .object(o)
    case (.array, .number(let n)), (.null, .number(let n)):
      var a: [JSON] = []
      if case .array(let items) = value { a = items }
      guard n.isFinite else { throw EvalError(Message.pathCannotIndex(name, value, with: step)) }
      var i = n.rounded(.down)
      if i < 0 { i += Double(a.count) }
      guard i >= 0 else { throw EvalError(Message.pathCannotIndex(name, value, with: step)) }
      guard i < Double(JQLimits.arrayLength) else {  // as `range`: the array limit
        throw EvalError(Message.pathCannotIndex(name, value, with: step))
      }
      let k = Int(i)
      while a.count <= k { a.append(.null) }
      a[k] = try set(a[k], rest, new, name: name)
      return .array(a)
    default:
      throw EvalError(Message.pathCannotIndex(name, value, with: step))
    }
  }

  /// `value` without what `path` names (nothing changes where it names nothing).
  package static func delete(_ value: JSON, _ path: ArraySlice<JSON>, name: String) throws -> JSON {
    guard let step = path.first?.computed else { return .null }
    let rest = path.dropFirst()
    switch (value, step) {
    case (.null, _): return .null
    case (.object(var o), .string(let key)):
      guard let inner = o[key] else { return value }
      if rest.isEmpty {
        var entries = o.entries
        entries.removeValue(forKey: JSONKey(key))
        return .object(JSONObject(entries))
      }
      o[key] = try delete(inner, rest, name: name)
      return .object(o)
    case (.array(var a), .number(let n)):
      guard n.isFinite else { return value }
      var i = n.rounded(.down)
      if i < 0 { i += Double(a.count) }
      guard i >= 0, i < Double(a.count) else { return value }
      let k = Int(i)
      if rest.isEmpty {
        a.remove(at: k)
      } else {
        a[k] = try delete(a[k], rest, name: name)
      }
      return .array(a)
    default:
      throw EvalError(Message.pathCannotIndex(name, value, with: step))
    }
  }

  /// jq's `delpaths`: the paths deleted longest-last-first (sorted, then from the end).
  package static func deleteAll(_ value: JSON, _ paths: [JSON], name: String) throws -> JSON {
    // Negative indexes count from the end of the value as it was, as in jq, so that
    // deleting several paths of one array deletes what each named at first.
    var resolved: [JSON] = []
    for path in paths {
      guard case .array(let p) = path else {
        throw EvalError(Message.argumentNeeds(name, "an array of paths", position: 2, got: path))
      }
      resolved.append(.array(resolveNegative(value, p)))
    }
    var out = value
    for path in JQOrder.sorted(resolved, by: { $0 }).reversed() {
      guard case .array(let p) = path else { continue }
      out = try delete(out, p[...], name: name)
    }
    return out
  }

  /// `path` with each negative index made the index it names in `value`.
  private static func resolveNegative(_ value: JSON, _ path: [JSON]) -> [JSON] {
    var current: JSON? = value
    var out: [JSON] = []
    for step in path {
      var step = step
      if case .array(let a)? = current, case .number(let n) = step, n < 0 {
        step = .number(n.rounded(.down) + Double(a.count))
      }
      out.append(step)
      current = current.flatMap { try? get($0, [step], name: "") }
    }
    return out
  }

  /// jq's `tostream`: children before their container; `[path, leaf]` for a leaf (or an
  /// empty array or object), `[path of its last child]` for a non-empty container.
  package static func stream(_ value: JSON) -> [JSON] {
    var out: [JSON] = []
    var stack: [(path: [JSON], value: JSON, expanded: Bool)] = [([], value, false)]
    while let (path, v, expanded) = stack.popLast() {
      let kids = children(of: v, at: path)
      guard let lastKid = kids.last else {
        out.append(.array([.array(path), v]))
        continue
      }
      if expanded {
        out.append(.array([.array(lastKid.path)]))
        continue
      }
      stack.append((path, v, true))
      for kid in kids.reversed() { stack.append((kid.path, kid.value, false)) }
    }
    return out
  }

  /// jq's `fromstream`: the values a list of `tostream` events describes.
  package static func unstream(_ events: [JSON], name: String) throws -> [JSON] {
    var out: [JSON] = []
    var current: JSON = .null
    var done = false
    for event in events {
      if done { (current, done) = (.null, false) }
      guard case .array(let e) = event, e.count == 1 || e.count == 2,
        case .array(let path) = e[0]
      else {
        throw EvalError(
          Message.argumentNeeds(name, "an array of stream events", position: nil, got: event))
      }
      if e.count == 2 {
        done = path.isEmpty
        current = try set(current, path[...], e[1], name: name)
      } else {
        done = path.count == 1
      }
      if done { out.append(current) }
    }
    return out
  }
}
