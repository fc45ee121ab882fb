import SignalboxJSON

/// jq's path builtins as functions of values: a path is an array of keys and indexes.
extension JQBuiltins {
  private static func pathArray(_ call: Call, _ i: Int) throws -> [JSON] {
    guard case .array(let p) = call.args[i] else {
      throw call.wrongType(call.args[i], "a path array", at: i)
    }
    return p
  }

  package static func setpath(_ call: Call) throws -> JSON {
    return try JQPaths.set(call.args[0], try pathArray(call, 1)[...], call.args[2], name: call.name)
  }

  package static func delpaths(_ call: Call) throws -> JSON {
    let paths = try call.array(1)
    return try JQPaths.deleteAll(call.args[0], paths, name: call.name)
  }

  /// `del(V, PATH…)`: each PATH a path array, a key or an index (jq's `del(.a, .[0])`).
  package static func del(_ call: Call) throws -> JSON {
    let paths = try (1..<call.args.count).map { k -> JSON in
      switch call.args[k] {
      case .array: return call.args[k]
      case .string, .number: return .array([call.args[k]])
      case let v: throw call.wrongType(v, "a path (an array, a key or an index)", at: k)
      }
    }
    return try JQPaths.deleteAll(call.args[0], paths, name: call.name)
  }

  /// `pick(V, PATH…)`: only what the paths reach, the rest null (jq 1.7's `pick`).
  package static func pick(_ call: Call) throws -> JSON {
    var out: JSON = .null
    for k in 1..<call.args.count {
      let path: [JSON]
      switch call.args[k] {
      case .array(let p): path = p
      case .string, .number: path = [call.args[k]]
      case let v: throw call.wrongType(v, "a path (an array, a key or an index)", at: k)
      }
      let v = try JQPaths.get(call.args[0], path, name: call.name)
      out = try JQPaths.set(out, path[...], v, name: call.name)
    }
    return out
  }

  package static func tostream(_ call: Call) throws -> JSON {
    .array(try JQPaths.stream(call.args[0], limit: JQLimits.arrayLength, name: call.name))
  }

  package static func fromstream(_ call: Call) throws -> JSON {
    return .array(try JQPaths.unstream(try call.array(0), name: call.name))
  }

  package static func inputFilename(_ call: Call) throws -> JSON {
    // Input comes from `stdin` (no name) or `file "PATH"` (the name is in the program).
    return .null
  }
}
