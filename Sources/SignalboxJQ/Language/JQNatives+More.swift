import CSignalboxLibc
import SignalboxJSON

/// Math (C's libm as jq has it), I/O (`debug`, `stderr`, `input_filename`, `halt`), regex
/// streams (`match`, `capture`, `scan`, `sub`, `gsub`), `tostream`, and `has`,
/// `ascii_downcase`, `ascii_upcase` with jq 1.7.1's words.
extension JQNatives {
  static func number(_ v: JSON) throws -> Double {
    guard let d = v.numberValue else { throw JQOps.fail("\(JQOps.described(v)) number required") }
    return d
  }

  static let unaryMath: [(String, @Sendable (Double) -> Double)] = [
    ("floor", { Glibc.floor($0) }), ("ceil", { Glibc.ceil($0) }), ("round", { Glibc.round($0) }),
    ("sqrt", { Glibc.sqrt($0) }), ("fabs", { Glibc.fabs($0) }), ("log", { Glibc.log($0) }),
    ("exp", { Glibc.exp($0) }), ("exp2", { Glibc.exp2($0) }), ("exp10", JQMath.exp10),
    ("log10", { Glibc.log10($0) }), ("log2", { Glibc.log2($0) }), ("trunc", { Glibc.trunc($0) }),
    ("sin", { Glibc.sin($0) }), ("cos", { Glibc.cos($0) }), ("tan", { Glibc.tan($0) }),
    ("asin", { Glibc.asin($0) }), ("acos", { Glibc.acos($0) }), ("atan", { Glibc.atan($0) }),
    ("sinh", { Glibc.sinh($0) }), ("cosh", { Glibc.cosh($0) }), ("tanh", { Glibc.tanh($0) }),
    ("asinh", { Glibc.asinh($0) }), ("acosh", { Glibc.acosh($0) }),
    ("atanh", { Glibc.atanh($0) }), ("cbrt", { Glibc.cbrt($0) }),
    ("significand", JQMath.significand), ("logb", { Glibc.logb($0) }),
    ("gamma", { Glibc.lgamma($0) }), ("lgamma", { Glibc.lgamma($0) }),
    ("tgamma", { Glibc.tgamma($0) }),
    ("expm1", { Glibc.expm1($0) }), ("log1p", { Glibc.log1p($0) }),
    ("rint", { Glibc.rint($0) }), ("nearbyint", { Glibc.nearbyint($0) }),
    ("j0", { Glibc.j0($0) }), ("j1", { Glibc.j1($0) }), ("y0", { Glibc.y0($0) }),
    ("y1", { Glibc.y1($0) }),
    ("erf", { Glibc.erf($0) }), ("erfc", { Glibc.erfc($0) }),
  ]

  static let binaryMath: [(String, @Sendable (Double, Double) -> Double)] = [
    ("pow", { Glibc.pow($0, $1) }), ("atan2", { Glibc.atan2($0, $1) }),
    ("fmin", { Glibc.fmin($0, $1) }), ("fmax", { Glibc.fmax($0, $1) }),
    ("fmod", { Glibc.fmod($0, $1) }), ("hypot", { Glibc.hypot($0, $1) }),
    ("copysign", { Glibc.copysign($0, $1) }), ("drem", { Glibc.remainder($0, $1) }),
    ("nextafter", { Glibc.nextafter($0, $1) }), ("nexttoward", { Glibc.nextafter($0, $1) }),
    ("ldexp", { JQMath.ldexp($0, $1) }), ("scalb", JQMath.scalb),
    ("scalbln", { JQMath.ldexp($0, $1) }), ("fdim", { Glibc.fdim($0, $1) }),
    ("remainder", { Glibc.remainder($0, $1) }),
    ("jn", { Glibc.jn(JQMath.int32($0), $1) }), ("yn", { Glibc.yn(JQMath.int32($0), $1) }),
  ]

  static let math: [JQName: JQNative] = {
    var t: [JQName: JQNative] = [:]
    for (name, f) in unaryMath { t[JQName(name, 0)] = simple { .number(f(try number($0))) } }
    for (name, f) in binaryMath {
      t[JQName(name, 2)] = values(2) { .number(f(try number($0[1]), try number($0[2]))) }
    }
    t[JQName("fma", 3)] = values(3) { a in
      .number(Glibc.fma(try number(a[1]), try number(a[2]), try number(a[3])))
    }
    t[JQName("lgamma_r", 0)] = simple { v in
      // jq 1.7.1: [lgamma(x), the sign of Γ(x)].
      var sign: Int32 = 0
      let l = signalbox_lgamma_r(try number(v), &sign)
      return .array([.number(l), .number(Double(sign))])
    }
    t[JQName("frexp", 0)] = simple { v in
      var e: Int32 = 0
      let m = Glibc.frexp(try number(v), &e)
      return .array([.number(m), .number(Double(e))])
    }
    t[JQName("modf", 0)] = simple { v in
      var whole = 0.0
      let frac = Glibc.modf(try number(v), &whole)
      return .array([.number(frac), .number(whole)])
    }
    t[JQName("now", 0)] = simple { _ in
      var ts = timespec()
      clock_gettime(CLOCK_REALTIME, &ts)
      return .number(Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9)
    }
    // Listed by jq 1.7.1's `builtins`, but its build had no libm `pow10`.
    t[JQName("pow10", 0)] = simple { _ in
      throw JQOps.fail("Error: pow10/0 not found at build time")
    }
    t[JQName("infinite", 0)] = simple { _ in .number(.infinity) }
    t[JQName("nan", 0)] = simple { _ in .number(.nan) }
    // jq 1.7.1: false for a value that is not a number.
    t[JQName("isinfinite", 0)] = simple { .bool($0.numberValue?.isInfinite ?? false) }
    t[JQName("isnan", 0)] = simple { .bool($0.numberValue?.isNaN ?? false) }
    t[JQName("isnormal", 0)] = simple { .bool($0.numberValue?.isNormal ?? false) }
    return t
  }()

  static let more: [JQName: JQNative] = [
    // jq 1.7.1's words: its `has` (null has nothing), `ascii_downcase`'s explode.
    JQName("has", 1): values(1) { a in
      switch (a[0], a[1]) {
      case (.null, _): return .bool(false)
      case (.object(let o), .string(let k)): return .bool(o[k] != nil)
      case (.array(let arr), _) where a[1].numberValue != nil:
        let i = a[1].numberValue!.rounded(.towardZero)  // NaN: false
        return .bool(i >= 0 && i < Double(arr.count))
      default:
        throw JQOps.fail("Cannot check whether \(a[0].typeName) has a \(a[1].typeName) key")
      }
    },
    JQName("ascii_downcase", 0): simple { v in try ascii(v, from: 65...90, by: 32) },
    JQName("ascii_upcase", 0): simple { v in try ascii(v, from: 97...122, by: -32) },
    JQName("format", 1): values(1) { a in
      guard case .string(let f) = a[1] else {
        throw JQOps.fail("\(JQOps.described(a[1])) is not a valid format")
      }
      return .string(try JQFormats.apply(f, a[0]))
    },
    // Both give their input back as it is: in a path expression it keeps its path, as jq
    // 1.7.1's (`(.a | debug | .b) |= 1`).
    JQName("debug", 0): JQNative(
      run: { run, _, _, input, emit in
        debug(run, input)
        try jqSend(emit, input)
      },
      path: { run, _, _, cur, path, emit in
        debug(run, cur)
        try jqSend(emit, cur, path)
      }),
    JQName("stderr", 0): JQNative(
      run: { run, _, _, input, emit in
        stderr(run, input)
        try jqSend(emit, input)
      },
      path: { run, _, _, cur, path, emit in
        stderr(run, cur)
        try jqSend(emit, cur, path)
      }),
    JQName("input_filename", 0): JQNative { run, _, _, _, emit in
      try jqSend(emit, run.context.inputFilename)
    },
    // jq 1.7.1: the directory of the running binary, and the top-level program's (the
    // current directory).
    JQName("get_jq_origin", 0): simple { _ in origin(of: "/proc/self/exe", parent: true) },
    JQName("get_prog_origin", 0): simple { _ in origin(of: ".", parent: false) },
    JQName("halt", 0): JQNative { _, _, _, _, _ in
      throw JQError(kind: .halt(status: 0), message: "halt", value: .null)
    },
    JQName("halt_error", 1): JQNative { run, args, env, input, _ in
      try run.eval(args[0], env, input) { s in
        guard let d = s.numberValue else {
          throw JQOps.fail("\(JQOps.described(input)) halt_error/1: number required")
        }
        // jq exits with `(int)` of the number (NaN and huge ones: INT_MIN, status 0).
        let status = JQOps.cInt(d)
        throw JQError(kind: .halt(status: status), message: "halt_error", value: input)
      }
    },
    JQName("tostream", 0): JQNative { _, _, _, input, emit in
      for event in JQPaths.stream(input) { try jqSend(emit, event) }
    },
    JQName("modulemeta", 0): JQNative { run, _, _, input, emit in
      guard case .string(let name) = input else {
        throw JQOps.fail("modulemeta input module name must be a string")
      }
      do {
        // A loader of its own: a program may run on several threads at once.
        let loader = JQModuleLoader(libraryPaths: run.program.modules.libraryPaths)
        try jqSend(emit, try loader.meta(name))
      } catch let e as JQError {
        throw JQOps.fail(e.message)
      }
    },
    JQName("flatten", 0): simple { v in try flatten(v, .number(-1)) },
    JQName("flatten", 1): values(1) { a in
      // jq 1.7.1's `if $x < 0 then error(…)`: NaN is below every number.
      if JQOrder.compare(a[1], .number(0)) < 0 {
        throw JQOps.fail("flatten depth must not be negative")
      }
      return try flatten(a[0], a[1])
    },
    JQName("test", 1): regexTest(),
    JQName("test", 2): regexTest(),
    JQName("match", 1): regexStream("match", JQRegex.match),
    JQName("match", 2): regexStream("match", JQRegex.match),
    JQName("capture", 1): regexStream("capture", JQRegex.capture),
    JQName("capture", 2): regexStream("capture", JQRegex.capture),
    JQName("scan", 1): regexStream("scan", JQRegex.scan, always: true),
    JQName("scan", 2): regexStream("scan", JQRegex.scan, always: true),
    JQName("sub", 2): JQNative { run, args, env, input, emit in
      try substitute(run, args, env, input, emit, global: false)
    },
    JQName("sub", 3): JQNative { run, args, env, input, emit in
      try substitute(run, args, env, input, emit, global: false)
    },
    JQName("gsub", 2): JQNative { run, args, env, input, emit in
      try substitute(run, args, env, input, emit, global: true)
    },
    JQName("gsub", 3): JQNative { run, args, env, input, emit in
      try substitute(run, args, env, input, emit, global: true)
    },
  ]

  /// `debug`'s line on standard error: `["DEBUG:",VALUE]`.
  static func debug(_ run: JQRun, _ input: JSON) {
    run.context.stderr("[\"DEBUG:\",\(JSONWriter.string(input, jq: true))]\n")
  }

  /// `stderr`'s text: jq 1.7.1 writes a string's text as it is, any other value as compact
  /// JSON.
  static func stderr(_ run: JQRun, _ input: JSON) {
    if case .string(let text) = input {
      run.context.stderr(text)
    } else {
      run.context.stderr(JSONWriter.string(input, jq: true))
    }
  }

  /// The real path of `path` (its directory when `parent`), or null when it cannot be found.
  static func origin(of path: String, parent: Bool) -> JSON {
    guard let real = realpath(path, nil) else { return .null }
    defer { free(real) }
    let text = String(cString: real)
    guard parent, let slash = text.lastIndex(of: "/") else { return .string(text) }
    return .string(slash == text.startIndex ? "/" : String(text[..<slash]))
  }

  /// `match`/`capture` (each match, all of them with the `g` flag) and `scan` (always all).
  static func regexStream(
    _ name: String, _ f: @escaping @Sendable (Call) throws -> JSON, always: Bool = false
  ) -> JQNative {
    JQNative { run, args, env, input, emit in
      // `scan` is jq's `def scan($re; $flags)`: the first argument's outputs vary slowest;
      // `match`/`capture` call jq's C function, whose last argument's vary slowest.
      let args = always ? Array(args.reversed()) : args
      try combine(run, args[...], env, input, []) { vals in
        let vals = always ? Array(vals.reversed()) : vals
        let a = try regexArguments(
          input, vals, unpack: !always, flags: always ? .gFirst : .asGiven)
        let global = always || a.count > 2 && (a[2].stringValue ?? "").contains("g")
        let out = try regexLifted(a) { try f(Call(name: name, args: a)) }
        if global, case .array(let items) = out {
          for item in items { try jqSend(emit, item) }
        } else if case .null = out {
        } else {
          try jqSend(emit, out)
        }
      }
    }
  }

  /// `ascii_downcase`/`ascii_upcase`: the ASCII letters in `range` moved by `offset`.
  static func ascii(_ v: JSON, from range: ClosedRange<UInt32>, by offset: Int32) throws -> JSON {
    guard case .string(let s) = v else { throw JQOps.fail("explode input must be a string") }
    var out = String.UnicodeScalarView()
    for c in s.unicodeScalars {
      let moved = range.contains(c.value) ? UInt32(Int32(c.value) + offset) : c.value
      out.append(Unicode.Scalar(moved) ?? c)
    }
    return .string(String(out))
  }
}
