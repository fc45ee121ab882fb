import SignalboxJSON

extension Compiler {
  /// The path `expr` reads from the stage value, when it is a chain of field reads and
  /// literal indices (a key, or a whole number from 0) on `x` that is worth the text walk:
  /// two steps or more, or one index (`x.name` alone already reads the text), or any
  /// (`oneKey`) for a reader of its own (`length`).
  func textPath(_ expr: Expr, scope: Scope, oneKey: Bool = false) -> TextPath? {
    var steps: [PathStep] = []
    var general: [@Sendable (JSON) throws -> JSON] = []
    var e = expr
    while true {
      switch e {
      case .field(let base, let name, _):
        let key = FieldKey(name)
        steps.append(.key(key))
        general.append { try Operators.field($0, key) }
        e = base
        continue
      case .index(let base, .literal(.string(let name), _), _):
        steps.append(.key(FieldKey(name)))
        let index = JSON.string(name)
        general.append { try Operators.index($0, index) }
        e = base
        continue
      case .index(let base, .literal(.number(let n), _), _):
        guard n >= 0, n <= 1e9, n == n.rounded(.towardZero) else { return nil }
        steps.append(.index(Int(n)))  // a whole number in 0...1e9
        let index = JSON.number(n)
        general.append { try Operators.index($0, index) }
        e = base
        continue
      default: break
      }
      break
    }
    guard reads(e, plainX: scope), !steps.isEmpty else { return nil }
    if steps.count == 1, case .key = steps[0], !oneKey { return nil }
    return TextPath(steps: steps.reversed(), general: general.reversed())
  }
}

extension Compiler {
  /// `len(x.a.b)`: an array in an input line's kept text counted without reading its items
  /// (`TextPath.count`); any other value read and measured by `len` itself.
  static func length(
    of path: TextPath, else read: @escaping Eval,
    _ function: @escaping BuiltinFunction
  ) -> Eval {
    { frame in
      if let n = path.count(frame.x) { return .number(Double(n)) }
      return try function([try read(frame)], frame.env)
    }
  }

  /// `sum(x.a.b)`: an array of numbers in an input line's kept text summed without building
  /// it (`TextPath.sum`); any other value read and summed by `sum` itself.
  static func sum(
    of path: TextPath, else read: @escaping Eval,
    _ function: @escaping BuiltinFunction
  ) -> Eval {
    { frame in
      if let total = path.sum(frame.x) { return .number(total) }
      return try function([try read(frame)], frame.env)
    }
  }
}
