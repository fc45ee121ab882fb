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
    case .index(let t, .literal(let key)):
      if case .index = t, case .string(let k) = key, let step = try textStep(t, env, input) {
        switch step {
        case .object(let text, let p): return text.value(of: text.member(k, inObjectAt: p))
        case .value(let v): return try JQOps.index(v, key)
        }
      }
      guard let v = try single(t, env, input) else { return nil }
      return try JQOps.index(v, key)
    case .arith(let op, let l, let r):
      // The right side first, as `eval`: its error is the one raised when both fail.
      guard let rv = try single(r, env, input), let lv = try single(l, env, input) else {
        return nil
      }
      return try JQOps.arith(op, lv, rv)
    case .variable(let name, _): return env.value(name) ?? program.globals[name]
    default: return nil
    }
  }

  /// `{k: v, …}`: the leading entries whose key is a constant string and whose value has
  /// one output (`{id, b: .c.d}`) are set without a callback; the rest as `object` does.
  func objectFast(
    _ entries: [JQObjectEntry], _ env: JQEnv, _ input: JSON, _ emit: (JSON) throws -> Void
  ) throws {
    var built = JSONObject()
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
      built[key] = value
      i += 1
    }
    try object(entries[i...], env, input, built, emit)
  }

  /// Where a path of constant keys from `.` (`.place.geo` in `.place.geo.lat`) stops in
  /// an input kept as its text (`JSONText.member`): at an object in it, or at a value read
  /// from it, the steps after which are `JQOps.index`'s (their errors too). Nil when the
  /// input is not such a text or the node not such a path.
  private func textStep(_ n: JQNode, _ env: JQEnv, _ input: JSON) throws -> TextStep? {
    switch n {
    case .identity:
      guard case .object(let object) = input, case .text(let text) = object.storage,
        text.walksAsJQ
      else { return nil }
      return .object(text, at: 0)
    case .index(let t, .literal(let key)):
      guard case .string(let k) = key, let step = try textStep(t, env, input) else {
        return nil
      }
      switch step {
      case .object(let text, let p):
        switch text.member(k, inObjectAt: p) {
        case .object(let q): return .object(text, at: q)
        case .value(let v): return .value(v)
        }
      case .value(let v): return .value(try JQOps.index(v, key))
      }
    default: return nil
    }
  }

  enum TextStep {
    case object(JSONText, at: Int)
    case value(JSON)
  }
}

extension JSONText {
  /// The value a step stopped at: an object copied out as its own text.
  fileprivate func value(of step: Step) -> JSON {
    switch step {
    case .object(let p): return object(at: p)
    case .value(let v): return v
    }
  }
}
