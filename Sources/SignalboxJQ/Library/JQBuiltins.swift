import SignalboxJSON

/// The builtin functions a jq user reaches for, with jq's meaning (docs/functions.md): the
/// value is the first argument where jq's is its input (`startswith(x, "a")` is jq's
/// `startswith("a")`). Wrong types throw an `EvalError` naming the function and the value.
package enum JQBuiltins {
  package static func sort(_ call: Call) throws -> JSON {
    .array(JQOrder.sorted(try call.array(0)) { $0 })
  }

  package static func unique(_ call: Call) throws -> JSON {
    var out: [JSON] = []
    for item in JQOrder.sorted(try call.array(0), by: { $0 })
    where out.last.map({ JQOrder.compare($0, item) != 0 }) ?? true {
      out.append(item)
    }
    return .array(out)
  }

  package static func reverse(_ call: Call) throws -> JSON {
    switch call.args[0] {
    case .array(let a): return .array(a.reversed())
    case .string(let s): return .string(String(s.unicodeScalars.reversed().map(Character.init)))
    case .null: return .array([])
    case let v: throw call.wrongType(v, "an array or a string")
    }
  }

  package static func sum(_ call: Call) throws -> JSON {
    var total = 0.0
    for item in try call.array(0) {
      guard let n = item.numberValue else { throw call.wrongType(item, "an array of numbers") }
      total += n
    }
    return .number(total)
  }

  package static func has(_ call: Call) throws -> JSON {
    return try has(call.args[0], call.args[1], name: call.name)
  }

  package static func `in`(_ call: Call) throws -> JSON {
    try has(call.args[1], call.args[0], name: call.name)
  }

  private static func has(_ container: JSON, _ key: JSON, name: String) throws -> JSON {
    switch (container, key.computed) {
    case (.null, _): return .bool(false)  // jq 1.7.1: null has nothing
    case (.object(let o), .string(let k)): return .bool(o[k] != nil)
    case (.array(let a), .number(let i)): return .bool(i >= 0 && i < Double(a.count))
    default: throw EvalError(Message.cannotCheckHas(name, container, key))
    }
  }

  package static func startswith(_ call: Call) throws -> JSON {
    return .bool(try call.string(0).unicodeScalars.starts(with: try call.string(1).unicodeScalars))
  }

  package static func endswith(_ call: Call) throws -> JSON {
    let (s, affix) = (try call.string(0), try call.string(1))
    return .bool(s.unicodeScalars.reversed().starts(with: affix.unicodeScalars.reversed()))
  }

  package static func ltrimstr(_ call: Call) throws -> JSON {
    try trimstr(call, left: true)
  }

  package static func rtrimstr(_ call: Call) throws -> JSON {
    try trimstr(call, left: false)
  }

  private static func trimstr(_ call: Call, left: Bool) throws -> JSON {
    trimmed(call.args[0], call.args[1], left: left)
  }

  /// jq's `ltrimstr`/`rtrimstr`: anything that is not a string with that affix comes back
  /// unchanged. The affix compares by code point (its UTF-8 bytes), never by canonical
  /// equivalence: `"e\u0301"` does not start with `"\u00e9"`.
  static func trimmed(_ value: JSON, _ affix: JSON, left: Bool) -> JSON {
    guard case .string(let s) = value, case .string(let cut) = affix, !cut.isEmpty else {
      return value
    }
    let (bytes, cutBytes) = (s.utf8, cut.utf8)
    if left, bytes.starts(with: cutBytes) {
      return .string(String(Substring(bytes.dropFirst(cutBytes.count))))
    }
    if !left, bytes.count >= cutBytes.count, bytes.suffix(cutBytes.count).elementsEqual(cutBytes) {
      return .string(String(Substring(bytes.dropLast(cutBytes.count))))
    }
    return value
  }

  package static func trim(_ call: Call) throws -> JSON {
    try trim(call, left: true, right: true)
  }

  package static func ltrim(_ call: Call) throws -> JSON {
    try trim(call, left: true, right: false)
  }

  package static func rtrim(_ call: Call) throws -> JSON {
    try trim(call, left: false, right: true)
  }

  private static func trim(_ call: Call, left: Bool, right: Bool) throws -> JSON {
    var scalars = Substring(try call.string(0)).unicodeScalars[...]
    if left {
      while let c = scalars.first, c.properties.isWhitespace { scalars.removeFirst() }
    }
    if right {
      while let c = scalars.last, c.properties.isWhitespace { scalars.removeLast() }
    }
    return .string(String(scalars))
  }

  package static func tostring(_ call: Call) throws -> JSON {
    if case .string = call.args[0] { return call.args[0] }
    return .string(JSONWriter.string(call.args[0]))
  }

  package static func tonumber(_ call: Call) throws -> JSON {
    switch call.args[0] {
    case .number, .bigInteger: return call.args[0]
    case .string(let s):
      if case .success(let n) = JSON.parse(s), n.numberValue != nil { return n }
      throw EvalError(Message.notANumberText(call.args[0]))
    case let v: throw call.wrongType(v, "a number or a string")
    }
  }

  package static func tojson(_ call: Call) throws -> JSON {
    .string(JSONWriter.string(call.args[0]))
  }

  package static func fromjson(_ call: Call) throws -> JSON {
    let text = try call.string(0)
    // jq 1.7 reads NaN written as `nan` (it prints as null).
    if text.unicodeScalars.filter({ !$0.properties.isWhitespace }).elementsEqual(
      "nan".unicodeScalars)
    {
      return .number(.nan)
    }
    switch JSON.parse(text) {
    case .success(let v): return v
    case .failure(let e): throw EvalError(Message.notJSONText(call.args[0], e.message))
    }
  }

  package static func toEntries(_ call: Call) throws -> JSON {
    switch call.args[0] {
    case .object(let o):
      return .array(o.map { .object(["key": .string($0.key), "value": $0.value]) })
    case .array(let a):
      // jq 1.7: `keys_unsorted` of an array are its indexes.
      return .array(
        a.enumerated().map { .object(["key": .number(Double($0.offset)), "value": $0.element]) })
    case let v: throw call.wrongType(v, "an object or an array")
    }
  }

  package static func getpath(_ call: Call) throws -> JSON {
    guard case .array(let path) = call.args[1] else {
      throw call.wrongType(call.args[1], "a path array", at: 1)
    }
    return try JQPaths.get(call.args[0], path, name: call.name)
  }

  package static func todate(_ call: Call) throws -> JSON {
    return .string(try JQDates.format(try call.number(0), name: call.name))
  }

  package static func fromdate(_ call: Call) throws -> JSON {
    return .number(try JQDates.parse(try call.string(0), name: call.name))
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var s = String.UnicodeScalarView()
    s.append(contentsOf: scalars)
    return String(s)
  }
}
