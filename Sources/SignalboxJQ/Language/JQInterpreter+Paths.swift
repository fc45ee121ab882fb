import SignalboxJSON

/// Path mode: `path(f)` and the left side of assignments run `f` tracking, for each
/// output, where in the input it is (`["a", 0]`) along with the value there.
extension JQRun {
  typealias PathEmit = (JSON, [JSON]) throws -> Void

  /// The paths of `n` on `input`, up to the error that stopped it (returned, not thrown).
  func collectPaths(_ n: JQNode, _ env: JQEnv, _ input: JSON) -> ([[JSON]], (any Error)?) {
    var paths: [[JSON]] = []
    do {
      try evalPath(n, env, input, []) { v, p in paths.append(try JQRun.checked(v, p)) }
    } catch {
      return (paths, error)
    }
    return (paths, nil)
  }

  func evalPath(
    _ n: JQNode, _ env: JQEnv, _ cur: JSON, _ path: [JSON], _ emit: PathEmit
  ) throws {
    switch n {
    case .identity: try jqSend(emit, cur, path)
    case .recurseAll: try recursePaths(cur, path, emit)
    case .index(let t, let k):
      try eval(k, env, cur) { key in  // the key first, as in value mode
        try self.evalPath(t, env, cur, path) { v, p in
          if JQRun.isNotAPath(p) {
            throw JQRun.nearAttempt("access element \(JQOps.short(key)) of", v)
          }
          try jqSend(emit, try JQRun.pathIndex(v, key), p + [key])
        }
      }
    case .keyPath(let p): try evalPath(p.node, env, cur, path, emit)
    case .slice(let t, let from, let to):
      try evalOptional(from, env, cur) { s in
        try self.evalOptional(to, env, cur) { e in
          let key = JSON.object(["start": s, "end": e])
          try self.evalPath(t, env, cur, path) { v, p in
            if JQRun.isNotAPath(p) {
              throw JQRun.nearAttempt("access element \(JQOps.short(key)) of", v)
            }
            try jqSend(emit, try JQRun.pathIndex(v, key), p + [key])
          }
        }
      }
    case .iterate(let t):
      try evalPath(t, env, cur, path) { v, p in
        if JQRun.isNotAPath(p) { throw JQRun.nearAttempt("iterate through", v) }
        switch v {
        case .array(let a):
          for (i, x) in a.enumerated() { try jqSend(emit, x, p + [.number(Double(i))]) }
        case .object(let o):
          for (k, x) in o.entries { try jqSend(emit, x, p + [.string(k.string)]) }
        default: throw JQOps.fail("Cannot iterate over \(JQOps.described(v))")
        }
      }
    case .tryCatch(let body, let handler):
      let id = freshID()
      do {
        try evalPath(body, env, cur, path) { v, p in
          do { try jqSend(emit, v, p) } catch let e as JQThrown {
            throw JQDownstream(inner: e, id: id)
          } catch let b as JQBreak {
            throw JQDownstream(inner: b, id: id)
          }
        }
      } catch let e as JQThrown {
        // The error is a value, not a path: the handler runs in path mode on it, so jq's
        // refusal comes where it is indexed or used as a path (`catch .a`).
        if let handler { try evalPath(handler, env, e.value, JQRun.notAPath, emit) }
      } catch let b as JQBreak where b.id < 0 {
        if let handler { try evalPath(handler, env, JQRun.breakValue(b), JQRun.notAPath, emit) }
      } catch let d as JQDownstream where d.id == id {
        throw d.inner
      }
    case .pipe(let a, let b):
      try evalPath(a, env, cur, path) { v, p in try self.evalPath(b, env, v, p, emit) }
    case .comma(let a, let b):
      try evalPath(a, env, cur, path, emit)
      try evalPath(b, env, cur, path, emit)
    case .ifThen(let c, let t, let e):
      try eval(c, env, cur) { cv in
        if cv.isTruthy {
          try self.evalPath(t, env, cur, path, emit)
        } else if let e {
          try self.evalPath(e, env, cur, path, emit)
        } else {
          try jqSend(emit, cur, path)
        }
      }
    case .alternative(let a, let b):
      var any = false
      try evalPath(a, env, cur, path) { v, p in
        if v.isTruthy {
          any = true
          try jqSend(emit, v, p)
        }
      }
      if !any { try evalPath(b, env, cur, path, emit) }
    case .bind(let source, let patterns, let body):
      try eval(source, env, cur) { v in
        try self.bind(
          patterns, v, env, { benv, _ in try self.evalPath(body, benv, cur, path, emit) }
        ) { _ in }
      }
    case .reduce(let source, let pattern, let initial, let update):
      try evalPath(initial, env, cur, path) { v0, p0 in
        var acc = (v0, p0)
        try self.eval(source, env, cur) { x in
          try self.destructure(pattern, x, env) { benv in
            var last: (JSON, [JSON]) = (.null, [])
            try self.evalPath(update, benv, acc.0, acc.1) { last = ($0, $1) }
            acc = last
          }
        }
        try jqSend(emit, acc.0, acc.1)
      }
    case .label(let name, let body):
      let id = freshLabel()
      do {
        try evalPath(body, JQEnv(env, .label(name, id)), cur, path, emit)
      } catch let b as JQBreak where b.id == id {}
    case .breakLabel: try eval(n, env, cur) { _ in }
    case .define(let def, let body):
      try evalPath(body, JQEnv(env, .function(def)), cur, path, emit)
    case .call(let name, let args, _): try callPath(name, args, env, cur, path, emit)
    case .global(let c): try callGlobalPath(c, env, cur, path, emit)
    // jq 1.7.1 keeps a null literal as a path only where the value there is null.
    case .literal(.null) where cur == .null: try jqSend(emit, .null, path)
    default:
      // Not a path: its values go on marked, and fail where they are used as a path.
      try eval(n, env, cur) { v in try jqSend(emit, v, JQRun.notAPath) }
    }
  }

  /// The path of a value that did not come from a path expression (`map(f)`, `1`).
  static let notAPath: [JSON] = [.string("\u{0}not a path")]

  static func isNotAPath(_ p: [JSON]) -> Bool {
    p.count == 1 && p[0] == notAPath[0]
  }

  /// jq's error for indexing (or iterating) a value that is not at a path.
  static func nearAttempt(_ what: String, _ v: JSON) -> JQThrown {
    JQOps.fail("Invalid path expression near attempt to \(what) \(JQOps.short(v, 30))")
  }

  /// A path expression's result, refused when it is not a path.
  static func checked(_ v: JSON, _ p: [JSON]) throws -> [JSON] {
    if isNotAPath(p) {
      throw JQOps.fail("Invalid path expression with result \(JQOps.short(v, 30))")
    }
    return p
  }

  /// Indexing while tracking paths: jq's `jv_get`, as in value mode (null by a string, a
  /// number or a slice is null, by a boolean, null or array an error: `null | path(.[true])`).
  static func pathIndex(_ v: JSON, _ key: JSON) throws -> JSON {
    try JQOps.index(v, key)
  }

  func recursePaths(_ root: JSON, _ path: [JSON], _ emit: PathEmit) throws {
    if JQRun.isNotAPath(path) && root.isContainer {
      throw JQRun.nearAttempt("iterate through", root)
    }
    var stack = [(root, path)]
    while let (v, p) = stack.popLast() {
      try jqSend(emit, v, p)
      switch v {
      case .array(let a):
        for (i, x) in a.enumerated().reversed() { stack.append((x, p + [.number(Double(i))])) }
      case .object(let o):
        for (k, x) in o.entries.reversed() { stack.append((x, p + [.string(k.string)])) }
      default: break
      }
    }
  }

  func callPath(
    _ name: String, _ args: [JQNode], _ env: JQEnv, _ cur: JSON, _ path: [JSON],
    _ emit: PathEmit
  ) throws {
    switch env.callee(name, args.count) {
    case .function(let def, let denv)?:
      try callDefPath(def, denv, args, env, cur, path, emit)
    case .closure(let node, let cenv)?:
      try enterCall()
      defer { depth -= 1 }
      try evalPath(node, cenv, cur, path, emit)
    case nil:
      if let def = program.definitions[JQName(name, args.count)] {
        try callDefPath(def, program.root, args, env, cur, path, emit)
      } else if let native = JQNatives.table[JQName(name, args.count)] {
        try nativePath(native, args, env, cur, path, emit)
      } else {
        throw JQThrown(message: "\(name)/\(args.count) is not defined")
      }
    }
  }

  func callGlobalPath(
    _ c: JQGlobalCall, _ env: JQEnv, _ cur: JSON, _ path: [JSON], _ emit: PathEmit
  ) throws {
    switch c.target {
    case .definition(let def): try callDefPath(def, program.root, c.args, env, cur, path, emit)
    case .native(let native): try nativePath(native, c.args, env, cur, path, emit)
    }
  }

  private func nativePath(
    _ native: JQNative, _ args: [JQNode], _ env: JQEnv, _ cur: JSON, _ path: [JSON],
    _ emit: PathEmit
  ) throws {
    if let runPath = native.path {
      try runPath(self, args, env, cur, path, emit)
    } else {
      try native.run(self, args, env, cur) { v in try jqSend(emit, v, JQRun.notAPath) }
    }
  }

  private func callDefPath(
    _ def: JQFunctionDef, _ denv: JQEnv, _ args: [JQNode], _ env: JQEnv, _ cur: JSON,
    _ path: [JSON], _ emit: PathEmit
  ) throws {
    // Parameters bound as in value mode (`bindParams`); the body runs in path mode.
    var benvs: [JQEnv] = []
    try bindParams(def, 0, denv, args, env, cur) { benvs.append($0) }
    try enterCall()
    defer { depth -= 1 }
    for benv in benvs { try evalPath(def.body, benv, cur, path, emit) }
  }
}
