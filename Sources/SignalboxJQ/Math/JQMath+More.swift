import SignalboxJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rest of jq's libm builtins, and `bsearch`, `toarray`, `have_literal_numbers`.
extension JQMath {
  package static let rint: @Sendable (Double) -> Double = { Glibc.rint($0) }
  package static let log1p: @Sendable (Double) -> Double = { Glibc.log1p($0) }
  package static let expm1: @Sendable (Double) -> Double = { Glibc.expm1($0) }
  package static let logb: @Sendable (Double) -> Double = { Glibc.logb($0) }
  package static let gamma: @Sendable (Double) -> Double = { Glibc.lgamma($0) }
  package static let tgamma: @Sendable (Double) -> Double = { Glibc.tgamma($0) }
  /// C's `significand`, which keeps the sign (Swift's `Double.significand` does not).
  package static let significand: @Sendable (Double) -> Double = { Glibc.significand($0) }

  /// A function of two numbers (`hypot`, `fmin`, `ldexp` …).
  package static func binary(_ f: @escaping @Sendable (Double, Double) -> Double)
    -> @Sendable (Call) throws -> JSON
  {
    { call in .number(f(try call.number(0), try call.number(1))) }
  }

  package static let hypot: @Sendable (Double, Double) -> Double = { Glibc.hypot($0, $1) }
  package static let fmin: @Sendable (Double, Double) -> Double = { Glibc.fmin($0, $1) }
  package static let fmax: @Sendable (Double, Double) -> Double = { Glibc.fmax($0, $1) }
  package static let drem: @Sendable (Double, Double) -> Double = { Glibc.remainder($0, $1) }
  /// `ldexp(N, E)`, `scalb(N, E)`: N × 2^E (E truncated, as jq passes an int).
  package static let ldexp: @Sendable (Double, Double) -> Double = { n, e in
    let exponent = e.isNaN ? 0 : Swift.max(-100_000, Swift.min(100_000, e.rounded(.towardZero)))
    return Glibc.scalbn(n, Int32(exponent))
  }

  /// C's `scalb`: NaN for an exponent that is not a whole number.
  package static let scalb: @Sendable (Double, Double) -> Double = { n, e in
    if e.isNaN || (e.isFinite && e != e.rounded(.towardZero)) { return .nan }
    return e.isInfinite ? n * (e > 0 ? .infinity : 0) : ldexp(n, e)
  }

  /// A double as C's conversion to `int` (jq's `jn`/`yn` order), clamped, NaN as 0.
  package static func int32(_ d: Double) -> Int32 {
    d.isNaN ? 0 : Int32(Swift.max(-2_147_483_648, Swift.min(2_147_483_647, d.rounded(.towardZero))))
  }

  package static func fma(_ call: Call) throws -> JSON {
    let (x, y, z) = (try call.number(0), try call.number(1), try call.number(2))
    return .number(Glibc.fma(x, y, z))
  }

  /// `frexp(N)`: `[mantissa, exponent]` with N = mantissa × 2^exponent, |mantissa| in
  /// [0.5, 1) (0, NaN and infinities: themselves and 0).
  package static func frexp(_ call: Call) throws -> JSON {
    let n = try call.number(0)
    var exponent: Int32 = 0
    let mantissa = Glibc.frexp(n, &exponent)
    return .array([.number(mantissa), .number(Double(exponent))])
  }

  /// `modf(N)`: `[fraction, whole part]`, both with N's sign.
  package static func modf(_ call: Call) throws -> JSON {
    let n = try call.number(0)
    var whole = 0.0
    let fraction = Glibc.modf(n, &whole)
    return .array([.number(fraction), .number(whole)])
  }

  /// jq's `bsearch(X)` on a sorted array: X's index, or (-1 - the index it would be
  /// inserted at) when absent; jq's order of values.
  package static func bsearch(_ call: Call) throws -> JSON {
    let items = try call.array(0)
    var (low, high) = (0, items.count - 1)
    while low <= high {
      let middle = low + (high - low) / 2
      let order = JQOrder.compare(items[middle], call.args[1])
      if order == 0 { return .number(Double(middle)) }
      if order < 0 { low = middle + 1 } else { high = middle - 1 }
    }
    return .number(Double(-1 - low))
  }

  /// jq's `toarray`: an array as it is, anything else in an array of one.
  package static func toarray(_ call: Call) throws -> JSON {
    let v = call.args[0]
    if case .array = v { return v }
    return .array([v])
  }

  /// jq's `have_literal_numbers`: true (integers keep their digits, `BigInteger`);
  /// `have_decnum`: false (no decimal arithmetic).
  package static func haveLiteralNumbers(_ call: Call) throws -> JSON {
    return .bool(true)
  }

  package static func haveDecnum(_ call: Call) throws -> JSON {
    return .bool(false)
  }
}

extension JQMath {
  /// jq's `todateiso8601` (what `todate` is): epoch seconds as ISO 8601 UTC text.
  package static func todateiso8601(_ call: Call) throws -> JSON {
    return .string(try JQDates.format(try call.number(0), name: call.name))
  }

  /// jq's `fromdateiso8601` (what `fromdate` is): ISO 8601 UTC text as epoch seconds.
  package static func fromdateiso8601(_ call: Call) throws -> JSON {
    return .number(try JQDates.parse(try call.string(0), name: call.name))
  }
}
