import Signalbox
import SignalboxJSON

/// The built-in functions (`len str num …`), one function each; the operator table
/// (`OperatorTable.functions`) names them. Each checks its arguments and throws an
/// `EvalError` naming itself.
enum Builtins {
  static func one(_ name: String, _ args: [JSON]) throws -> JSON {
    guard args.count == 1 else { throw EvalError(Message.functionArity(name)) }
    return args[0]
  }

  static func number(_ name: String, _ args: [JSON]) throws -> Double {
    guard case .number(let n) = try one(name, args) else {
      throw EvalError(Message.functionNeeds(name, "a number", got: args[0]))
    }
    return n
  }

  static func string(_ name: String, _ v: JSON) throws -> String {
    guard case .string(let s) = v else {
      throw EvalError(Message.functionNeeds(name, "a string", got: v))
    }
    return s
  }

  /// A function of one number (`int`, `floor`, `abs` …).
  static func numeric(_ name: String, _ f: @escaping @Sendable (Double) -> Double)
    -> BuiltinFunction
  {
    { args, _ in .number(f(try number(name, args))) }
  }

  /// A function of one string (`upper`, `lower`).
  static func text(_ name: String, _ f: @escaping @Sendable (String) -> String) -> BuiltinFunction {
    { args, _ in .string(f(try string(name, try one(name, args)))) }
  }

  static func len(_ args: [JSON], _ env: Env) throws -> JSON {
    switch try one("len", args) {
    case .string(let s): return .number(Double(s.count))
    case .array(let a): return .number(Double(a.count))
    case .object(let o): return .number(Double(o.count))
    case .null: return .number(0)
    case let v: throw EvalError(Message.functionOf("len", v))
    }
  }

  static func str(_ args: [JSON], _ env: Env) throws -> JSON {
    if case .string = try one("str", args) { return args[0] }
    return .string(JSONWriter.string(args[0]))
  }

  static func num(_ args: [JSON], _ env: Env) throws -> JSON {
    switch try one("num", args) {
    case .number: return args[0]
    case .string(let s):
      if case .success(.number(let n)) = JSON.parse(s) { return .number(n) }
      throw EvalError(Message.cannotParse(args[0]))
    case .bool(let b): return .number(b ? 1 : 0)
    case let v: throw EvalError(Message.functionOf("num", v))
    }
  }

  static func pow(_ args: [JSON], _ env: Env) throws -> JSON {
    guard args.count == 2, case .number(let a) = args[0], case .number(let b) = args[1] else {
      throw EvalError(Message.functionTakes("pow", "two numbers"))
    }
    var result = 1.0
    if b == b.rounded(), Swift.abs(b) < 1024 {
      for _ in 0..<Int(Swift.abs(b)) { result *= a }
      return .number(b < 0 ? 1 / result : result)
    }
    throw EvalError(Message.integralExponent())
  }

  /// `min(…)`, `max(…)`: of the arguments, or of the items of one array argument.
  static func extreme(_ name: String, _ order: String) -> BuiltinFunction {
    { args, _ in
      let items: [JSON]
      if args.count == 1, case .array(let a) = args[0] { items = a } else { items = args }
      guard var best = items.first else { return .null }
      for item in items.dropFirst() {
        if try Operators.compare(order, item, best) { best = item }
      }
      return best
    }
  }

  static func split(_ args: [JSON], _ env: Env) throws -> JSON {
    guard args.count == 2 else {
      throw EvalError(Message.functionTakes("split", "a string and a separator"))
    }
    let s = try string("split", args[0])
    let sep = try string("split", args[1])
    if sep.isEmpty { return .array(s.map { .string(String($0)) }) }
    return .array(
      s.split(separator: sep, omittingEmptySubsequences: false).map { .string(String($0)) })
  }

  static func join(_ args: [JSON], _ env: Env) throws -> JSON {
    guard args.count == 2, case .array(let items) = args[0] else {
      throw EvalError(Message.functionTakes("join", "an array and a separator"))
    }
    let sep = try string("join", args[1])
    return .string(
      items.map { item -> String in
        if case .string(let s) = item { return s }
        if case .null = item { return "" }
        return JSONWriter.string(item)
      }.joined(separator: sep))
  }

  static func contains(_ args: [JSON], _ env: Env) throws -> JSON {
    guard args.count == 2 else {
      throw EvalError(Message.functionTakes("contains", "two arguments"))
    }
    switch (args[0], args[1]) {
    case (.string(let s), .string(let sub)): return .bool(sub.isEmpty || s.contains(sub))
    case (.array(let a), let v): return .bool(a.contains(v))
    case (.object(let o), .string(let key)): return .bool(o[key] != nil)
    default: throw EvalError(Message.functionOf("contains", args[0], args[1]))
    }
  }

  static func keys(_ args: [JSON], _ env: Env) throws -> JSON {
    guard case .object(let o) = try one("keys", args) else {
      throw EvalError(Message.functionOf("keys", args[0]))
    }
    return .array(o.keys.map { .string($0) })
  }

  static func values(_ args: [JSON], _ env: Env) throws -> JSON {
    switch try one("values", args) {
    case .object(let o): return .array(Array(o.values))
    case .array: return args[0]
    case let v: throw EvalError(Message.functionOf("values", v))
    }
  }

  static func type(_ args: [JSON], _ env: Env) throws -> JSON {
    .string(try one("type", args).typeName)
  }

  static func fail(_ args: [JSON], _ env: Env) throws -> JSON {
    let message =
      args.first.map { v -> String in
        if case .string(let s) = v { return s }
        return JSONWriter.string(v)
      } ?? "failed"
    throw EvalError(message)
  }

  static func log(_ args: [JSON], _ env: Env) throws -> JSON {
    env.context.host.log(args, context: LineOwner.current ?? env.context)
    return args.last ?? .null
  }

  static func now(_ args: [JSON], _ env: Env) throws -> JSON {
    .number(env.context.host.scheduler.now)
  }

  static func key(_ args: [JSON], _ env: Env) throws -> JSON {
    guard case .stream(let s) = try one("key", args) else { throw EvalError(Message.notAGroup()) }
    return s.key ?? .null
  }

  static func range(_ args: [JSON], _ env: Env) throws -> JSON {
    guard args.count == 2, case .number(let a) = args[0], case .number(let b) = args[1] else {
      throw EvalError(Message.functionTakes("range", "two numbers"))
    }
    var items: [JSON] = []
    var v = a
    while v < b && items.count < 10_000_000 {
      items.append(.number(v))
      guard v + 1 > v else { throw EvalError(Message.rangeCannotCount(past: v)) }
      v += 1
    }
    return .array(items)
  }
}
