import SignalboxJSON

/// jq's `setpath`, `delpaths`, `del`, `pick`, `tostream` and `fromstream` (as values).
extension JQPaths {
  /// `value` with `new` at `path`, made of null where the path leaves it (jq's `setpath`).
  package static func set(_ value: JSON, _ path: ArraySlice<JSON>, _ new: JSON, name: String) throws
    -> JSON
  {
    var out = value
    try set(into: &out, path, new, name: name)
    return out
  }

  /// `setpath` in place: the containers on the path are changed where they are, not copied,
  /// when nothing else holds them (an accumulator's running value, `fromstream`'s value), so
  /// a key set in an object of n keys costs O(1), not O(n). On an error `value` is unchanged.
  package static func set(
    into value: inout JSON, _ path: ArraySlice<JSON>, _ new: JSON, name: String
  )
    throws
  {
    // Each step may add a level; the recursion below takes one call per step.
    guard path.count <= JQLimits.valueDepth else { throw EvalError(Message.valueTooDeep()) }
    guard let step = path.first?.computed else {
      value = new
      return
    }
    let rest = path.dropFirst()
    // No `switch (value, step)`: the tuple would hold a second reference to the container.
    if case .string(let key) = step, case .object(var o) = value {
      value = .null  // `o` is now the only reference
      defer { value = .object(o) }
      var inner = o[key] ?? .null
      o[key] = .null
      defer { o[key] = inner }
      try set(into: &inner, rest, new, name: name)
    } else if case .string(let key) = step, case .null = value {
      var inner = JSON.null
      try set(into: &inner, rest, new, name: name)
      var o = JSONObject()
      o[key] = inner
      value = .object(o)
    } else if case .number(let n) = step, value.isArrayOrNull {
      guard n.isFinite else { throw EvalError(Message.pathCannotIndex(name, value, with: step)) }
      var a: [JSON] = []
      if case .array(let items) = value { a = items }
      var i = n.rounded(.towardZero)
      if i < 0 { i += Double(a.count) }
      guard i >= 0 else { throw EvalError(Message.pathCannotIndex(name, value, with: step)) }
      guard i < Double(JQLimits.arrayLength) else {  // as `range`: the array limit
        throw EvalError(Message.pathCannotIndex(name, value, with: step))
      }
      let k = Int(i)
      guard k < a.count else {
        var inner = JSON.null
        try set(into: &inner, rest, new, name: name)
        value = .null  // `a` is now the only reference
        a.append(contentsOf: repeatElement(.null, count: k - a.count))
        a.append(inner)
        value = .array(a)
        return
      }
      value = .null  // `a` is now the only reference
      defer { value = .array(a) }
      var inner = a[k]
      a[k] = .null
      defer { a[k] = inner }
      try set(into: &inner, rest, new, name: name)
    } else {
      throw EvalError(Message.pathCannotIndex(name, value, with: step))
    }
  }

  /// `path` with each negative index made the index it names in `value`.
  static func resolveNegative(_ value: JSON, _ path: [JSON]) -> [JSON] {
    var current: JSON? = value
    var out: [JSON] = []
    for step in path {
      var step = step
      if case .array(let a)? = current, case .number(let n) = step, n < 0 {
        step = .number(n.rounded(.towardZero) + Double(a.count))
      }
      out.append(step)
      current = current.flatMap { try? get($0, [step], name: "") }
    }
    return out
  }

  /// jq's `tostream`: children before their container; `[path, leaf]` for a leaf (or an
  /// empty array or object), `[path of its last child]` for a non-empty container.
  package static func stream(_ value: JSON) -> [JSON] {
    (try? stream(value, limit: .max, name: "tostream")) ?? []
  }

  /// `stream`, failing with the array limit's error past `limit` events.
  package static func stream(_ value: JSON, limit: Int, name: String) throws -> [JSON] {
    var out: [JSON] = []
    var stack: [(path: [JSON], value: JSON, expanded: Bool)] = [([], value, false)]
    while let (path, v, expanded) = stack.popLast() {
      let kids = children(of: v, at: path)
      guard out.count < limit else { throw EvalError(Message.arrayTooLong(name, limit)) }
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
        try set(into: &current, path[...], e[1], name: name)
      } else {
        done = path.count == 1
      }
      if done { out.append(current) }
    }
    return out
  }
}

extension JSON {
  fileprivate var isArrayOrNull: Bool {
    switch self {
    case .array, .null: return true
    default: return false
    }
  }
}
