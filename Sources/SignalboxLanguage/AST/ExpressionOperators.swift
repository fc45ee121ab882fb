/// A binary operator of expressions, resolved by the parser from its symbol: the compiler
/// and the evaluator switch over these cases (once per compile, or inline per value), never
/// over the symbol's text.
package enum BinaryOperator: String, CaseIterable, Sendable, CustomStringConvertible {
  /// jq's alternative `a // b`: `a` unless it is false or null (or fails).
  case alternative = "//"
  case or = "||"
  case and = "&&"
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  /// `a ?? b`: `a` unless it is null.
  case coalesce = "??"
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"

  /// The operator as the program spells it (`and`/`or` as `&&`/`||`).
  package var symbol: String { rawValue }
  package var description: String { rawValue }

  /// How tightly it binds, loosest first (the parser's levels; the printer's parentheses).
  package var precedence: Int {
    switch self {
    case .alternative: return 0
    case .or: return 1
    case .and: return 2
    case .equal, .notEqual: return 3
    case .less, .lessOrEqual, .greater, .greaterOrEqual: return 4
    case .coalesce: return 5
    case .add, .subtract: return 6
    case .multiply, .divide, .remainder: return 7
    }
  }

  /// `== != < <= > >= && ||`: the result is a truth value.
  package var givesTruth: Bool {
    switch self {
    case .or, .and, .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
      return true
    default: return false
    }
  }

  /// A symbol in a pattern matches its operator: `case .binary("+", …)`.
  package static func ~= (symbol: String, op: BinaryOperator) -> Bool { symbol == op.rawValue }
}

/// A prefix operator of expressions: `-x`, `!x`.
package enum UnaryOperator: String, CaseIterable, Sendable, CustomStringConvertible {
  case negate = "-"
  case not = "!"

  package var symbol: String { rawValue }
  package var description: String { rawValue }

  /// A symbol in a pattern matches its operator: `case .unary("!", …)`.
  package static func ~= (symbol: String, op: UnaryOperator) -> Bool { symbol == op.rawValue }
}

/// The names every stage provides without binding them: the value `x`, its index `i`, the
/// virtual time `t` and the accumulator `acc`. The compiler resolves a name to one of these
/// once, and the expression reads the frame's field directly.
package enum ImplicitName: String, CaseIterable, Sendable {
  case x
  case i
  case acc
  case t
}
