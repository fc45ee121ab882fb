import SignalboxJSON

/// Prints AST back as program text (for `:graph`): normalised spacing, the parentheses the
/// precedence needs, blocks as `{ … }` (their pipelines are drawn separately).
package enum ASTPrinter {
  package static func stage(_ stage: Stage) -> String {
    var text = stage.name
    if let member = stage.member {
      text += member == "range" && stage.name == "seq" ? " range" : "." + member
    }
    if stage.name == "stdin", let mode = stage.mode { text += " " + mode.word + itemsSuffix(stage) }
    if !stage.arguments.isEmpty {
      text += " " + stage.arguments.map(argument).joined(separator: ", ")
    }
    if stage.name == "file", let mode = stage.mode { text += " " + mode.word + itemsSuffix(stage) }
    return text
  }

  /// ` PATH lenient` after `items`.
  private static func itemsSuffix(_ stage: Stage) -> String {
    (stage.itemsPath.map { " " + expr($0) } ?? "") + (stage.itemsLenient ? " lenient" : "")
  }

  static func argument(_ argument: Argument) -> String {
    switch argument {
    case .expr(let e): return expr(e)
    case .block(let b): return block(b)
    }
  }

  static func block(_ block: Block) -> String {
    block.parameter.map { "{ \($0) -> … }" } ?? "{ … }"
  }

  static func expr(_ e: Expr) -> String {
    switch e {
    case .literal(let v, _): return JSONWriter.string(v)
    case .name(let n, _): return n
    case .dollar(let k, _): return "$\(k)"
    case .array(let items, _): return "[" + items.map(expr).joined(separator: ", ") + "]"
    case .object(let entries, _):
      if entries.isEmpty { return "{}" }
      return "{"
        + entries.map { "\(JSONWriter.string(.string($0.key))): \(expr($0.value))" }.joined(
          separator: ", ") + "}"
    case .field(let base, let name, _): return operand(base) + "." + name
    case .index(let base, let index, _): return operand(base) + "[" + expr(index) + "]"
    case .unary(let op, let operand, _): return op.symbol + self.operand(operand)
    case .binary(let op, let l, let r, _):
      let p = op.precedence
      return side(l, parent: p, right: false) + " \(op.symbol) " + side(r, parent: p, right: true)
    case .conditional(let c, let a, let b, _):
      return side(c, parent: 1, right: false) + " ? " + expr(a) + " : " + expr(b)
    case .call(Parser.sliceFunction, let a, _) where a.count == 3:
      func bound(_ e: Expr) -> String {
        if case .literal(.null, _) = e { return "" }
        return expr(e)
      }
      return operand(a[0]) + "[" + bound(a[1]) + ":" + bound(a[2]) + "]"
    case .call(let name, let arguments, _):
      return name + "(" + arguments.map(expr).joined(separator: ", ") + ")"
    case .block(let b): return block(b)
    }
  }

  /// An operand of a postfix or unary operator: anything compound gets parentheses.
  private static func operand(_ e: Expr) -> String {
    switch e {
    case .binary, .conditional, .unary: return "(" + expr(e) + ")"
    default: return expr(e)
    }
  }

  private static func side(_ e: Expr, parent: Int, right: Bool) -> String {
    switch e {
    case .binary(let op, _, _, _):
      let p = op.precedence
      return p < parent || (right && p == parent) ? "(" + expr(e) + ")" : expr(e)
    case .conditional: return "(" + expr(e) + ")"
    default: return expr(e)
    }
  }
}
