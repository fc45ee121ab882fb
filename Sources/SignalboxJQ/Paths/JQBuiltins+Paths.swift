import SignalboxJSON

/// jq's path builtins as functions of values: a path is an array of keys and indexes.
extension JQBuiltins {
  private static func pathArray(_ call: Call, _ i: Int) throws -> [JSON] {
    guard case .array(let p) = call.args[i] else {
      throw call.wrongType(call.args[i], "a path array", at: i)
    }
    return p
  }

  package static func setpath(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "setpath", args: args)
    try call.count(3)
    return try JQPaths.set(args[0], try pathArray(call, 1)[...], args[2], name: call.name)
  }

  package static func delpaths(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "delpaths", args: args)
    let paths = try call.array(1, of: 2)
    return try JQPaths.deleteAll(args[0], paths, name: call.name)
  }

  /// `del(V, PATH…)`: each PATH a path array, a key or an index (jq's `del(.a, .[0])`).
  package static func del(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "del", args: args)
    guard args.count >= 2 else {
      throw EvalError(Message.argumentCount("del", "2 or more arguments", got: args.count))
    }
    let paths = try (1..<args.count).map { k -> JSON in
      switch args[k] {
      case .array: return args[k]
      case .string, .number: return .array([args[k]])
      case let v: throw call.wrongType(v, "a path (an array, a key or an index)", at: k)
      }
    }
    return try JQPaths.deleteAll(args[0], paths, name: call.name)
  }

  /// `pick(V, PATH…)`: only what the paths reach, the rest null (jq 1.7's `pick`).
  package static func pick(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "pick", args: args)
    guard args.count >= 2 else {
      throw EvalError(Message.argumentCount("pick", "2 or more arguments", got: args.count))
    }
    var out: JSON = .null
    for k in 1..<args.count {
      let path: [JSON]
      switch args[k] {
      case .array(let p): path = p
      case .string, .number: path = [args[k]]
      case let v: throw call.wrongType(v, "a path (an array, a key or an index)", at: k)
      }
      let v = try JQPaths.get(args[0], path, name: call.name)
      out = try JQPaths.set(out, path[...], v, name: call.name)
    }
    return out
  }

  package static func tostream(_ args: [JSON]) throws -> JSON {
    .array(JQPaths.stream(try Call(name: "tostream", args: args).one()))
  }

  package static func fromstream(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "fromstream", args: args)
    return .array(try JQPaths.unstream(try call.array(0, of: 1), name: call.name))
  }

  package static func inputFilename(_ args: [JSON]) throws -> JSON {
    // Input comes from `stdin` (no name) or `file "PATH"` (the name is in the program).
    try Call(name: "input_filename", args: args).count(0)
    return .null
  }
}
