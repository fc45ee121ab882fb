/// Decimals of 16 to 19 significant digits (what `repr` and `JSON.stringify` write for most
/// doubles: `0.39144948834984616`, `1337.4609259778642`) read exactly with 128-bit integer
/// arithmetic instead of `strtod`, which takes its multi-precision path for them.
extension JSONParser {
  /// The powers of five that fit in 64 bits (5²⁷ < 2⁶³). Written out: a literal table is
  /// static data, where a computed one is made on first use and checked at every access.
  static let powersOfFive: [UInt64] = [
    1, 5, 25, 125,
    625, 3125, 15625, 78125,
    390625, 1_953_125, 9_765_625, 48_828_125,
    244_140_625, 1_220_703_125, 6_103_515_625, 30_517_578_125,
    152_587_890_625, 762_939_453_125, 3_814_697_265_625, 19_073_486_328_125,
    95_367_431_640_625, 476_837_158_203_125, 2_384_185_791_015_625, 11_920_928_955_078_125,
    59_604_644_775_390_625, 298_023_223_876_953_125, 1_490_116_119_384_765_625,
    7_450_580_596_923_828_125,
  ]

  /// The powers of ten that fit in 64 bits.
  static let powersOfTen64: [UInt64] = [
    1, 10, 100, 1000,
    10000, 100000, 1_000_000, 10_000_000,
    100_000_000, 1_000_000_000, 10_000_000_000, 100_000_000_000,
    1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
    10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
    10_000_000_000_000_000_000,
  ]

  /// The double nearest to the number text (valid JSON grammar), rounded half to even as
  /// `strtod` rounds, when its significant digits fit in 64 bits (at most 19) and its value
  /// `digits × 10^q` has `q` from -27 to 19; nil otherwise (and for zero).
  ///
  /// `digits × 10^q` is `digits × 2^q × 5^q`: for `q < 0` the digits, shifted up to the top
  /// of 128 bits, are divided by `5^-q` (exact quotient and remainder); for `q ≥ 0` they
  /// are multiplied by `10^q` (exact). The quotient keeps at least 64 bits, so its top 53
  /// bits, the bits below them and the remainder decide the rounding exactly.
  static func exactLongDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    guard let (digits, q, negative) = decimalParts(text), digits != 0 else { return nil }
    guard let magnitude = nearestDouble(digits, q) else { return nil }
    return negative ? -magnitude : magnitude
  }

  /// The significant digits of a number text as an integer (at most 19 of them, leading
  /// and trailing zeros dropped into the exponent), the power of ten they are scaled by,
  /// and the sign; nil when there are more than 19 or the exponent is far out of range.
  static func decimalParts(_ text: UnsafeBufferPointer<UInt8>) -> (UInt64, Int, Bool)? {
    let n = text.count
    var i = 0
    let negative = n > 0 && text[0] == UInt8(ascii: "-")
    if negative { i = 1 }
    var digits: UInt64 = 0
    var significant = 0
    var scale = 0
    var zeros = 0  // zeros after the last non-zero digit, not yet in `digits`
    var inFraction = false
    while i < n {
      let c = text[i]
      if c &- 48 <= 9 {
        if c == UInt8(ascii: "0") {
          if significant > 0 { zeros += 1 }
        } else {
          if significant + zeros + 1 > 19 { return nil }
          for _ in 0..<zeros { digits = digits &* 10 }
          significant += zeros + 1
          zeros = 0
          digits = digits &* 10 &+ UInt64(c &- 48)
        }
        if inFraction { scale -= 1 }
      } else if c == UInt8(ascii: ".") {
        inFraction = true
      } else {
        break
      }
      i += 1
    }
    scale += zeros  // trailing zeros scale the digits instead
    if i < n {
      guard let exponent = exponentPart(text, from: i, limit: 100_000) else { return nil }
      scale += exponent
    }
    return (digits, scale, negative)
  }

  /// The double nearest to `digits × 10^q` (`digits` not 0), or nil when `q` is out of
  /// -27...19 (see `exactLongDecimal`).
  static func nearestDouble(_ digits: UInt64, _ q: Int) -> Double? {
    guard q >= -27 && q <= 19 else { return nil }
    var quotient: UInt128
    var inexact = false
    var scale: Int  // the value is quotient × 2^scale (plus the remainder, if inexact)
    if q < 0 {
      let shift = 64 + digits.leadingZeroBitCount
      let divisor = UInt128(powersOfFive[-q])
      let (qt, r) = (UInt128(digits) << shift).quotientAndRemainder(dividingBy: divisor)
      quotient = qt
      inexact = r != 0
      scale = q - shift
    } else {
      quotient = UInt128(digits) * UInt128(powersOfTen64[q])
      scale = 0
    }
    // Round to 53 bits, half to even.
    let bits = 128 - quotient.leadingZeroBitCount
    var mantissa: UInt64
    if bits <= 53 {
      mantissa = UInt64(quotient)  // exact (q ≥ 0: an integer below 2⁵³)
    } else {
      let drop = bits - 53
      mantissa = UInt64(truncatingIfNeeded: quotient >> drop)
      let rest = quotient & ((1 << UInt128(drop)) - 1)
      let half = UInt128(1) << UInt128(drop - 1)
      if rest > half || (rest == half && (inexact || mantissa & 1 == 1)) {
        mantissa += 1
      }
      scale += drop
      if mantissa == 1 << 53 {
        mantissa >>= 1
        scale += 1
      }
    }
    // Normal doubles only (the range of q keeps the value within 2^-1022 ... 2^1023).
    return Double(sign: .plus, exponent: scale, significand: Double(mantissa))
  }

  /// The exponent of a number text (valid JSON grammar) whose `e` or `E` is at `start`,
  /// signed; nil when its magnitude passes `limit` (then the caller's exact path gives up).
  @inline(__always)
  static func exponentPart(_ text: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int)
    -> Int?
  {
    var i = start + 1
    let n = text.count
    var negative = false
    if i < n && (text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+")) {
      negative = text[i] == UInt8(ascii: "-")
      i += 1
    }
    var exponent = 0
    while i < n {
      exponent = exponent * 10 + Int(text[i] &- 48)
      if exponent > limit { return nil }
      i += 1
    }
    return negative ? -exponent : exponent
  }

  /// The value of the eight bytes at `p` (`p + 8` within the buffer) as eight ASCII
  /// digits, or nil when one of them is not a digit; a word at a time (simdjson's test
  /// and sum): a digit's high nibble is 3, and stays 3 when 6 is added; then pairs,
  /// quadruples and the eight are summed by three multiplications.
  @inline(__always)
  static func eightDigits(_ base: UnsafePointer<UInt8>, at p: Int) -> UInt64? {
    let w = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
    let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    guard (w & high) | (((w &+ 0x0606_0606_0606_0606) & high) >> 4) == 0x3333_3333_3333_3333
    else { return nil }
    var v = w & 0x0F0F_0F0F_0F0F_0F0F
    v = (v &* 2561) >> 8
    v = ((v & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
    return ((v & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
  }
}
