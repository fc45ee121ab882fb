import SignalboxJSON

/// What a numeric expression reads, unboxed: the stage value `x` (a number), the
/// accumulator `acc` (a number, where the stage has one) and the index `i`.
struct Numbers {
  var x: Double
  var acc: Double
  var i: Int
}

/// A numeric expression could not decide: an operation whose answer is an error (`x % 0`,
/// `x / 0`). The caller evaluates the expression the general way, which fails with the
/// message and position the language gives.
struct NumericMiss: Error {}

/// An expression over unboxed numbers with a number result (`x * 2`, `acc + x`).
typealias NumberEval = @Sendable (Numbers) throws(NumericMiss) -> Double
/// An expression over unboxed numbers with a truth result (`x % 3 == 0`, `x > 1 && x < 9`).
typealias TruthEval = @Sendable (Numbers) throws(NumericMiss) -> Bool

/// Compiles the expressions that only compute with numbers to closures over unboxed
/// doubles: no `JSON` value, frame or operator name is looked at per evaluation. An
/// expression qualifies when it is built from number literals, `true`/`false`, the names
/// this stage provides as numbers (`x`, `i`, and `acc` where the stage has a number
/// accumulator; not shadowed by a block parameter), `+ - * / %`, unary `-` and `!`,
/// comparisons, `== !=` of numbers, `&& ||` and `c ? a : b`. Each closure computes exactly
/// what the general evaluator computes for numbers (the same `Double` operations, and
/// `Operators.remainderOfNonZero` for `%`); where the general evaluator would fail it
/// throws `NumericMiss` and the caller asks the general evaluator for the error.
/// `NumericExpressionTests` holds the two to each other on generated expressions.
struct NumericCompiler {
  /// Which of `x`, `acc` and `i` the stage provides as numbers.
  var readsX = true
  var readsAcc = false
  var readsIndex = true
  /// Enclosing block parameters: a parameter named `x` (or `acc`, `i`) shadows the stage's.
  var parameters: [String] = []

  /// `expr` as a number-valued closure, or nil when it is not a number expression.
  func number(_ expr: Expr) -> NumberEval? {
    switch expr {
    case .literal(.number(let c), _):
      return { _ throws(NumericMiss) in c }
    case .name(let name, _):
      guard !parameters.contains(name) else { return nil }
      switch ImplicitName(rawValue: name) {
      case .x where readsX: return { n throws(NumericMiss) in n.x }
      case .acc where readsAcc: return { n throws(NumericMiss) in n.acc }
      case .i where readsIndex: return { n throws(NumericMiss) in Double(n.i) }
      default: return nil
      }
    case .unary(.negate, let operand, _):
      guard let e = number(operand) else { return nil }
      return { n throws(NumericMiss) in -(try e(n)) }
    case .binary(let op, let lhs, let rhs, _):
      return arithmetic(op, lhs, rhs)
    case .conditional(let c, let a, let b, _):
      guard let ce = truth(c), let ae = number(a), let be = number(b) else { return nil }
      return { n throws(NumericMiss) in try ce(n) ? try ae(n) : try be(n) }
    default:
      return nil
    }
  }

  /// `expr` as a truth-valued closure: a comparison or logic over numbers, a boolean
  /// literal, or a number expression (always true, as every number is: jq's truthiness).
  func truth(_ expr: Expr) -> TruthEval? {
    switch expr {
    case .literal(.bool(let b), _):
      return { _ throws(NumericMiss) in b }
    case .unary(.not, let operand, _):
      guard let e = truth(operand) else { return nil }
      return { n throws(NumericMiss) in !(try e(n)) }
    case .binary(let op, let lhs, let rhs, _):
      switch op {
      case .and, .or:
        guard let l = truth(lhs), let r = truth(rhs) else { return nil }
        if op == .and { return { n throws(NumericMiss) in try l(n) ? try r(n) : false } }
        return { n throws(NumericMiss) in try l(n) ? true : try r(n) }
      case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
        return comparison(op, lhs, rhs)
      default:
        break
      }
    default:
      break
    }
    // A number is truthy; evaluating it still fails where the general path fails.
    guard let e = number(expr) else { return nil }
    return { n throws(NumericMiss) in
      _ = try e(n)
      return true
    }
  }

  /// Whether `expr` gives a truth value (not a number) when it qualifies: a `map` of it
  /// sends booleans.
  static func isTruthValued(_ expr: Expr) -> Bool {
    switch expr {
    case .literal(.bool, _), .unary(.not, _, _): return true
    case .binary(let op, _, _, _): return op.givesTruth
    default: return false
    }
  }

  private func comparison(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr) -> TruthEval? {
    guard let l = number(lhs) else { return nil }
    if case .literal(.number(let c), _) = rhs {
      switch op {
      case .equal: return { n throws(NumericMiss) in try l(n) == c }
      case .notEqual: return { n throws(NumericMiss) in try l(n) != c }
      case .less: return { n throws(NumericMiss) in try l(n) < c }
      case .lessOrEqual: return { n throws(NumericMiss) in try l(n) <= c }
      case .greater: return { n throws(NumericMiss) in try l(n) > c }
      default: return { n throws(NumericMiss) in try l(n) >= c }
      }
    }
    guard let r = number(rhs) else { return nil }
    switch op {
    case .equal: return { n throws(NumericMiss) in try l(n) == (try r(n)) }
    case .notEqual: return { n throws(NumericMiss) in try l(n) != (try r(n)) }
    case .less: return { n throws(NumericMiss) in try l(n) < (try r(n)) }
    case .lessOrEqual: return { n throws(NumericMiss) in try l(n) <= (try r(n)) }
    case .greater: return { n throws(NumericMiss) in try l(n) > (try r(n)) }
    default: return { n throws(NumericMiss) in try l(n) >= (try r(n)) }
    }
  }

  private func arithmetic(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr) -> NumberEval? {
    guard [.add, .subtract, .multiply, .divide, .remainder].contains(op), let l = number(lhs)
    else { return nil }
    // The common shapes read their operands in place: `x * 2`, `acc + x`.
    if case .literal(.number(let c), _) = rhs {
      if isPlain(.x, lhs), readsX { return xWithConstant(op, c) }
      switch op {
      case .add: return { n throws(NumericMiss) in try l(n) + c }
      case .subtract: return { n throws(NumericMiss) in try l(n) - c }
      case .multiply: return { n throws(NumericMiss) in try l(n) * c }
      case .divide:
        if c == 0 { return { _ throws(NumericMiss) in throw NumericMiss() } }
        return { n throws(NumericMiss) in try l(n) / c }
      default:
        if c == 0 { return { _ throws(NumericMiss) in throw NumericMiss() } }
        return { n throws(NumericMiss) in Operators.remainderOfNonZero(try l(n), c) }
      }
    }
    if isPlain(.acc, lhs), isPlain(.x, rhs), readsAcc, readsX {
      switch op {
      case .add: return { n throws(NumericMiss) in n.acc + n.x }
      case .subtract: return { n throws(NumericMiss) in n.acc - n.x }
      case .multiply: return { n throws(NumericMiss) in n.acc * n.x }
      default: break
      }
    }
    guard let r = number(rhs) else { return nil }
    switch op {
    case .add: return { n throws(NumericMiss) in try l(n) + (try r(n)) }
    case .subtract: return { n throws(NumericMiss) in try l(n) - (try r(n)) }
    case .multiply: return { n throws(NumericMiss) in try l(n) * (try r(n)) }
    case .divide:
      return { n throws(NumericMiss) in
        let (a, b) = (try l(n), try r(n))
        if b == 0 { throw NumericMiss() }
        return a / b
      }
    default:
      return { n throws(NumericMiss) in
        let (a, b) = (try l(n), try r(n))
        if b == 0 { throw NumericMiss() }
        return Operators.remainderOfNonZero(a, b)
      }
    }
  }

  private func xWithConstant(_ op: BinaryOperator, _ c: Double) -> NumberEval {
    switch op {
    case .add: return { n throws(NumericMiss) in n.x + c }
    case .subtract: return { n throws(NumericMiss) in n.x - c }
    case .multiply: return { n throws(NumericMiss) in n.x * c }
    case .divide:
      if c == 0 { return { _ throws(NumericMiss) in throw NumericMiss() } }
      return { n throws(NumericMiss) in n.x / c }
    default:
      if c == 0 { return { _ throws(NumericMiss) in throw NumericMiss() } }
      return { n throws(NumericMiss) in Operators.remainderOfNonZero(n.x, c) }
    }
  }

  /// Whether `expr` is the stage's own `name` (not a block parameter of that name).
  private func isPlain(_ name: ImplicitName, _ expr: Expr) -> Bool {
    if case .name(let n, _) = expr { return n == name.rawValue && !parameters.contains(n) }
    return false
  }
}
