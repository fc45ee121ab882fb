import SignalboxJSON

/// One call's name and arguments, with the checks every builtin makes.
package struct Call {
  let name: String
  let args: [JSON]

  func count(_ n: Int) throws {
    guard args.count == n else {
      throw EvalError(
        Message.argumentCount(name, "\(n) argument\(n == 1 ? "" : "s")", got: args.count))
    }
  }

  func one() throws -> JSON {
    try count(1)
    return args[0]
  }

  func wrongType(_ v: JSON, _ wanted: String, at index: Int = 0) -> EvalError {
    EvalError(
      Message.argumentNeeds(name, wanted, position: args.count > 1 ? index + 1 : nil, got: v))
  }

  func array(_ i: Int, of n: Int? = nil) throws -> [JSON] {
    if let n { try count(n) }
    guard case .array(let a) = args[i] else { throw wrongType(args[i], "an array", at: i) }
    return a
  }

  func string(_ i: Int, of n: Int? = nil) throws -> String {
    if let n { try count(n) }
    guard case .string(let s) = args[i] else { throw wrongType(args[i], "a string", at: i) }
    return s
  }

  func number(_ i: Int, of n: Int? = nil) throws -> Double {
    if let n { try count(n) }
    guard let x = args[i].numberValue else { throw wrongType(args[i], "a number", at: i) }
    return x
  }

  /// A path: a dotted string (`"a.b"`, no dots inside keys), a key, an index or an array of them.
  func path(_ i: Int) throws -> [JSON] {
    switch args[i] {
    case .string(let s):
      return s.split(separator: ".", omittingEmptySubsequences: false).map { .string(String($0)) }
    case .number, .bigInteger: return [args[i].computed]
    case .array(let a): return a
    case let v: throw wrongType(v, "a path (a string such as \"a.b\" or an array)", at: i)
    }
  }
}
