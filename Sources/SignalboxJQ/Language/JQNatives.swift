import SignalboxJSON

/// A builtin written in Swift: how it runs, and (for those that are path expressions:
/// `empty`, `error`, `getpath`, `limit`, `first`, `recurse`) how it runs in path mode.
struct JQNative: Sendable {
  typealias Run = @Sendable (JQRun, [JQNode], JQEnv, JSON, (JSON) throws -> Void) throws -> Void
  typealias RunPath =
    @Sendable (JQRun, [JQNode], JQEnv, JSON, [JSON], JQRun.PathEmit) throws -> Void
  let run: Run
  var path: RunPath? = nil
  /// For a builtin of no arguments whose one output is a function of its input (`length`,
  /// `add`, `keys`): that function, which `JQRun.single` calls without a callback.
  var single: (@Sendable (JSON) throws -> JSON)? = nil
}

/// The builtins written in Swift. A jq builtin is added in one place: a row of
/// `JQLibrary` when it is a function of values (the pipeline language and jq both call
/// it: jq's input is the row's first argument), an entry here when it needs the
/// evaluator (generators, filters, paths), or a definition in `JQPrelude` when jq writes
/// it in jq.
enum JQNatives {
  static let table: [JQName: JQNative] = {
    var t: [JQName: JQNative] = [:]
    // The library's rows first: jq's `f(a; b)` is the row's `f(., a, b)`.
    for row in JQLibrary.all {
      guard case .values = row.body else { continue }
      for n in row.arity.counts.prefix(4) where n >= 1 {
        t[JQName(row.name, n - 1)] = values(n - 1) { args in try row(args) }
      }
    }
    for (name, native) in core { t[name] = native }
    for (name, native) in generators { t[name] = native }
    for (name, native) in more { t[name] = native }
    for (name, native) in math { t[name] = native }
    for (name, native) in dates { t[name] = native }
    for (name, native) in searches { t[name] = native }
    for (name, native) in checks { t[name] = native }
    for (name, native) in streams { t[name] = native }
    for (name, native) in compat { t[name] = native }
    return t
  }()

  /// A builtin of values: its arguments' outputs combined (the last varying slowest), the
  /// input first; a library error becomes a jq error with the library's message.
  static func values(_ n: Int, _ f: @escaping @Sendable ([JSON]) throws -> JSON) -> JQNative {
    if n == 0 {
      return JQNative(
        run: { _, _, _, input, emit in try jqSend(emit, try lifted { try f([input]) }) },
        single: { input in try lifted { try f([input]) } })
    }
    return JQNative { run, args, env, input, emit in
      try combine(run, args[...], env, input, []) { vals in
        try jqSend(emit, try lifted { try f([input] + vals) })
      }
    }
  }

  static func combine(
    _ run: JQRun, _ args: ArraySlice<JQNode>, _ env: JQEnv, _ input: JSON, _ suffix: [JSON],
    _ body: ([JSON]) throws -> Void
  ) throws {
    guard let last = args.last else { return try body(suffix) }
    try run.eval(last, env, input) { v in
      try combine(run, args.dropLast(), env, input, [v] + suffix, body)
    }
  }

  /// Runs a library body, its `EvalError` made a jq error.
  static func lifted(_ f: () throws -> JSON) throws -> JSON {
    do {
      return try f()
    } catch let e as EvalError {
      throw JQThrown(.string(e.message), id: e.id)
    }
  }

  static func simple(_ f: @escaping @Sendable (JSON) throws -> JSON) -> JQNative {
    JQNative(
      run: { _, _, _, input, emit in try jqSend(emit, try lifted { try f(input) }) },
      single: { input in try lifted { try f(input) } })
  }

  /// The process environment, as `$ENV` and `env`.
  static let environment: JSON = {
    var o = JSONObject()
    var p = environ
    while let entry = p.pointee {
      let text = String(cString: entry)
      if let eq = text.firstIndex(of: "=") {
        o[String(text[..<eq])] = .string(String(text[text.index(after: eq)...]))
      }
      p += 1
    }
    return .object(o)
  }()

  /// `add`: the values of an array or object added in order, null for none.
  @Sendable static func sum(_ v: JSON) throws -> JSON {
    var acc = JSON.null
    if case .array(let a) = v {
      var i = 0
      // The numbers (doubles, not literals) from the first on, added as `JQOps.add` adds
      // them, in order, without a callback each; the rest as usual.
      if case .number(var total)? = a.first {
        i = 1
        while i < a.count, case .number(let x) = a[i] {
          total += x
          i += 1
        }
        acc = .number(total)
      }
      while i < a.count {
        try JQInPlace.add(&acc, a[i])
        i += 1
      }
      return acc
    }
    try JQOps.iterate(v) { try JQInPlace.add(&acc, $0) }
    return acc
  }

  static func length(_ v: JSON) throws -> JSON {
    switch v {
    case .null: return .number(0)
    case .bool: throw JQOps.fail("boolean (\(JSONWriter.string(v, jq: true))) has no length")
    case .number(let d): return .number(Swift.abs(d))
    case .bigInteger(let b): return .number(Swift.abs(b.value))
    case .string(let s): return .number(Double(scalarCount(s)))
    case .array(let a): return .number(Double(a.count))
    case .object(let o): return .number(Double(o.count))
    case .stream: return .number(0)
    }
  }

  /// A string's code points (`length`), counted in its UTF-8 bytes: every byte that does not
  /// continue a character starts one (a `String` holds valid UTF-8). `unicodeScalars.count`
  /// walks the scalars one by one, and was most of `[.tags[] | length]`'s `length`.
  static func scalarCount(_ s: String) -> Int {
    var s = s
    return s.withUTF8 { bytes in
      var count = 0
      for b in bytes where b & 0xC0 != 0x80 { count += 1 }
      return count
    }
  }

  static func keys(_ v: JSON, sorted: Bool) throws -> JSON {
    switch v {
    case .object(let o):
      let ks = o.keys
      let ordered = sorted ? ks.sorted { JQOrder.compareStrings($0, $1) < 0 } : ks
      return .array(ordered.map { .string($0) })
    case .array(let a): return .array((0..<a.count).map { .number(Double($0)) })
    default: throw JQOps.fail("\(JQOps.described(v)) has no keys")
    }
  }

  /// Sorting and grouping by `[f]` (every output of `f`), as jq does.
  /// `sort_by(f)` and its kin, as jq 1.7.1's `_impl(map([f]))`: an input that is not an
  /// array fails in `map` (`Cannot iterate over …`) or, an object, in the `_impl` with
  /// `words`.
  static func byKey(
    _ words: String = "cannot be sorted, as they are not both arrays",
    _ f: @escaping @Sendable ([(key: JSON, value: JSON)]) throws -> JSON
  ) -> JQNative {
    JQNative { run, args, env, input, emit in
      guard case .array(let items) = input else {
        var keys: [JSON] = []
        try JQOps.iterate(input) { item in
          var k: [JSON] = []
          try run.eval(args[0], env, item) { k.append($0) }
          keys.append(.array(k))
        }
        let both = "\(JQOps.described(input)) and \(JQOps.described(.array(keys)))"
        throw JQOps.fail("\(both) \(words)")
      }
      var keyed: [(key: JSON, value: JSON)] = []
      keyed.reserveCapacity(items.count)
      for item in items {
        var k: [JSON] = []
        try run.eval(args[0], env, item) { k.append($0) }
        keyed.append((.array(k), item))
      }
      try jqSend(emit, try f(keyed))
    }
  }

  static func stableSorted(_ keyed: [(key: JSON, value: JSON)]) -> [(key: JSON, value: JSON)] {
    JQOrder.stableOrder(keyed.map(\.key)).map { keyed[$0] }
  }
}
