import Signalbox
import SignalboxJQ
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
    guard let n = (try one(name, args)).numberValue else {
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

  /// jq's `length`: code points of a string, items, members, 0 for null, the absolute
  /// value of a number; a boolean has none.
  static func len(_ args: [JSON], _ env: Env) throws -> JSON {
    try length("len", args)
  }

  static func length(_ args: [JSON], _ env: Env) throws -> JSON {
    try length("length", args)
  }

  static func length(_ name: String, _ args: [JSON]) throws -> JSON {
    switch try one(name, args) {
    case .string(let s): return .number(Double(s.unicodeScalars.count))
    case .array(let a): return .number(Double(a.count))
    case .object(let o): return .number(Double(o.count))
    case .null: return .number(0)
    case .number(let n): return .number(Swift.abs(n))
    case .bigInteger(let b): return .number(Swift.abs(b.value))
    case let v: throw EvalError(Message.functionOf(name, v))
    }
  }

  static func str(_ args: [JSON], _ env: Env) throws -> JSON {
    if case .string = try one("str", args) { return args[0] }
    return .string(JSONWriter.string(args[0]))
  }

  static func num(_ args: [JSON], _ env: Env) throws -> JSON {
    switch try one("num", args) {
    case .number, .bigInteger: return args[0]
    case .string(let s):
      if case .success(let n) = JSON.parse(s), n.numberValue != nil { return n }
      throw EvalError(Message.cannotParse(args[0]))
    case .bool(let b): return .number(b ? 1 : 0)
    case let v: throw EvalError(Message.functionOf("num", v))
    }
  }

  static func pow(_ args: [JSON], _ env: Env) throws -> JSON {
    guard args.count == 2, let a = args[0].numberValue, let b = args[1].numberValue else {
      throw EvalError(Message.functionTakes("pow", "two numbers"))
    }
    var result = 1.0
    if b == b.rounded(), Swift.abs(b) < 1024 {
      for _ in 0..<Int(Swift.abs(b)) { result *= a }
      return .number(b < 0 ? 1 / result : result)
    }
    throw EvalError(Message.integralExponent())
  }

  /// `min(…)`, `max(…)`: of the arguments, or of the items of one array argument, in jq's
  /// order of all values (the first least, the last greatest, as jq).
  static func extreme(_ name: String, _ order: String) -> BuiltinFunction {
    { args, _ in
      let items: [JSON]
      if args.count == 1, case .array(let a) = args[0] {
        items = a
      } else if args.count == 1 {
        throw EvalError(Message.functionOf(name, args[0]))
      } else {
        items = args
      }
      guard var best = items.first else { return .null }
      for item in items.dropFirst() {
        let c = JQOrder.compare(item, best)
        if order == "<" ? c < 0 : c >= 0 { best = item }
      }
      return best
    }
  }

  /// `split(S, SEP)` by code point; `split(S, RE, FLAGS)` at each match of a regex (jq's
  /// `split/2`).
  static func split(_ args: [JSON], _ env: Env) throws -> JSON {
    if args.count == 3 { return try JQLibrary.split(args) }
    guard args.count == 2 else {
      throw EvalError(Message.functionTakes("split", "a string and a separator"))
    }
    return split(try string("split", args[0]), by: try string("split", args[1]))
  }

  /// A string split at each occurrence of `sep` (by code point when `sep` is empty).
  static func split(_ s: String, by sep: String) -> JSON {
    if s.isEmpty { return .array([]) }
    if sep.isEmpty { return .array(s.unicodeScalars.map { .string(String($0)) }) }
    let hay = Array(s.utf8)
    let needle = Array(sep.utf8)
    var parts: [JSON] = []
    var start = 0
    var k = 0
    // Byte search: in valid UTF-8 a match of whole scalars starts on a scalar boundary.
    while k + needle.count <= hay.count {
      if hay[k] == needle[0], hay[k..<(k + needle.count)].elementsEqual(needle) {
        parts.append(.string(String(decoding: hay[start..<k], as: UTF8.self)))
        k += needle.count
        start = k
      } else {
        k += 1
      }
    }
    parts.append(.string(String(decoding: hay[start...], as: UTF8.self)))
    return .array(parts)
  }

  /// jq 1.7's `join`: strings as they are, null as nothing, numbers and booleans as JSON;
  /// an array or object item is an error.
  static func join(_ args: [JSON], _ env: Env) throws -> JSON {
    guard args.count == 2, case .array(let items) = args[0] else {
      throw EvalError(Message.functionTakes("join", "an array and a separator"))
    }
    let sep = try string("join", args[1])
    var out = ""
    for (k, item) in items.enumerated() {
      if k > 0 { out += sep }
      switch item {
      case .string(let s): out += s
      case .null: break
      case .number, .bigInteger, .bool: out += JSONWriter.string(item)
      default:
        throw EvalError(
          Message.argumentNeeds(
            "join", "an array of strings, numbers, booleans or nulls", position: 1, got: item))
      }
    }
    return .string(out)
  }

  /// jq's containment: a substring, every item of B contained in some item of A, every key
  /// of B in A with a containing value; other values by equality. Different types are an
  /// error.
  static func contains(_ args: [JSON], _ env: Env) throws -> JSON {
    guard args.count == 2 else {
      throw EvalError(Message.functionTakes("contains", "two arguments"))
    }
    return .bool(try JQContainment.contains(args[0], args[1], name: "contains"))
  }

  /// jq's `keys`: an object's keys sorted by code point, an array's indexes.
  static func keys(_ args: [JSON], _ env: Env) throws -> JSON {
    switch try one("keys", args) {
    case .object(let o): return .array(o.entries.keys.sorted().map { .string($0.string) })
    case .array(let a): return .array(a.indices.map { .number(Double($0)) })
    case let v: throw EvalError(Message.functionOf("keys", v))
    }
  }

  /// jq's `keys_unsorted`: an object's keys in their order, an array's indexes.
  static func keysUnsorted(_ args: [JSON], _ env: Env) throws -> JSON {
    switch try one("keys_unsorted", args) {
    case .object(let o): return .array(o.keys.map { .string($0) })
    case .array(let a): return .array(a.indices.map { .number(Double($0)) })
    case let v: throw EvalError(Message.functionOf("keys_unsorted", v))
    }
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
}
