/// The shortest round-trip digits of a double worked out with 128-bit integers, for the
/// doubles most data holds (from about 1.5 × 10⁻⁵ to 2⁵³, with a fraction): what
/// `description` gives, without building a `String` (a heap allocation for a number of
/// 16 or more digits) and without its general algorithm.
extension JSONWriter {
  /// The shortest digits that read back as `v` (positive, finite) — the closest to `v` of
  /// the shortest — and the exponent `e` with `v = 0.digits × 10^e`, written into `digits`
  /// (room for 18 at least); nil when `v` is out of this path's range or a case is too close to
  /// call (a candidate exactly halfway, or on the edge of the doubles that read as `v`):
  /// `withShortestDigits` then decides.
  ///
  /// With `v = M × 2^-t` (`M` the 53-bit significand), `V = v × 10^s` is made to have 17
  /// digits before its point; `N = M × 10^s` is `V × 2^t` exactly, in 128 bits. The
  /// doubles that read as `v` are those within half a unit of `M`'s last place, so
  /// decimals of 15, 16 and 17 significant digits are tried in turn: the nearest one of
  /// each length (`V` rounded to a multiple of 100, 10 or 1) is the answer as soon as it
  /// lies strictly inside that interval. Fewer than 15 digits need no look of their own:
  /// at most one decimal of 15 digits lies in the interval (DBL_DIG), so the shortest,
  /// padded with zeros, is the one found at 15.
  static func shortestDigitsExact(
    _ v: Double, into digits: UnsafeMutableBufferPointer<UInt8>
  ) -> (count: Int, exponent: Int)? {
    // A candidate rounded up to 10^k is written with k + 1 digits before its zeros drop.
    guard digits.count >= 18 else { return nil }
    let significand = v.significandBitPattern
    let biased = Int(v.exponentBitPattern)
    // Normal doubles only, not a power of two (its interval is lopsided).
    guard biased > 0, significand != 0 else { return nil }
    let m = UInt128(significand | 1 << 52)
    let t = 1075 - biased  // v = m × 2^-t
    guard t >= 1 && t <= 68 else { return nil }
    // s with 10¹⁶ ≤ v × 10^s < 10¹⁷: from the binary exponent, then corrected.
    let binary = 52 - t  // 2^binary ≤ v < 2^(binary + 1)
    var s = 16 - ((binary * 78_913) >> 18)  // 78913 / 2¹⁸ ≈ log10(2), floored
    guard s >= 0 && s <= 22 else { return nil }
    var n = m * powerOfTen128(s)
    var whole = n &>> UInt128(t)
    if whole >= 100_000_000_000_000_000 {
      s -= 1
    } else if whole < 10_000_000_000_000_000 {
      s += 1
    }
    guard s >= 0 && s <= 22 else { return nil }
    n = m * powerOfTen128(s)
    whole = n &>> UInt128(t)
    guard whole >= 10_000_000_000_000_000 && whole < 100_000_000_000_000_000 else { return nil }
    let fraction = n & ((1 &<< UInt128(t)) - 1)
    // Interval of the doubles that read as v, over 2^(t+1): (2N ± 10^s) / 2^(t+1).
    let p = powerOfTen128(s)
    let low = 2 * n - p
    let high = 2 * n + p
    let w = UInt64(whole)
    // The units as constants (divisions by a constant are multiplications).
    if let found = candidate(w, fraction, t, low, high, unit: 100, k: 15, s, digits) {
      return found
    }
    if let found = candidate(w, fraction, t, low, high, unit: 10, k: 16, s, digits) {
      return found
    }
    if let found = candidate(w, fraction, t, low, high, unit: 1, k: 17, s, digits) {
      return found
    }
    return nil
  }

  /// Whether V rounded to a multiple of `unit` (a decimal of `k` significant digits) lies
  /// strictly inside the interval: then its digits and exponent. Nil to try the next
  /// length; `.some(nil)` when the case is too close to call (halfway, or on an edge).
  @inline(__always)
  private static func candidate(
    _ w: UInt64, _ fraction: UInt128, _ t: Int, _ low: UInt128, _ high: UInt128,
    unit: UInt64, k: Int, _ s: Int, _ digits: UnsafeMutableBufferPointer<UInt8>
  ) -> (count: Int, exponent: Int)?? {
    // Exact: from the remainder over unit × 2^t.
    var candidate = w / unit
    let remainder = UInt128(w % unit) &<< UInt128(t) | fraction
    let twice = UInt128(unit) &<< UInt128(t)
    if 2 * remainder == twice { return .some(nil) }  // exactly halfway
    if 2 * remainder > twice { candidate += 1 }
    let scaled = UInt128(candidate * unit) &<< UInt128(t + 1)
    if scaled == low || scaled == high { return .some(nil) }  // on the edge: inclusive or not
    guard scaled > low && scaled < high else { return nil }
    // Its digits, two at a time; rounding up may have made it 10^k.
    let length = candidate == JSONParser.powersOfTen64[k] ? k + 1 : k
    var index = length
    while candidate >= 100 {
      let pair = Int(truncatingIfNeeded: candidate % 100)
      candidate /= 100
      digits[index - 1] = UInt8(truncatingIfNeeded: pair % 10) + 48
      digits[index - 2] = UInt8(truncatingIfNeeded: pair / 10) + 48
      index -= 2
    }
    if candidate >= 10 {
      digits[index - 1] = UInt8(truncatingIfNeeded: candidate % 10) + 48
      index -= 1
      candidate /= 10
    }
    digits[index - 1] = UInt8(truncatingIfNeeded: candidate) + 48
    var count = length
    while digits[count - 1] == UInt8(ascii: "0") { count -= 1 }  // the first is not 0
    // v = candidate × unit × 10^-s, and candidate × unit has length + 17 - k digits.
    return .some((count, length + 17 - k - s))
  }

  /// 10^s as 128 bits (s from 0 to 38).
  @inline(__always)
  static func powerOfTen128(_ s: Int) -> UInt128 {
    if s <= 19 { return UInt128(JSONParser.powersOfTen64[s]) }
    return UInt128(JSONParser.powersOfTen64[19]) * UInt128(JSONParser.powersOfTen64[s - 19])
  }
}
