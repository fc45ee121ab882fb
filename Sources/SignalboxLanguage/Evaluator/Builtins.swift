import Signalbox

/// The built-in functions (`len str num …`). Each checks its arguments and throws an
/// `EvalError` naming itself.
enum Builtins {
  static let names: [String] = [
    "len", "str", "num", "int", "floor", "ceil", "round", "abs", "min", "max", "upper", "lower", "split", "join",
    "contains", "keys", "values", "type", "fail", "log", "now", "key", "sqrt", "pow", "range",
  ] + JQBuiltins.names

  static func call(_ name: String, _ args: [JSON], env: Env) throws -> JSON {
    func one() throws -> JSON {
      guard args.count == 1 else { throw EvalError("\(name)() takes 1 argument") }
      return args[0]
    }
    func number() throws -> Double {
      guard case .number(let n) = try one() else { throw EvalError("\(name)() needs a number, got \(Operators.describe(args[0]))") }
      return n
    }
    func string(_ v: JSON) throws -> String {
      guard case .string(let s) = v else { throw EvalError("\(name)() needs a string, got \(Operators.describe(v))") }
      return s
    }
    switch name {
    case "len":
      switch try one() {
      case .string(let s): return .number(Double(s.count))
      case .array(let a): return .number(Double(a.count))
      case .object(let o): return .number(Double(o.count))
      case .null: return .number(0)
      case let v: throw EvalError("len() of \(Operators.describe(v))")
      }
    case "str":
      if case .string = try one() { return args[0] }
      return .string(JSONWriter.string(args[0]))
    case "num":
      switch try one() {
      case .number: return args[0]
      case .string(let s):
        if case .success(.number(let n)) = JSON.parse(s) { return .number(n) }
        throw EvalError("num() cannot parse \(Operators.describe(args[0]))")
      case .bool(let b): return .number(b ? 1 : 0)
      case let v: throw EvalError("num() of \(Operators.describe(v))")
      }
    case "int": return .number(try number().rounded(.towardZero))
    case "floor": return .number(try number().rounded(.down))
    case "ceil": return .number(try number().rounded(.up))
    case "round": return .number(try number().rounded(.toNearestOrAwayFromZero))
    case "abs": return .number(abs(try number()))
    case "sqrt": return .number(try number().squareRoot())
    case "pow":
      guard args.count == 2, case .number(let a) = args[0], case .number(let b) = args[1] else {
        throw EvalError("pow() takes two numbers")
      }
      var result = 1.0
      if b == b.rounded(), abs(b) < 1024 {
        for _ in 0..<Int(abs(b)) { result *= a }
        return .number(b < 0 ? 1 / result : result)
      }
      throw EvalError("pow() needs an integral exponent")
    case "min", "max":
      let items: [JSON]
      if args.count == 1, case .array(let a) = args[0] { items = a } else { items = args }
      guard var best = items.first else { return .null }
      for item in items.dropFirst() {
        let better = try Operators.compare(name == "min" ? "<" : ">", item, best)
        if better { best = item }
      }
      return best
    case "upper": return .string(try string(try one()).uppercased())
    case "lower": return .string(try string(try one()).lowercased())
    case "split":
      guard args.count == 2 else { throw EvalError("split() takes a string and a separator") }
      let s = try string(args[0])
      let sep = try string(args[1])
      if sep.isEmpty { return .array(s.map { .string(String($0)) }) }
      return .array(s.split(separator: sep, omittingEmptySubsequences: false).map { .string(String($0)) })
    case "join":
      guard args.count == 2, case .array(let items) = args[0] else { throw EvalError("join() takes an array and a separator") }
      let sep = try string(args[1])
      return .string(items.map { item -> String in
        if case .string(let s) = item { return s }
        if case .null = item { return "" }
        return JSONWriter.string(item)
      }.joined(separator: sep))
    case "contains":
      guard args.count == 2 else { throw EvalError("contains() takes two arguments") }
      switch (args[0], args[1]) {
      case (.string(let s), .string(let sub)): return .bool(sub.isEmpty || s.contains(sub))
      case (.array(let a), let v): return .bool(a.contains(v))
      case (.object(let o), .string(let key)): return .bool(o[key] != nil)
      default: throw EvalError("contains() of \(Operators.describe(args[0])) and \(Operators.describe(args[1]))")
      }
    case "keys":
      guard case .object(let o) = try one() else { throw EvalError("keys() of \(Operators.describe(args[0]))") }
      return .array(o.keys.map { .string($0) })
    case "values":
      switch try one() {
      case .object(let o): return .array(Array(o.values))
      case .array: return args[0]
      case let v: throw EvalError("values() of \(Operators.describe(v))")
      }
    case "type": return .string(try one().typeName)
    case "fail":
      let message = args.first.map { v -> String in
        if case .string(let s) = v { return s }
        return JSONWriter.string(v)
      } ?? "failed"
      throw EvalError(message)
    case "log":
      env.context.host.log(args, context: LineOwner.current ?? env.context)
      return args.last ?? .null
    case "now": return .number(env.context.host.scheduler.now)
    case "key":
      guard case .stream(let s) = try one() else { throw EvalError("key() needs a group from groupBy") }
      return s.key ?? .null
    case "range":
      guard args.count == 2, case .number(let a) = args[0], case .number(let b) = args[1] else {
        throw EvalError("range() takes two numbers")
      }
      var items: [JSON] = []
      var v = a
      while v < b && items.count < 10_000_000 {
        items.append(.number(v))
        guard v + 1 > v else { throw EvalError("range() cannot count past \(JSONWriter.string(.number(v))) in steps of 1") }
        v += 1
      }
      return .array(items)
    default:
      return try JQBuiltins.call(name, args)
    }
  }
}
