import SignalboxJSON

/// Paths into values, as jq's `paths` and `getpath` see them: a path is an array of object
/// keys (strings) and array indexes (numbers).
package enum JQPaths {
  /// Every path in `value` except the empty one, parents before children, in document
  /// order. Iterative, so a value nested as deeply as values may be costs no stack.
  package static func all(_ value: JSON) -> [[JSON]] {
    (try? all(value, limit: .max, name: "paths")) ?? []
  }

  /// `all`, failing with the array limit's error once there are more than `limit` paths.
  package static func all(_ value: JSON, limit: Int, name: String) throws -> [[JSON]] {
    var out: [[JSON]] = []
    // Children are pushed in reverse so that they pop in document order.
    var stack: [(path: [JSON], value: JSON)] = children(of: value, at: []).reversed()
    while let (path, v) = stack.popLast() {
      guard out.count < limit else { throw EvalError(Message.arrayTooLong(name, limit)) }
      out.append(path)
      stack.append(contentsOf: children(of: v, at: path).reversed())
    }
    return out
  }

  package static func children(of value: JSON, at path: [JSON]) -> [(path: [JSON], value: JSON)] {
    switch value {
    case .array(let a):
      return a.enumerated().map { (path + [.number(Double($0.offset))], $0.element) }
    case .object(let o): return o.map { (path + [.string($0.key)], $0.value) }
    default: return []
    }
  }

  /// The value at `path`, `null` where the path leaves the value; an error where it asks
  /// for a key of an array, an index of an object or either of a scalar (as in jq).
  package static func get(_ value: JSON, _ path: [JSON], name: String) throws -> JSON {
    var current = value
    for step in path {
      switch (current, step.computed) {
      case (.null, .string), (.null, .number): return .null
      case (.object(let o), .string(let key)): current = o[key] ?? .null
      case (.array(let a), .number(let n)):
        // Any index, however large, NaN or fractional, is checked before it becomes an Int.
        guard n.isFinite else { return .null }
        let i = n < 0 ? n.rounded(.towardZero) + Double(a.count) : n.rounded(.down)
        guard i >= 0, i < Double(a.count) else { return .null }
        current = a[Int(i)]
      default:
        throw EvalError(Message.pathCannotIndex(name, current, with: step))
      }
    }
    return current
  }
}
