import SignalboxJSON

/// The builtin functions a jq user reaches for, with jq's meaning (docs/functions.md): the
/// value is the first argument where jq's is its input (`startswith(x, "a")` is jq's
/// `startswith("a")`). Wrong types throw an `EvalError` naming the function and the value.
enum JQBuiltins {
  static let names: [String] = [
    "sort", "sort_by", "unique", "reverse", "sum", "add", "has", "in", "startswith", "endswith",
    "trim", "ltrim", "rtrim", "ltrimstr", "rtrimstr", "tostring", "tonumber", "tojson", "fromjson",
    "to_entries", "from_entries", "flatten", "indices", "paths", "getpath", "todate", "fromdate",
    "test", "match", "capture", "sub", "gsub",
  ]

  static func call(_ name: String, _ args: [JSON]) throws -> JSON {
    let call = Call(name: name, args: args)
    switch name {
    case "sort": return .array(JQOrder.sorted(try call.array(0, of: 1)) { $0 })
    case "sort_by":
      let items = try call.array(0, of: 2)
      let path = try call.path(1)
      return .array(try JQOrder.sorted(items) { try JQPaths.get($0, path, name: name) })
    case "unique":
      var out: [JSON] = []
      for item in JQOrder.sorted(try call.array(0, of: 1), by: { $0 })
      where out.last.map({ JQOrder.compare($0, item) != 0 }) ?? true {
        out.append(item)
      }
      return .array(out)
    case "reverse":
      switch try call.one() {
      case .array(let a): return .array(a.reversed())
      case .string(let s): return .string(String(s.unicodeScalars.reversed().map(Character.init)))
      case .null: return .array([])
      case let v: throw call.wrongType(v, "an array or a string")
      }
    case "sum":
      var total = 0.0
      for item in try call.array(0, of: 1) {
        guard case .number(let n) = item else { throw call.wrongType(item, "an array of numbers") }
        total += n
      }
      return .number(total)
    case "add": return try add(call)
    case "has", "in":
      try call.count(2)
      let (container, key) = name == "has" ? (args[0], args[1]) : (args[1], args[0])
      switch (container, key) {
      case (.object(let o), .string(let k)): return .bool(o[k] != nil)
      case (.array(let a), .number(let i)): return .bool(i >= 0 && i < Double(a.count))
      default:
        throw EvalError(Message.cannotCheckHas(name, container, key))
      }
    case "startswith", "endswith":
      try call.count(2)
      let (s, affix) = (try call.string(0), try call.string(1))
      return .bool(
        name == "startswith"
          ? s.unicodeScalars.starts(with: affix.unicodeScalars)
          : s.unicodeScalars.reversed().starts(with: affix.unicodeScalars.reversed()))
    case "ltrimstr", "rtrimstr":
      try call.count(2)
      // As in jq: anything that is not a string with that affix comes back unchanged.
      guard case .string(let s) = args[0], case .string(let affix) = args[1], !affix.isEmpty else {
        return args[0]
      }
      let scalars = Array(s.unicodeScalars)
      let cut = Array(affix.unicodeScalars)
      if name == "ltrimstr", scalars.starts(with: cut) {
        return .string(string(scalars[cut.count...]))
      }
      if name == "rtrimstr", scalars.count >= cut.count, Array(scalars.suffix(cut.count)) == cut {
        return .string(string(scalars[..<(scalars.count - cut.count)]))
      }
      return args[0]
    case "trim", "ltrim", "rtrim":
      try call.count(1)
      var scalars = Substring(try call.string(0)).unicodeScalars[...]
      if name != "rtrim" {
        while let c = scalars.first, c.properties.isWhitespace { scalars.removeFirst() }
      }
      if name != "ltrim" {
        while let c = scalars.last, c.properties.isWhitespace { scalars.removeLast() }
      }
      return .string(String(scalars))
    case "tostring":
      if case .string = try call.one() { return args[0] }
      return .string(JSONWriter.string(args[0]))
    case "tonumber":
      switch try call.one() {
      case .number: return args[0]
      case .string(let s):
        if case .success(.number(let n)) = JSON.parse(s) { return .number(n) }
        throw EvalError(Message.notANumberText(args[0]))
      case let v: throw call.wrongType(v, "a number or a string")
      }
    case "tojson": return .string(JSONWriter.string(try call.one()))
    case "fromjson":
      try call.count(1)
      switch JSON.parse(try call.string(0)) {
      case .success(let v): return v
      case .failure(let e): throw EvalError(Message.notJSONText(args[0], e.message))
      }
    case "to_entries":
      guard case .object(let o) = try call.one() else { throw call.wrongType(args[0], "an object") }
      return .array(o.map { .object(["key": .string($0.key), "value": $0.value]) })
    case "from_entries": return try fromEntries(call)
    case "flatten": return try flatten(call)
    case "indices": return try indices(call)
    case "paths": return .array(JQPaths.all(try call.one()).map { .array($0) })
    case "getpath":
      try call.count(2)
      guard case .array(let path) = args[1] else {
        throw call.wrongType(args[1], "a path array", at: 1)
      }
      return try JQPaths.get(args[0], path, name: name)
    case "todate": return .string(try JQDates.format(try call.number(0, of: 1), name: name))
    case "fromdate": return .number(try JQDates.parse(try call.string(0, of: 1), name: name))
    case "test", "match", "capture", "sub", "gsub": return try JQRegex.call(call)
    default: throw EvalError(Message.unknownFunction(name, suggestion: nil))
    }
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var s = String.UnicodeScalarView()
    s.append(contentsOf: scalars)
    return String(s)
  }

  private static func add(_ call: Call) throws -> JSON {
    let items = try call.array(0, of: 1)
    guard var total = items.first else { return .null }
    for item in items.dropFirst() {
      // Each case lets go of `total` before growing its payload, so the payload is
      // uniquely referenced and grows in place: adding n arrays is linear, not quadratic.
      switch (total, item) {
      case (_, .null): continue
      case (.null, _): total = item
      case (.number(let a), .number(let b)): total = .number(a + b)
      case (.string(var a), .string(let b)):
        total = .null
        a += b
        total = .string(a)
      case (.array(var a), .array(let b)):
        total = .null
        a += b
        total = .array(a)
      case (.object(var a), .object(let b)):
        total = .null
        for (k, v) in b { a[k] = v }
        total = .object(a)
      default:
        throw EvalError(Message.cannotAddInAdd(total, item))
      }
    }
    return total
  }

  private static func fromEntries(_ call: Call) throws -> JSON {
    var out = JSONObject()
    for entry in try call.array(0, of: 1) {
      guard case .object(let e) = entry else {
        throw call.wrongType(entry, "an array of {key, value} objects")
      }
      var key = e["key"] ?? .null
      if case .null = key {
        key =
          ["k", "name", "Name", "K", "Key"].lazy.compactMap { e[$0] }.first { $0 != .null } ?? .null
      }
      let name: String
      if case .string(let s) = key { name = s } else { name = JSONWriter.string(key) }
      out[name] = e["value"] ?? e["v"] ?? .null
    }
    return .object(out)
  }

  private static func flatten(_ call: Call) throws -> JSON {
    guard call.args.count == 1 || call.args.count == 2 else {
      throw EvalError(Message.argumentCount("flatten", "1 or 2 arguments", got: call.args.count))
    }
    let items = try call.array(0)
    var depth = Int.max
    if call.args.count == 2 {
      let d = try call.number(1)
      guard d >= 0 else { throw EvalError(Message.negativeDepth(call.args[1])) }
      depth = d >= Double(Limits.valueDepth) ? Limits.valueDepth : Int(d)
    }
    // Iterative: a stack of (array, next index) frames, never deeper than `depth`.
    var out: [JSON] = []
    var stack: [(items: [JSON], next: Int)] = [(items, 0)]
    while let top = stack.last {
      if top.next == top.items.count {
        stack.removeLast()
        continue
      }
      let item = top.items[top.next]
      stack[stack.count - 1].next += 1
      if case .array(let inner) = item, stack.count <= depth {
        stack.append((inner, 0))
      } else {
        out.append(item)
      }
    }
    return .array(out)
  }

  private static func indices(_ call: Call) throws -> JSON {
    try call.count(2)
    switch (call.args[0], call.args[1]) {
    case (.null, _), (_, .null): return .null
    case (.string(let s), .string(let sub)):
      let hay = Array(s.unicodeScalars)
      let needle = Array(sub.unicodeScalars)
      guard !needle.isEmpty, hay.count >= needle.count else { return .array([]) }
      return .array(
        (0...(hay.count - needle.count)).filter {
          hay[$0..<($0 + needle.count)].elementsEqual(needle)
        }.map { .number(Double($0)) })
    case (.array(let a), .array(let sub)):
      guard !sub.isEmpty, a.count >= sub.count else { return .array([]) }
      return .array(
        (0...(a.count - sub.count)).filter { a[$0..<($0 + sub.count)].elementsEqual(sub) }.map {
          .number(Double($0))
        })
    case (.array(let a), let v):
      return .array(a.indices.filter { a[$0] == v }.map { .number(Double($0)) })
    default:
      throw EvalError(Message.cannotLookFor(call.args[1], in: call.args[0]))
    }
  }
}

/// One call's name and arguments, with the checks every builtin makes.
struct Call {
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
    guard case .number(let x) = args[i] else { throw wrongType(args[i], "a number", at: i) }
    return x
  }

  /// A path: a dotted string (`"a.b"`, no dots inside keys), a key, an index or an array of them.
  func path(_ i: Int) throws -> [JSON] {
    switch args[i] {
    case .string(let s):
      return s.split(separator: ".", omittingEmptySubsequences: false).map { .string(String($0)) }
    case .number: return [args[i]]
    case .array(let a): return a
    case let v: throw wrongType(v, "a path (a string such as \"a.b\" or an array)", at: i)
    }
  }
}
