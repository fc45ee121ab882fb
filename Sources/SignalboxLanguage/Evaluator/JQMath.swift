import SignalboxJSON

/// jq's maths builtins (libm) and its tests of numbers.
enum JQMath {
  /// A function of one number, jq's libm wrappers (`log`, `exp10`, `sin` …).
  static func unary(_ name: String, _ f: @escaping @Sendable (Double) -> Double)
    -> BuiltinFunction
  {
    { args, _ in .number(f(try Call(name: name, args: args).number(0, of: 1))) }
  }

  static let log10: @Sendable (Double) -> Double = { Glibc.log10($0) }
  static let log2: @Sendable (Double) -> Double = { Glibc.log2($0) }
  static let exp: @Sendable (Double) -> Double = { Glibc.exp($0) }
  static let exp10: @Sendable (Double) -> Double = { Glibc.pow(10, $0) }
  static let exp2: @Sendable (Double) -> Double = { Glibc.exp2($0) }
  static let cbrt: @Sendable (Double) -> Double = { Glibc.cbrt($0) }
  static let sin: @Sendable (Double) -> Double = { Glibc.sin($0) }
  static let cos: @Sendable (Double) -> Double = { Glibc.cos($0) }
  static let tan: @Sendable (Double) -> Double = { Glibc.tan($0) }
  static let asin: @Sendable (Double) -> Double = { Glibc.asin($0) }
  static let acos: @Sendable (Double) -> Double = { Glibc.acos($0) }
  static let atan: @Sendable (Double) -> Double = { Glibc.atan($0) }
  static let sinh: @Sendable (Double) -> Double = { Glibc.sinh($0) }
  static let cosh: @Sendable (Double) -> Double = { Glibc.cosh($0) }
  static let tanh: @Sendable (Double) -> Double = { Glibc.tanh($0) }

  static func ln(_ args: [JSON], _ env: Env) throws -> JSON {
    .number(Glibc.log(try Call(name: "ln", args: args).number(0, of: 1)))
  }

  static func atan2(_ args: [JSON], _ env: Env) throws -> JSON {
    let call = Call(name: "atan2", args: args)
    return .number(Glibc.atan2(try call.number(0, of: 2), try call.number(1)))
  }

  static func isnan(_ args: [JSON], _ env: Env) throws -> JSON {
    .bool(try Call(name: "isnan", args: args).number(0, of: 1).isNaN)
  }

  static func isinfinite(_ args: [JSON], _ env: Env) throws -> JSON {
    .bool(try Call(name: "isinfinite", args: args).number(0, of: 1).isInfinite)
  }

  static func isnormal(_ args: [JSON], _ env: Env) throws -> JSON {
    .bool(try Call(name: "isnormal", args: args).number(0, of: 1).isNormal)
  }

  static func nan(_ args: [JSON], _ env: Env) throws -> JSON {
    try Call(name: "nan", args: args).count(0)
    return .number(.nan)
  }

  static func infinite(_ args: [JSON], _ env: Env) throws -> JSON {
    try Call(name: "infinite", args: args).count(0)
    return .number(.infinity)
  }
}
