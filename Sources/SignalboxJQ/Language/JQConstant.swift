import SignalboxJSON

/// What jq 1.7.1 folds into one constant while it parses (src/parser.y and compile.c), and
/// nothing more: a literal, `true`/`false`/`null`, a string without interpolation (a
/// format before it changes nothing), `$__loc__`, `[]`; the 11 binary operators `+ - * / %
/// == != < > <= >=` (`constant_fold`) on two constants when the operation succeeds (one
/// that fails, `"a" + 1`, `1 / 0`, stays an error of the run); an array of constants
/// joined by commas from the left (`gen_const_array`: `[1, 2, 3]`, `[(1, 2), 3]`, not
/// `[1, (2, 3)]`); an object whose keys are constant strings and whose values are
/// constants (`gen_const_object`: `{a: 1, "b": [2], $__loc__}`). Unary minus, `and`, `or`,
/// `//`, `|`, a variable or a call are never constants. jq checks the constant key of
/// `{(e): v}` (`check_object_key`) and the module metadata on this.
enum JQConstant {
  /// The constant jq makes of the node, or nil when jq compiles code for it.
  static func fold(_ node: JQNode) -> JSON? {
    switch node {
    case .literal(let v): return v
    case .string(let parts, _):
      var text = ""
      for part in parts {
        guard case .text(let s) = part else { return nil }
        text += s
      }
      return .string(text)
    case .array(nil): return .array([])
    case .array(let e?): return elements(e).map { .array($0) }
    case .object(let entries):
      var o = JSONObject()
      for entry in entries {
        guard case .string(let key)? = fold(entry.key), let value = fold(entry.value) else {
          return nil
        }
        o[key] = value
      }
      return .object(o)
    case .arith:
      return arithmetic(node)
    default: return nil
    }
  }

  /// `[a, b, c]`'s elements when each is a constant and only the left side of a comma is
  /// a comma (the left spine is walked without recursion: `[1, 2, …]` may be long).
  private static func elements(_ e: JQNode) -> [JSON]? {
    var reversed: [JSON] = []
    var cur = e
    while case .comma(let a, let b) = cur {
      guard let v = fold(b) else { return nil }
      reversed.append(v)
      cur = a
    }
    guard let first = fold(cur) else { return nil }
    reversed.append(first)
    return reversed.reversed()
  }

  /// A chain of binary operators folded from its innermost left operand out (the left
  /// spine of `1 + 1 + … + 1` is walked without recursion); nil once an operand is not a
  /// constant or an operation fails.
  private static func arithmetic(_ node: JQNode) -> JSON? {
    var steps: [(JQArith, JQNode)] = []
    var cur = node
    while case .arith(let op, let a, let b) = cur {
      steps.append((op, b))
      cur = a
    }
    guard var value = fold(cur) else { return nil }
    for (op, rhs) in steps.reversed() {
      guard let b = fold(rhs), let v = try? JQOps.arith(op, value, b) else { return nil }
      value = v
    }
    return value
  }
}
