import SignalboxJSON

/// jq's operations on values with jq 1.7.1's error texts: indexing, slicing, iteration,
/// arithmetic and comparison.
enum JQOps {
  /// jq's `jv_dump_string_trunc` into 15 bytes: the value's JSON text, cut to 11 bytes
  /// and `...` when longer than 14.
  static func short(_ v: JSON, _ size: Int = 15) -> String {
    let text = JSONWriter.string(v, jq: true)
    let bytes = Array(text.utf8)
    guard bytes.count > size - 1 else { return text }
    return String(decoding: bytes[0..<(size - 4)], as: UTF8.self) + "..."
  }

  static func described(_ v: JSON) -> String { "\(v.typeName) (\(short(v)))" }

  static func fail(_ text: String) -> JQThrown { JQThrown(message: text) }

  static func index(_ t: JSON, _ k: JSON) throws -> JSON {
    switch (t, k) {
    case (.object(let o), .string(let s)): return o[s] ?? .null
    case (.array(let a), _) where k.numberValue != nil:
      guard let d = k.numberValue, !d.isNaN else { return .null }
      return element(a, d)
    case (.null, .string): return .null
    case (.null, _) where k.numberValue != nil: return .null
    case (.null, .object): return .null
    case (.array, .object(let o)), (.string, .object(let o)):
      // jq 1.7.1 wants both members (`{"start": 1}` alone is not a slice).
      guard let from = o["start"], let to = o["end"] else {
        throw fail("Array/string slice indices must be integers")
      }
      return try slice(t, from, to)
    case (.array(let a), .array(let b)): return indices(a, b)
    default: throw cannotIndex(t, k)
    }
  }

  /// jq's `jv_get` refusing `t[k]`: a string key of fewer than 30 bytes is named (up to a
  /// NUL, as C's `%s`), a longer one only by its type.
  static func cannotIndex(_ t: JSON, _ k: JSON) -> JQThrown {
    if case .string(let s) = k, s.utf8.count < 30 {
      return fail("Cannot index \(t.typeName) with string \"\(s.prefix { $0 != "\u{0}" })\"")
    }
    return fail("Cannot index \(t.typeName) with \(k.typeName)")
  }

  static func element(_ a: [JSON], _ d: Double) -> JSON {
    guard d.isFinite, abs(d) < 1e18 else { return .null }
    var i = Int(d.rounded(.towardZero))
    if i < 0 { i += a.count }
    return i >= 0 && i < a.count ? a[i] : .null
  }

  static func indices(_ a: [JSON], _ b: [JSON]) -> JSON {
    guard !b.isEmpty, b.count <= a.count else { return .array([]) }  // jq: `.[[]]` is []
    var out: [JSON] = []
    for i in 0...(a.count - b.count) where a[i] == b[0] {
      if (1..<b.count).allSatisfy({ a[i + $0] == b[$0] }) { out.append(.number(Double(i))) }
    }
    return .array(out)
  }

  /// The clamped bounds of `[from:to]` over `count` elements.
  static func bounds(_ from: JSON, _ to: JSON, _ count: Int) throws -> (Int, Int) {
    func bound(_ v: JSON, _ dflt: Int, up: Bool) throws -> Int {
      if case .null = v { return dflt }
      guard let d = v.numberValue else {
        throw fail("Array/string slice indices must be integers")  // jq 1.7.1's words
      }
      if d.isNaN { return dflt }
      var x = d < 0 ? d + Double(count) : d
      x = up ? x.rounded(.up) : x.rounded(.down)
      return x < 0 ? 0 : (x > Double(count) ? count : Int(x))
    }
    let s = try bound(from, 0, up: false)
    let e = try bound(to, count, up: true)
    return (s, max(s, e))
  }

  static func slice(_ t: JSON, _ from: JSON, _ to: JSON) throws -> JSON {
    switch t {
    case .null: return .null
    case .array(let a):
      let (s, e) = try bounds(from, to, a.count)
      return .array(Array(a[s..<e]))
    case .string(let str):
      let scalars = Array(str.unicodeScalars)
      let (s, e) = try bounds(from, to, scalars.count)
      return .string(String(String.UnicodeScalarView(scalars[s..<e])))
    default:
      throw fail("Cannot index \(t.typeName) with object")
    }
  }

  static func iterate(_ v: JSON, _ emit: (JSON) throws -> Void) throws {
    switch v {
    case .array(let a): for x in a { try jqSend(emit, x) }
    case .object(let o): for x in o.entries.values { try jqSend(emit, x) }
    default: throw fail("Cannot iterate over \(described(v))")
    }
  }

  static func truthy(_ v: JSON) -> Bool { v.isTruthy }

  /// jq's `jv_cmp` for the comparison operators: a NaN on the left is below anything, NaN
  /// included (`nan < nan` is true, `nan > nan` false).
  static func order(_ a: JSON, _ b: JSON) -> Int {
    if case .number(let x) = a, x.isNaN { return -1 }
    return JQOrder.compare(a, b)
  }

  static func arith(_ op: JQArith, _ a: JSON, _ b: JSON) throws -> JSON {
    switch op {
    case .add: return try add(a, b)
    case .subtract: return try subtract(a, b)
    case .multiply: return try multiply(a, b)
    case .divide: return try divide(a, b)
    case .modulo: return try modulo(a, b)
    case .equal: return .bool(a == b)
    case .notEqual: return .bool(a != b)
    case .less: return .bool(order(a, b) < 0)
    case .lessEqual: return .bool(order(a, b) <= 0)
    case .greater: return .bool(order(a, b) > 0)
    case .greaterEqual: return .bool(order(a, b) >= 0)
    }
  }

  static func cannot(_ a: JSON, _ b: JSON, _ what: String) -> JQThrown {
    fail("\(described(a)) and \(described(b)) cannot be \(what)")
  }

  static func add(_ a: JSON, _ b: JSON) throws -> JSON {
    if let x = a.numberValue, let y = b.numberValue { return .number(x + y) }
    switch (a, b) {
    case (.null, _): return b
    case (_, .null): return a
    case (.string(let x), .string(let y)):
      try JQBudget.check("+", count: x.utf8.count + y.utf8.count)
      return .string(x + y)
    case (.array(var x), .array(let y)):
      try JQBudget.check("+", count: x.count + y.count, each: JQBudget.arraySlot)
      x.append(contentsOf: y)
      return .array(x)
    case (.object(var x), .object(let y)):
      for (k, v) in y.entries { x[k.string] = v }
      return .object(x)
    default: throw cannot(a, b, "added")
    }
  }

  static func subtract(_ a: JSON, _ b: JSON) throws -> JSON {
    if let x = a.numberValue, let y = b.numberValue { return .number(x - y) }
    if case .array(let x) = a, case .array(let y) = b {
      return .array(x.filter { v in !y.contains(v) })
    }
    throw cannot(a, b, "subtracted")
  }

  static func multiply(_ a: JSON, _ b: JSON) throws -> JSON {
    if let x = a.numberValue, let y = b.numberValue { return .number(x * y) }
    switch (a, b) {
    case (.string(let s), _) where b.numberValue != nil: return try repeated(s, b.numberValue!)
    case (_, .string(let s)) where a.numberValue != nil: return try repeated(s, a.numberValue!)
    case (.object(let x), .object(let y)): return .object(deepMerge(x, y))
    default: throw cannot(a, b, "multiplied")
    }
  }

  static func repeated(_ s: String, _ d: Double) throws -> JSON {
    guard d >= 0, !d.isNaN else { return .null }
    if s.isEmpty { return .string("") }  // however many times
    let n = d >= 1e9 ? 1_000_000_000 : Int(d)
    try JQBudget.check("*", count: n, each: s.utf8.count)
    return .string(String(repeating: s, count: n))
  }

  static func deepMerge(_ x: JSONObject, _ y: JSONObject) -> JSONObject {
    var out = x
    for (k, v) in y.entries {
      if case .object(let inner) = v, case .object(let mine)? = out[k.string] {
        out[k.string] = .object(deepMerge(mine, inner))
      } else {
        out[k.string] = v
      }
    }
    return out
  }

  static func divide(_ a: JSON, _ b: JSON) throws -> JSON {
    if let x = a.numberValue, let y = b.numberValue {
      if y == 0 { throw cannot(a, b, "divided because the divisor is zero") }
      return .number(x / y)
    }
    if case .string(let x) = a, case .string(let y) = b { return split(x, y) }
    throw cannot(a, b, "divided")
  }

  static func split(_ x: String, _ sep: String) -> JSON {
    if x.isEmpty { return .array([]) }
    if sep.isEmpty {
      return .array(x.unicodeScalars.map { .string(String($0)) })
    }
    let hay = Array(x.utf8)
    let needle = Array(sep.utf8)
    var parts: [JSON] = []
    var start = 0
    while let at = JQContainment.find(needle, in: hay, from: start) {
      parts.append(.string(String(decoding: hay[start..<at], as: UTF8.self)))
      start = at + needle.count
    }
    parts.append(.string(String(decoding: hay[start...], as: UTF8.self)))
    return .array(parts)
  }

  static func modulo(_ a: JSON, _ b: JSON) throws -> JSON {
    guard let x = a.numberValue, let y = b.numberValue else {
      throw cannot(a, b, "divided (remainder)")
    }
    if x.isNaN || y.isNaN { return .number(.nan) }
    let xi = clampInt(x)
    let yi = clampInt(y)
    if yi == 0 { throw cannot(a, b, "divided (remainder) because the divisor is zero") }
    // C's `%` (the sign of the dividend), as jq: `x % Int.min` is x, not `x % Int.max`.
    let r = yi == -1 ? 0 : xi % yi
    return .number(Double(r))
  }

  /// jq 1.7.1's `dtoi` on x86-64: past the range it saturates, and 2^63 itself converts to
  /// `Int.min` (the conversion instruction's overflow value).
  static func clampInt(_ d: Double) -> Int {
    let limit = 9223372036854775808.0  // 2^63
    if d < -limit { return Int.min }
    if d > limit { return Int.max }
    if d == limit { return Int.min }
    return Int(d)
  }

  /// C's `(int)d` as jq 1.7.1 on x86-64 converts a number to an `int`: truncated, and NaN or
  /// anything past the 32-bit range gives `Int32.min` (the conversion's overflow value).
  static func cInt(_ d: Double) -> Int32 {
    let t = d.rounded(.towardZero)
    guard t >= -2147483648.0, t <= 2147483647.0 else { return Int32.min }
    return Int32(t)
  }

  static func negate(_ v: JSON) throws -> JSON {
    guard let x = v.numberValue else { throw fail("\(described(v)) cannot be negated") }
    return .number(-x)
  }
}
