import SignalboxJSON

/// The builtin functions a jq user reaches for, with jq's meaning (docs/functions.md): the
/// value is the first argument where jq's is its input (`startswith(x, "a")` is jq's
/// `startswith("a")`). Wrong types throw an `EvalError` naming the function and the value.
package enum JQBuiltins {
  package static func sort(_ args: [JSON]) throws -> JSON {
    .array(JQOrder.sorted(try Call(name: "sort", args: args).array(0, of: 1)) { $0 })
  }

  package static func unique(_ args: [JSON]) throws -> JSON {
    var out: [JSON] = []
    for item in JQOrder.sorted(try Call(name: "unique", args: args).array(0, of: 1), by: { $0 })
    where out.last.map({ JQOrder.compare($0, item) != 0 }) ?? true {
      out.append(item)
    }
    return .array(out)
  }

  package static func reverse(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "reverse", args: args)
    switch try call.one() {
    case .array(let a): return .array(a.reversed())
    case .string(let s): return .string(String(s.unicodeScalars.reversed().map(Character.init)))
    case .null: return .array([])
    case let v: throw call.wrongType(v, "an array or a string")
    }
  }

  package static func sum(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "sum", args: args)
    var total = 0.0
    for item in try call.array(0, of: 1) {
      guard let n = item.numberValue else { throw call.wrongType(item, "an array of numbers") }
      total += n
    }
    return .number(total)
  }

  package static func has(_ args: [JSON]) throws -> JSON {
    try Call(name: "has", args: args).count(2)
    return try has(args[0], args[1], name: "has")
  }

  package static func `in`(_ args: [JSON]) throws -> JSON {
    try Call(name: "in", args: args).count(2)
    return try has(args[1], args[0], name: "in")
  }

  private static func has(_ container: JSON, _ key: JSON, name: String) throws -> JSON {
    switch (container, key.computed) {
    case (.object(let o), .string(let k)): return .bool(o[k] != nil)
    case (.array(let a), .number(let i)): return .bool(i >= 0 && i < Double(a.count))
    default: throw EvalError(Message.cannotCheckHas(name, container, key))
    }
  }

  package static func startswith(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "startswith", args: args)
    try call.count(2)
    return .bool(try call.string(0).unicodeScalars.starts(with: try call.string(1).unicodeScalars))
  }

  package static func endswith(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "endswith", args: args)
    try call.count(2)
    let (s, affix) = (try call.string(0), try call.string(1))
    return .bool(s.unicodeScalars.reversed().starts(with: affix.unicodeScalars.reversed()))
  }

  package static func ltrimstr(_ args: [JSON]) throws -> JSON {
    try trimstr(Call(name: "ltrimstr", args: args), left: true)
  }

  package static func rtrimstr(_ args: [JSON]) throws -> JSON {
    try trimstr(Call(name: "rtrimstr", args: args), left: false)
  }

  private static func trimstr(_ call: Call, left: Bool) throws -> JSON {
    try call.count(2)
    let args = call.args
    // As in jq: anything that is not a string with that affix comes back unchanged.
    guard case .string(let s) = args[0], case .string(let affix) = args[1], !affix.isEmpty else {
      return args[0]
    }
    let scalars = Array(s.unicodeScalars)
    let cut = Array(affix.unicodeScalars)
    if left, scalars.starts(with: cut) {
      return .string(string(scalars[cut.count...]))
    }
    if !left, scalars.count >= cut.count, Array(scalars.suffix(cut.count)) == cut {
      return .string(string(scalars[..<(scalars.count - cut.count)]))
    }
    return args[0]
  }

  package static func trim(_ args: [JSON]) throws -> JSON {
    try trim(Call(name: "trim", args: args), left: true, right: true)
  }

  package static func ltrim(_ args: [JSON]) throws -> JSON {
    try trim(Call(name: "ltrim", args: args), left: true, right: false)
  }

  package static func rtrim(_ args: [JSON]) throws -> JSON {
    try trim(Call(name: "rtrim", args: args), left: false, right: true)
  }

  private static func trim(_ call: Call, left: Bool, right: Bool) throws -> JSON {
    try call.count(1)
    var scalars = Substring(try call.string(0)).unicodeScalars[...]
    if left {
      while let c = scalars.first, c.properties.isWhitespace { scalars.removeFirst() }
    }
    if right {
      while let c = scalars.last, c.properties.isWhitespace { scalars.removeLast() }
    }
    return .string(String(scalars))
  }

  package static func tostring(_ args: [JSON]) throws -> JSON {
    if case .string = try Call(name: "tostring", args: args).one() { return args[0] }
    return .string(JSONWriter.string(args[0]))
  }

  package static func tonumber(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "tonumber", args: args)
    switch try call.one() {
    case .number, .bigInteger: return args[0]
    case .string(let s):
      if case .success(let n) = JSON.parse(s), n.numberValue != nil { return n }
      throw EvalError(Message.notANumberText(args[0]))
    case let v: throw call.wrongType(v, "a number or a string")
    }
  }

  package static func tojson(_ args: [JSON]) throws -> JSON {
    .string(JSONWriter.string(try Call(name: "tojson", args: args).one()))
  }

  package static func fromjson(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "fromjson", args: args)
    try call.count(1)
    let text = try call.string(0)
    // jq 1.7 reads NaN written as `nan` (it prints as null).
    if text.unicodeScalars.filter({ !$0.properties.isWhitespace }).elementsEqual(
      "nan".unicodeScalars)
    {
      return .number(.nan)
    }
    switch JSON.parse(text) {
    case .success(let v): return v
    case .failure(let e): throw EvalError(Message.notJSONText(args[0], e.message))
    }
  }

  package static func toEntries(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "to_entries", args: args)
    switch try call.one() {
    case .object(let o):
      return .array(o.map { .object(["key": .string($0.key), "value": $0.value]) })
    case .array(let a):
      // jq 1.7: `keys_unsorted` of an array are its indexes.
      return .array(
        a.enumerated().map { .object(["key": .number(Double($0.offset)), "value": $0.element]) })
    case let v: throw call.wrongType(v, "an object or an array")
    }
  }

  package static func getpath(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "getpath", args: args)
    try call.count(2)
    guard case .array(let path) = args[1] else {
      throw call.wrongType(args[1], "a path array", at: 1)
    }
    return try JQPaths.get(args[0], path, name: call.name)
  }

  package static func todate(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "todate", args: args)
    return .string(try JQDates.format(try call.number(0, of: 1), name: call.name))
  }

  package static func fromdate(_ args: [JSON]) throws -> JSON {
    let call = Call(name: "fromdate", args: args)
    return .number(try JQDates.parse(try call.string(0, of: 1), name: call.name))
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var s = String.UnicodeScalarView()
    s.append(contentsOf: scalars)
    return String(s)
  }
}
