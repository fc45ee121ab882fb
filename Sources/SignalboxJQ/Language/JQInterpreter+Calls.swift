import SignalboxJSON

extension JQRun {
  func enterCall() throws {
    try poll()
    depth += 1
    if depth > JQRun.maxDepth || JQStack.isLow() {
      depth -= 1
      let text = "jq recursion too deep (\(depth) nested calls; the stack is nearly full)"
      throw JQError(kind: .runtime, message: text, value: .string(text), id: .jqTooDeep)
    }
  }

  /// A loop's back-edge or a call: every 4096th asks the context whether the run was
  /// interrupted (`JQContext.isInterrupted`), and ends it with `JQInterrupted` if so.
  @inline(__always)
  func poll() throws {
    steps &+= 1
    if steps & 4095 == 0 { try stopIfInterrupted() }
  }

  /// Throws `JQInterrupted` when the context says the run was interrupted.
  func stopIfInterrupted() throws {
    if context.isInterrupted() { throw JQInterrupted() }
  }

  func call(
    _ name: String, _ args: [JQNode], _ env: JQEnv, _ input: JSON,
    _ emit: (JSON) throws -> Void
  ) throws {
    switch env.callee(name, args.count) {
    case .function(let def, let denv)?: try callDef(def, denv, args, env, input, emit)
    case .closure(let node, let cenv)?:
      try enterCall()
      defer { depth -= 1 }
      try eval(node, cenv, input, emit)
    case nil:
      if let def = program.definitions[JQName(name, args.count)] {
        try callDef(def, program.root, args, env, input, emit)
      } else if let native = JQNatives.table[JQName(name, args.count)] {
        try native.run(self, args, env, input, emit)
      } else {
        throw JQThrown(message: "\(name)/\(args.count) is not defined")
      }
    }
  }

  func callGlobal(
    _ c: JQGlobalCall, _ env: JQEnv, _ input: JSON, _ emit: (JSON) throws -> Void
  ) throws {
    switch c.target {
    case .definition(let def): try callDef(def, program.root, c.args, env, input, emit)
    case .native(let native):
      if let f = native.single, c.args.isEmpty { return try jqSend(emit, try f(input)) }
      try native.run(self, c.args, env, input, emit)
    }
  }

  /// Binds the parameters (a `$x` parameter once per output of its argument, the last
  /// varying slowest) and runs the body where the function was defined.
  func callDef(
    _ def: JQFunctionDef, _ denv: JQEnv, _ args: [JQNode], _ env: JQEnv, _ input: JSON,
    _ emit: (JSON) throws -> Void
  ) throws {
    try enterCall()
    defer { depth -= 1 }
    if def.params.isEmpty { return try eval(def.body, denv, input, emit) }
    try bindParams(def, 0, denv, args, env, input) { try self.eval(def.body, $0, input, emit) }
  }

  /// Calls `body` with `acc` extended by parameters `i...` of `def` (value mode; path mode
  /// binds them so too).
  func bindParams(
    _ def: JQFunctionDef, _ i: Int, _ acc: JQEnv, _ args: [JQNode], _ env: JQEnv,
    _ input: JSON, _ body: (JQEnv) throws -> Void
  ) throws {
    guard i < def.params.count else { return try body(acc) }
    let p = def.params[i]
    if p.hasPrefix("$") {
      let name = String(p.dropFirst())
      try eval(args[i], env, input) { v in
        let bound = JQEnv(
          JQEnv(acc, .closure(name, args[i], env)), .value(name, v))
        try self.bindParams(def, i + 1, bound, args, env, input, body)
      }
    } else {
      try bindParams(
        def, i + 1, JQEnv(acc, .closure(p, args[i], env)), args, env, input, body)
    }
  }

  /// `v as $p ?// $q | body`: each alternative in turn while the previous ones fail;
  /// every variable of every alternative is bound (null where this one does not bind it).
  /// As jq 1.7.1's `DESTRUCTURE_ALT`, an alternative fails on any error raised while it
  /// runs: in the body, downstream of the body's outputs (`limit(1; …)`'s stop, a later
  /// `error`), a `break`, or an error on its way through a `try`.
  func bind(
    _ patterns: [JQBindPattern], _ v: JSON, _ env: JQEnv,
    _ body: (JQEnv, (JSON) throws -> Void) throws -> Void, _ emit: (JSON) throws -> Void
  ) throws {
    try withoutActuallyEscaping(emit) { emit in
      try withoutActuallyEscaping(body) { body in
        try bindEscaping(patterns, v, env, body, emit)
      }
    }
  }

  private func bindEscaping(
    _ patterns: [JQBindPattern], _ v: JSON, _ env: JQEnv,
    _ body: @escaping (JQEnv, @escaping (JSON) throws -> Void) throws -> Void,
    _ emit: @escaping (JSON) throws -> Void
  ) throws {
    if patterns.count == 1 {
      return try destructure(patterns[0], v, env) { try body($0, emit) }
    }
    var base = env
    for name in patterns.flatMap(\.variables) { base = JQEnv(base, .value(name, .null)) }
    for (i, pattern) in patterns.enumerated() {
      if i == patterns.count - 1 {
        return try destructure(pattern, v, base) { try body($0, emit) }
      }
      do {
        return try destructure(pattern, v, base) { try body($0, emit) }
      } catch is JQThrown {
      } catch is JQBreak {
      } catch is JQDownstream {
      }
    }
  }

  func destructure(
    _ pattern: JQBindPattern, _ v: JSON, _ env: JQEnv, _ body: (JQEnv) throws -> Void
  ) throws {
    switch pattern {
    case .variable(let name): try body(JQEnv(env, .value(name, v)))
    case .array(let items):
      if case .array = v {
      } else if case .null = v {
      } else {
        throw JQOps.fail("Cannot index \(v.typeName) with number")
      }
      try destructureItems(items[...], 0, v, env, body)
    case .object(let entries):
      try destructureEntries(entries[...], v, env, body)
    }
  }

  private func destructureItems(
    _ items: ArraySlice<JQBindPattern>, _ i: Int, _ v: JSON, _ env: JQEnv,
    _ body: (JQEnv) throws -> Void
  ) throws {
    guard let first = items.first else { return try body(env) }
    let item = try JQOps.index(v, .number(Double(i)))
    try destructure(first, item, env) {
      try self.destructureItems(items.dropFirst(), i + 1, v, $0, body)
    }
  }

  private func destructureEntries(
    _ entries: ArraySlice<(key: JQNode, variable: String?, pattern: JQBindPattern?)>, _ v: JSON,
    _ env: JQEnv, _ body: (JQEnv) throws -> Void
  ) throws {
    guard let first = entries.first else { return try body(env) }
    try eval(first.key, env, v) { k in
      guard case .string = k else {
        throw JQOps.fail("Cannot index \(v.typeName) with \(k.typeName)")
      }
      if case .object = v {
      } else if case .null = v {
      } else {
        throw JQOps.cannotIndex(v, k)
      }
      let item = try JQOps.index(v, k)
      var e = env
      if let name = first.variable { e = JQEnv(e, .value(name, item)) }
      if let sub = first.pattern {
        try self.destructure(sub, item, e) {
          try self.destructureEntries(entries.dropFirst(), v, $0, body)
        }
      } else {
        try self.destructureEntries(entries.dropFirst(), v, e, body)
      }
    }
  }

  func reduce(
    _ source: JQNode, _ pattern: JQBindPattern, _ initial: JQNode, _ update: JQNode,
    _ env: JQEnv, _ input: JSON, _ emit: (JSON) throws -> Void
  ) throws {
    try eval(initial, env, input) { start in
      var acc = start
      try self.eval(source, env, input) { v in
        try self.destructure(pattern, v, env) { benv in
          try self.update(&acc, update, benv)
        }
      }
      try jqSend(emit, acc)
    }
  }

  /// One step of `reduce`: the accumulator becomes the update's last output (null when it
  /// has none, as jq 1.7.1). `. + $x` and `path op= value` change it in place.
  func update(_ acc: inout JSON, _ update: JQNode, _ env: JQEnv) throws {
    // The update's last output is `acc op r` for the right side's last output `r`: only
    // that one is computed, once the right side has let go of `acc`.
    if case .arith(.add, .identity, let rhs) = update {
      guard let r = try lastOutput(rhs, env, acc) else {
        acc = .null
        return
      }
      return try JQInPlace.add(&acc, r)
    }
    if case .assign(let op, let lhs, let rhs) = update, op != "=", op != "|=" {
      guard let r = try lastOutput(rhs, env, acc) else {
        acc = .null
        return
      }
      // The paths are found first, so that `acc` is changed in place; as jq's `_modify`
      // finds them one by one, an error finding one comes after the updates before it.
      let (paths, stop) = collectPaths(lhs, env, acc)
      for p in paths {
        let new = try assignOp(op, try JQInPlace.get(acc, p), r)
        try JQInPlace.set(&acc, p[...], new)
      }
      if let stop { throw stop }
      return
    }
    if case .call("setpath", let args, _) = update, args.count == 2, isNative("setpath", 2, env) {
      return try setpath(&acc, args, env)
    }
    if case .global(let c) = update, c.isNative("setpath", 2) {
      return try setpath(&acc, c.args, env)
    }
    var last: JSON = .null
    try eval(update, env, acc) { last = $0 }
    acc = last
  }

  /// Whether `name/arity` is the builtin here (no definition of the program's shadows it).
  func isNative(_ name: String, _ arity: Int, _ env: JQEnv) -> Bool {
    env.callee(name, arity) == nil && program.definitions[JQName(name, arity)] == nil
  }

  /// A `reduce` step that is `setpath(P; V)`: the native's combinations in its order (V
  /// slowest), each on the accumulator; a single one changes the accumulator in place, so
  /// `reduce … setpath([$k]; …)` is linear (issue 45).
  private func setpath(_ acc: inout JSON, _ args: [JQNode], _ env: JQEnv) throws {
    var last: JSON? = nil
    var values: [JSON] = []
    try eval(args[1], env, acc) { values.append($0) }
    for value in values {
      var paths: [JSON] = []
      try eval(args[0], env, acc) { paths.append($0) }
      for p in paths {
        guard case .array(let path) = p else {
          throw JQOps.fail("Path must be specified as an array")
        }
        if values.count == 1, paths.count == 1 {
          paths = []
          last = nil
          return try JQInPlace.set(&acc, path[...], value)
        }
        var out = acc
        try JQInPlace.set(&out, path[...], value)
        last = out
      }
    }
    acc = last ?? .null
  }

  func lastOutput(_ n: JQNode, _ env: JQEnv, _ input: JSON) throws -> JSON? {
    var last: JSON? = nil
    try eval(n, env, input) { last = $0 }
    return last
  }
}

extension JSON {
  var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }
}
