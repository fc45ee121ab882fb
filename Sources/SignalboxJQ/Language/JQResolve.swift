import SignalboxJSON

/// A call resolved when the program is compiled: a builtin (`JQNatives`) or a definition
/// of the prelude (`JQPrelude`), neither shadowed where the call stands. The evaluator
/// runs it without looking its name up; a call to a name bound in the filter (a `def`, a
/// filter parameter, an import) stays a `.call`, found through `JQEnv`.
final class JQGlobalCall: Sendable {
  enum Target: Sendable {
    case definition(JQFunctionDef)
    case native(JQNative)
  }

  let name: String
  let args: [JQNode]
  let target: Target

  init(name: String, args: [JQNode], target: Target) {
    self.name = name
    self.args = args
    self.target = target
  }

  /// Whether this is the builtin `name/arity` written in Swift.
  func isNative(_ name: String, _ arity: Int) -> Bool {
    guard case .native = target else { return false }
    return self.name == name && args.count == arity
  }
}

/// Rewrites each call of a builtin not shadowed where it stands into `.global`, with the
/// lexical scope of jq: a `def`'s name in its body and after it, its parameters in its body.
/// `select(f)` and `map(f)` of the prelude become their bodies with `f` put in (the same
/// filter: `f` runs in the caller's scope on the same input either way).
struct JQResolver {
  var local: [JQName]
  let definitions: [JQName: JQFunctionDef]

  mutating func resolve(_ n: JQNode) -> JQNode {
    switch n {
    case .identity, .recurseAll, .literal, .format, .breakLabel, .variable: return n
    case .string(let parts, let format):
      return .string(
        parts.map {
          if case .interpolation(let e) = $0 { return .interpolation(resolve(e)) }
          return $0
        }, format: format)
    case .index(let t, let k):
      let (rt, rk) = (resolve(t), resolve(k))
      return JQKeyPath.make(rt, rk) ?? .index(rt, rk)
    case .slice(let t, let from, let to):
      return .slice(resolve(t), from.map { resolve($0) }, to.map { resolve($0) })
    case .iterate(let t): return .iterate(resolve(t))
    case .tryCatch(let b, let h): return .tryCatch(resolve(b), h.map { resolve($0) })
    case .array(let e): return .array(e.map { resolve($0) })
    case .object(let entries):
      return .object(
        entries.map { JQObjectEntry(key: resolve($0.key), value: resolve($0.value)) })
    case .negate(let e): return .negate(resolve(e))
    case .pipe(let a, let b): return .pipe(resolve(a), resolve(b))
    case .comma(let a, let b): return .comma(resolve(a), resolve(b))
    case .arith(let op, let a, let b): return .arith(op, resolve(a), resolve(b))
    case .and(let a, let b): return .and(resolve(a), resolve(b))
    case .or(let a, let b): return .or(resolve(a), resolve(b))
    case .alternative(let a, let b): return .alternative(resolve(a), resolve(b))
    case .assign(let op, let a, let b): return .assign(op, resolve(a), resolve(b))
    case .ifThen(let c, let t, let e): return .ifThen(resolve(c), resolve(t), e.map { resolve($0) })
    case .reduce(let s, let p, let i, let u): return .reduce(resolve(s), p, resolve(i), resolve(u))
    case .foreach(let s, let p, let i, let u, let x):
      return .foreach(resolve(s), p, resolve(i), resolve(u), x.map { resolve($0) })
    case .bind(let s, let ps, let body): return .bind(resolve(s), ps, resolve(body))
    case .label(let name, let body): return .label(name, resolve(body))
    case .define(let def, let body):
      let resolved = JQFunctionDef(name: def.name, params: def.params, body: resolveBody(def))
      local.append(JQName(def.name, def.params.count))
      defer { local.removeLast() }
      return .define(resolved, resolve(body))
    case .call(let name, let args, let position):
      let key = JQName(name, args.count)
      let resolvedArgs = args.map { resolve($0) }
      if local.contains(key) { return .call(name, resolvedArgs, position: position) }
      if let def = definitions[key] {
        if let inlined = JQResolver.inline(def, resolvedArgs) { return inlined }
        return .global(JQGlobalCall(name: name, args: resolvedArgs, target: .definition(def)))
      }
      if let native = JQNatives.table[key] {
        return .global(JQGlobalCall(name: name, args: resolvedArgs, target: .native(native)))
      }
      return .call(name, resolvedArgs, position: position)
    case .global, .keyPath: return n
    }
  }

  /// A definition's body, with its name and parameters in scope.
  mutating func resolveBody(_ def: JQFunctionDef) -> JQNode {
    let saved = local.count
    defer { local.removeSubrange(saved...) }
    local.append(JQName(def.name, def.params.count))
    for p in def.params {
      local.append(JQName(p.hasPrefix("$") ? String(p.dropFirst()) : p, 0))
    }
    return resolve(def.body)
  }

  /// `select(f)` as `if f then . else empty end`, `map(f)` as `[.[] | f]`.
  static func inline(_ def: JQFunctionDef, _ args: [JQNode]) -> JQNode? {
    guard args.count == 1, let empty = JQNatives.table[JQName("empty", 0)] else { return nil }
    switch def.name {
    case "select":
      let none = JQGlobalCall(name: "empty", args: [], target: .native(empty))
      return .ifThen(args[0], .identity, .global(none))
    case "map": return .array(.pipe(.iterate(.identity), args[0]))
    default: return nil
    }
  }

  /// The prelude's definitions with their bodies resolved among themselves (each body runs
  /// where nothing but the builtins is bound).
  static func resolvePrelude(_ defs: [JQName: JQFunctionDef]) {
    for def in defs.values {
      var resolver = JQResolver(local: [], definitions: defs)
      def.body = resolver.resolveBody(def)
    }
  }
}
