import SignalboxJSON

/// One call's name and arguments, as the dispatcher (`JQFunction`) hands them to a body once
/// their count is checked, with readers that check an argument's type.
package struct Call {
  package let name: String
  package let args: [JSON]

  package init(name: String, args: [JSON]) {
    self.name = name
    self.args = args
  }

  /// The same function with other arguments (`match(S, [RE, FLAGS])` unpacked).
  package func with(_ args: [JSON]) -> Call { Call(name: name, args: args) }

  package func wrongType(_ v: JSON, _ wanted: String, at index: Int = 0) -> EvalError {
    EvalError(
      Message.argumentNeeds(name, wanted, position: args.count > 1 ? index + 1 : nil, got: v))
  }

  package func array(_ i: Int) throws -> [JSON] {
    guard case .array(let a) = args[i] else { throw wrongType(args[i], "an array", at: i) }
    return a
  }

  package func string(_ i: Int) throws -> String {
    guard case .string(let s) = args[i] else { throw wrongType(args[i], "a string", at: i) }
    return s
  }

  package func number(_ i: Int) throws -> Double {
    guard let x = args[i].numberValue else { throw wrongType(args[i], "a number", at: i) }
    return x
  }

  /// A path: a dotted string (`"a.b"`, no dots inside keys), a key, an index or an array of them.
  package func path(_ i: Int) throws -> [JSON] {
    switch args[i] {
    case .string(let s):
      return s.split(separator: ".", omittingEmptySubsequences: false).map { .string(String($0)) }
    case .number, .bigInteger: return [args[i].computed]
    case .array(let a): return a
    case let v: throw wrongType(v, "a path (a string such as \"a.b\" or an array)", at: i)
    }
  }
}
