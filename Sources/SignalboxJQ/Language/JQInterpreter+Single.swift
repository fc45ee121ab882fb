import SignalboxJSON

extension JQRun {
  /// The one output of a node that has exactly one, computed without a callback: `.`, a
  /// literal, a `$variable`, a path of constant keys (`.a.b`, `.[0]`), arithmetic and
  /// comparisons of those. Nil for any other node: the caller evaluates it as usual (what
  /// this computed has no effect, so computing it again is only time). Errors are `eval`'s.
  func single(_ n: JQNode, _ env: JQEnv, _ input: JSON) throws -> JSON? {
    switch n {
    case .identity: return input
    case .literal(let v): return v
    case .keyPath(let p): return try value(p, input)
    case .index(let t, .literal(let key)):
      guard let v = try single(t, env, input) else { return nil }
      return try JQOps.index(v, key)
    case .arith(let op, let l, let r):
      // The right side first, as `eval`: its error is the one raised when both fail.
      guard let rv = try single(r, env, input), let lv = try single(l, env, input) else {
        return nil
      }
      return try JQOps.arith(op, lv, rv)
    case .variable(let name, _): return env.value(name) ?? program.globals[name]
    case .alternative(let a, let b):
      guard let v = try single(a, env, input) else { return nil }
      return v.isTruthy ? v : try single(b, env, input)
    case .global(let c):
      guard c.args.isEmpty, case .native(let native) = c.target, let f = native.single else {
        return nil
      }
      return try f(input)
    default: return nil
    }
  }

  /// The outputs of `e` appended to `items` (`[…]`), the leaves of `a, b, …` that have one
  /// output (`single`) without a callback. `held` is what `items` holds so far
  /// (`JQBudget`).
  func collect(
    _ e: JQNode, _ env: JQEnv, _ input: JSON, _ items: inout [JSON], _ held: inout Int
  ) throws {
    switch e {
    case .comma(let a, let b):
      try collect(a, env, input, &items, &held)
      return try collect(b, env, input, &items, &held)
    case .pipe(.iterate(let t), let f):
      if try collectEach(t, f, nil, env, input, &items, &held) { return }
    case .index(.iterate(let t), .literal(let key)):
      if try collectEach(t, nil, key, env, input, &items, &held) { return }
    default: break
    }
    if let v = try single(e, env, input) { return try append(v, &items, &held) }
    try eval(e, env, input) { try self.append($0, &items, &held) }
  }

  /// `[t[] | f]` (`map(f)`) and `[t[].k]`, when `t` has one output that is an array: each
  /// element's outputs appended without a callback per element. On an input kept as its
  /// text, an array at a key path (`.items[]`) is read where its elements stand: a key
  /// path `f` is walked from each element, `length` of a string counted in its text, and
  /// anything else reads the element first (`JSONText.value(at:)`). False, having done
  /// nothing, for any other `t` or value (the caller evaluates the node as usual: the same
  /// outputs and errors, in the same order).
  private func collectEach(
    _ t: JQNode, _ f: JQNode?, _ key: JSON?, _ env: JQEnv, _ input: JSON,
    _ items: inout [JSON], _ held: inout Int
  ) throws -> Bool {
    if case .keyPath(let p) = t, p.steps.count == p.keys.count,
      case .object(let object) = input, case .text(let text) = object.storage, text.walksAsJQ
    {
      let (taken, at) = text.walk(p.steps)
      guard taken == p.steps.count, let at, text.byte(at: at) == UInt8(ascii: "[") else {
        return false
      }
      let counts: Bool
      if case .global(let c) = f, c.args.isEmpty, c.name == "length", case .native = c.target {
        counts = true
      } else {
        counts = false
      }
      var field: [PathStep]? = nil
      if case .string(let k) = key { field = [.key(FieldKey(k))] }
      try text.forEachElement(ofArrayAt: at) { q in
        if counts, let n = text.stringLength(at: q) {
          return try append(.number(Double(n)), &items, &held)
        }
        if case .keyPath(let kp) = f, kp.steps.count == kp.keys.count,
          text.byte(at: q) == UInt8(ascii: "{")
        {
          let (taken, end) = text.walk(kp.steps, from: q)
          var v = end.map { text.value(at: $0) } ?? .null
          for i in taken..<kp.keys.count { v = try JQOps.index(v, kp.keys[i]) }
          return try append(v, &items, &held)
        }
        if let field, text.byte(at: q) == UInt8(ascii: "{") {
          let (_, end) = text.walk(field, from: q)
          return try append(end.map { text.value(at: $0) } ?? .null, &items, &held)
        }
        try collectOne(text.value(at: q), f, key, env, &items, &held)
      }
      return true
    }
    guard let v = try single(t, env, input), case .array(let elements) = v else { return false }
    for x in elements { try collectOne(x, f, key, env, &items, &held) }
    return true
  }

  /// The outputs of `f` (or of `.[key]`) on one element, appended (`collectEach`).
  private func collectOne(
    _ x: JSON, _ f: JQNode?, _ key: JSON?, _ env: JQEnv, _ items: inout [JSON],
    _ held: inout Int
  ) throws {
    if let key { return try append(try JQOps.index(x, key), &items, &held) }
    guard let f else { return try append(x, &items, &held) }
    if let v = try single(f, env, x) { return try append(v, &items, &held) }
    try eval(f, env, x) { try self.append($0, &items, &held) }
  }

  func append(_ value: JSON, _ items: inout [JSON], _ held: inout Int) throws {
    held += JQBudget.weight(value, footprints)
    try JQBudget.check("[…]", count: held)
    items.append(value)
  }

  /// `{k: v, …}`: the leading entries whose key is a constant string and whose value has
  /// one output (`{id, b: .c.d}`) are set without a callback; the rest as `object` does.
  func objectFast(
    _ entries: [JQObjectEntry], _ env: JQEnv, _ input: JSON, _ emit: (JSON) throws -> Void
  ) throws {
    var keys = ContiguousArray<JSONKey>()
    var values = ContiguousArray<JSON>()
    keys.reserveCapacity(entries.count)
    values.reserveCapacity(entries.count)
    var unique = true
    var i = 0
    while i < entries.count, case .literal(.string(let key)) = entries[i].key {
      let value: JSON
      if case .index(.identity, .variable(JQObjectEntry.keyVariable, _)) = entries[i].value {
        value = try JQOps.index(input, .string(key))
      } else if let v = try single(entries[i].value, env, input) {
        value = v
      } else {
        break
      }
      let k = JSONKey(key)
      if unique && keys.contains(k) { unique = false }
      keys.append(k)
      values.append(value)
      i += 1
    }
    var built: JSONObject
    if unique {
      built = JSONObject(uncheckedUniqueKeys: keys, values: values)
    } else {
      // A key given twice keeps its first place and its last value, as `object` sets it.
      built = JSONObject()
      for (k, v) in zip(keys, values) { built[k.string] = v }
    }
    if i == entries.count { return try jqSend(emit, .object(built)) }
    try object(entries[i...], env, input, built, emit)
  }
}
