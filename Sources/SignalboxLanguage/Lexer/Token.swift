/// A token and where it is.
package struct Token: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    case identifier(String)
    case number(Double)
    /// An integer of 16 digits or more: its digits (`BigInteger`).
    case bigInteger(String)
    case string(String)
    case dollar(Int)
    /// jq's `$name` (`--arg` names, `$ENV`, `$ARGS`).
    case variable(String)
    case symbol(String)
    case newline
    case end
    case invalid(String)
  }
  package var kind: Kind
  package var offset: Int
  var end: Int

  var isStatementEnd: Bool {
    switch kind {
    case .newline, .end: return true
    case .symbol(let s): return s == ";"
    default: return false
    }
  }

  /// Whether an expression can end with this token (a name, a literal, a closing bracket).
  var endsOperand: Bool {
    switch kind {
    case .identifier, .number, .bigInteger, .string, .dollar, .variable: return true
    case .symbol(let s): return s == ")" || s == "]" || s == "}"
    default: return false
    }
  }

  /// How the token reads in a message.
  var display: String {
    switch kind {
    case .identifier(let s): return "'\(s)'"
    case .number, .bigInteger: return "a number"
    case .string: return "a string"
    case .dollar(let n): return "'$\(n)'"
    case .variable(let name): return "'$\(name)'"
    case .symbol(let s): return "'\(s)'"
    case .newline: return "end of line"
    case .end: return "end of input"
    case .invalid(let s): return s
    }
  }
}
