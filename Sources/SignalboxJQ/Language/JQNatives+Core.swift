import SignalboxJSON

extension JQNatives {
  static let core: [JQName: JQNative] = [
    JQName("empty", 0): JQNative(run: { _, _, _, _, _ in }, path: { _, _, _, _, _, _ in }),
    JQName("error", 0): JQNative(
      run: { _, _, _, input, _ in throw JQThrown(input) },
      path: { _, _, _, input, _, _ in throw JQThrown(input) }),
    JQName("error", 1): JQNative(
      run: { run, args, env, input, _ in
        try run.eval(args[0], env, input) { throw JQThrown($0) }
      },
      path: { run, args, env, input, _, _ in
        try run.eval(args[0], env, input) { throw JQThrown($0) }
      }),
    JQName("not", 0): simple { .bool(!$0.isTruthy) },
    JQName("length", 0): simple(length),
    // jq 1.7.1's `[.[length - 1 - range(0; length)]]`: a string or object of any length
    // but 0 cannot be indexed by number.
    JQName("reverse", 0): simple { v in
      switch v {
      case .array(let a): return .array(a.reversed())
      case .null: return .array([])
      default:
        if try length(v) == .number(0) { return .array([]) }
        throw JQOps.fail("Cannot index \(v.typeName) with number")
      }
    },
    JQName("type", 0): simple { .string($0.typeName) },
    JQName("keys", 0): simple { try keys($0, sorted: true) },
    JQName("keys_unsorted", 0): simple { try keys($0, sorted: false) },
    JQName("add", 0): JQNative(
      run: { _, _, _, input, emit in try jqSend(emit, try sum(input)) }, single: sum),
    JQName("contains", 1): values(1) { a in
      guard a[0].typeName == a[1].typeName else {
        let what = "\(JQOps.described(a[0])) and \(JQOps.described(a[1]))"
        throw JQOps.fail("\(what) cannot have their containment checked")
      }
      return .bool(try JQContainment.contains(a[0], a[1], name: "contains"))
    },
    JQName("tostring", 0): simple { v in
      if case .string = v { return v }
      return .string(JSONWriter.string(v, jq: true))
    },
    JQName("split", 1): values(1) { a in
      guard case .string(let s) = a[0], case .string(let sep) = a[1] else {
        throw JQOps.fail("split input and separator must be strings")
      }
      return JQOps.split(s, sep)
    },
    JQName("utf8bytelength", 0): simple { v in
      guard case .string(let s) = v else {
        throw JQOps.fail("\(JQOps.described(v)) only strings have UTF-8 byte length")
      }
      return .number(Double(s.utf8.count))
    },
    JQName("split", 2): values(2) { a in
      let args = try regexArguments(a[0], Array(a[1...]), unpack: false, flags: .gFirst)
      return try regexLifted(args) { try JQRegex.split(Call(name: "split", args: args)) }
    },
    JQName("tojson", 0): simple {
      try JQBudget.checkText("tojson", $0)
      return .string(JSONWriter.string($0, jq: true))
    },
    JQName("path", 1): JQNative { run, args, env, input, emit in
      try run.evalPath(args[0], env, input, []) { v, p in
        try jqSend(emit, .array(try JQRun.checked(v, p)))
      }
    },
    JQName("getpath", 1): JQNative(
      run: { run, args, env, input, emit in
        try run.eval(args[0], env, input) { p in
          guard case .array(let path) = p else {
            throw JQOps.fail("Path must be specified as an array")
          }
          try jqSend(emit, try JQInPlace.get(input, path))
        }
      },
      path: { run, args, env, cur, path, emit in
        try run.eval(args[0], env, cur) { p in
          guard case .array(let steps) = p else {
            throw JQOps.fail("Path must be specified as an array")
          }
          if JQRun.isNotAPath(path), !steps.isEmpty {
            throw JQRun.nearAttempt(
              "access element \(JSONWriter.string(steps[0], jq: true)) of", cur)
          }
          try jqSend(emit, try JQInPlace.get(cur, steps), path + steps)
        }
      }),
    JQName("setpath", 2): JQNative { run, args, env, input, emit in
      try JQNatives.combine(run, args[...], env, input, []) { a in
        guard case .array(let path) = a[0] else {
          throw JQOps.fail("Path must be specified as an array")
        }
        var out = input
        try JQInPlace.set(&out, path[...], a[1])
        try jqSend(emit, out)
      }
    },
    JQName("delpaths", 1): JQNative { run, args, env, input, emit in
      try run.eval(args[0], env, input) { ps in
        guard case .array(let paths) = ps else {
          throw JQOps.fail("Paths must be specified as an array")
        }
        try jqSend(emit, try JQInPlace.deletePaths(input, paths))
      }
    },
    JQName("sort", 0): simple { v in
      guard case .array(let a) = v else {
        throw JQOps.fail("\(JQOps.described(v)) cannot be sorted, as it is not an array")
      }
      return .array(JQOrder.sorted(a) { $0 })
    },
    JQName("sort_by", 1): byKey { .array(stableSorted($0).map(\.value)) },
    JQName("group_by", 1): byKey { keyed in
      var groups: [JSON] = []
      var current: [JSON] = []
      var last: JSON? = nil
      for (k, v) in stableSorted(keyed) {
        if let l = last, l != k {
          groups.append(.array(current))
          current = []
        }
        current.append(v)
        last = k
      }
      if !current.isEmpty { groups.append(.array(current)) }
      return .array(groups)
    },
    JQName("unique_by", 1): byKey { keyed in
      var out: [JSON] = []
      var last: JSON? = nil
      for (k, v) in stableSorted(keyed) where last != k {
        out.append(v)
        last = k
      }
      return .array(out)
    },
    JQName("unique", 0): simple { v in
      guard case .array(let a) = v else {  // jq's `group_by(.)`, which iterates
        throw JQOps.fail("Cannot iterate over \(JQOps.described(v))")
      }
      var out: [JSON] = []
      for x in JQOrder.sorted(a, by: { $0 }) where out.last != x { out.append(x) }
      return .array(out)
    },
    JQName("min_by", 1): byKey("cannot be iterated over") { extreme($0, least: true) },
    JQName("max_by", 1): byKey("cannot be iterated over") { extreme($0, least: false) },
    JQName("min", 0): simple { v in
      guard case .array(let a) = v else {
        throw notIterable(v)
      }
      return extreme(a.map { ($0, $0) }, least: true)
    },
    JQName("max", 0): simple { v in
      guard case .array(let a) = v else {
        throw notIterable(v)
      }
      return extreme(a.map { ($0, $0) }, least: false)
    },
    JQName("builtins", 0): JQNative { _, _, _, _, emit in
      let names = Set(JQNatives.table.keys).union(JQPrelude.definitions.keys)
        .subtracting(JQ171.absent).filter { !$0.name.hasPrefix("_") }.map {
          JSON.string("\($0.name)/\($0.arity)")
        }
      try jqSend(emit, .array(names))
    },
    JQName("input_line_number", 0): JQNative { run, _, _, _, emit in
      try jqSend(emit, .number(Double(run.context.inputLineNumber())))
    },
    JQName("$__loc__", 0): simple { _ in .null },
    JQName("splits", 1): JQNative { run, args, env, input, emit in
      try JQNatives.splits(run, args, env, input, emit)
    },
    JQName("splits", 2): JQNative { run, args, env, input, emit in
      try JQNatives.splits(run, args, env, input, emit)
    },
    JQName("ltrimstr", 1): values(1) { a in JQBuiltins.trimmed(a[0], a[1], left: true) },
    JQName("rtrimstr", 1): values(1) { a in JQBuiltins.trimmed(a[0], a[1], left: false) },
    JQName("implode", 0): simple { v in
      guard case .array(let a) = v else { throw JQOps.fail("implode input must be an array") }
      var s = String.UnicodeScalarView()
      for x in a {
        guard let d = x.numberValue, !d.isNaN else {
          throw JQOps.fail(
            "\(JQOps.described(x)) can't be imploded, unicode codepoint needs to be numeric")
        }
        let t = d.rounded(.towardZero)  // jq's conversion to int
        let c = t.isFinite && t >= 0 && t < 0x110000 ? UInt32(t) : 0xFFFD
        s.append(Unicode.Scalar(c) ?? "\u{FFFD}")
      }
      return .string(String(s))
    },
    JQName("explode", 0): simple { v in
      guard case .string(let s) = v else { throw JQOps.fail("explode input must be a string") }
      try JQBudget.check("explode", count: s.unicodeScalars.count, each: JQBudget.arraySlot)
      return .array(s.unicodeScalars.map { .number(Double($0.value)) })
    },
    JQName("tonumber", 0): simple { v in
      if v.numberValue != nil { return v }
      if case .string(let s) = v {
        // jq 1.7.1: `jv_parse` of the text; a value that is not a number is a type error.
        let parsed = try jvParse(s, cString: true)
        if parsed.numberValue != nil { return parsed }
      }
      throw JQOps.fail("\(JQOps.described(v)) cannot be parsed as a number")
    },
    JQName("fromjson", 0): simple { v in
      guard case .string(let s) = v else {
        throw JQOps.fail("\(JQOps.described(v)) only strings can be parsed")
      }
      return try jvParse(s)
    },
  ]

  static func extreme(_ keyed: [(key: JSON, value: JSON)], least: Bool) -> JSON {
    guard var best = keyed.first else { return .null }
    for item in keyed.dropFirst() {
      let c = JQOrder.compare(item.key, best.key)
      if least ? c < 0 : c >= 0 { best = item }
    }
    return best.value
  }

  static func splits(
    _ run: JQRun, _ args: [JQNode], _ env: JQEnv, _ input: JSON, _ emit: (JSON) throws -> Void
  ) throws {
    try combine(run, args[...], env, input, []) { vals in
      let a = try regexArguments(input, vals, unpack: false, flags: .gFirst)
      let parts = try regexLifted(a) { try JQRegex.splits(Call(name: "splits", args: a)) }
      try JQOps.iterate(parts, emit)
    }
  }
}
