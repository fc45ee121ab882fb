import CSignalboxLibc
import SignalboxJSON

/// jq's maths builtins (libm) and its tests of numbers.
package enum JQMath {
  /// A function of one number, jq's libm wrappers (`log`, `exp10`, `sin` …).
  package static func unary(_ f: @escaping @Sendable (Double) -> Double)
    -> @Sendable (Call) throws -> JSON
  {
    { call in .number(f(try call.number(0))) }
  }

  package static let log10: @Sendable (Double) -> Double = { Glibc.log10($0) }
  package static let log2: @Sendable (Double) -> Double = { Glibc.log2($0) }
  package static let exp: @Sendable (Double) -> Double = { Glibc.exp($0) }
  package static let exp10: @Sendable (Double) -> Double = { signalbox_exp10($0) }
  package static let exp2: @Sendable (Double) -> Double = { Glibc.exp2($0) }
  package static let cbrt: @Sendable (Double) -> Double = { Glibc.cbrt($0) }
  package static let sin: @Sendable (Double) -> Double = { Glibc.sin($0) }
  package static let cos: @Sendable (Double) -> Double = { Glibc.cos($0) }
  package static let tan: @Sendable (Double) -> Double = { Glibc.tan($0) }
  package static let asin: @Sendable (Double) -> Double = { Glibc.asin($0) }
  package static let acos: @Sendable (Double) -> Double = { Glibc.acos($0) }
  package static let atan: @Sendable (Double) -> Double = { Glibc.atan($0) }
  package static let sinh: @Sendable (Double) -> Double = { Glibc.sinh($0) }
  package static let cosh: @Sendable (Double) -> Double = { Glibc.cosh($0) }
  package static let tanh: @Sendable (Double) -> Double = { Glibc.tanh($0) }

  package static func ln(_ call: Call) throws -> JSON {
    .number(Glibc.log(try call.number(0)))
  }

  package static func atan2(_ call: Call) throws -> JSON {
    return .number(Glibc.atan2(try call.number(0), try call.number(1)))
  }

  package static func isnan(_ call: Call) throws -> JSON {
    .bool(try call.number(0).isNaN)
  }

  package static func isinfinite(_ call: Call) throws -> JSON {
    .bool(try call.number(0).isInfinite)
  }

  package static func isnormal(_ call: Call) throws -> JSON {
    .bool(try call.number(0).isNormal)
  }

  package static func nan(_ call: Call) throws -> JSON {
    return .number(.nan)
  }

  package static func infinite(_ call: Call) throws -> JSON {
    return .number(.infinity)
  }
}
