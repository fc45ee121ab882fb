/// Computed numbers as jq 1.7.1 prints them (`jvp_dtoa_fmt`): the shortest round-trip
/// digits, plain unless the decimal exponent `decpt` (the value is `0.digits × 10^decpt`)
/// is at most -4 or above the digit count plus 15, then `d.ddde±XX` with at least two
/// exponent digits (`1e-05`, `1e+17`, `4.05e-09`). Infinities print as the largest double,
/// NaN as `null`, `-0` as `-0`.
extension JSONWriter {
  package static func writeJQNumber(_ n: Double, into out: inout [UInt8]) {
    if n.isNaN {
      out.append(contentsOf: "null".utf8)
      return
    }
    let n = n.isInfinite ? (n < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude) : n
    writeFinite(n, layout: .jq, into: &out)
  }

  static func writeJQDigits(
    _ digits: UnsafeBufferPointer<UInt8>, decpt: Int, negative: Bool, into out: inout [UInt8]
  ) {
    writeDigits(
      digits, exponent: decpt, negative: negative,
      scientific: decpt <= -4 || decpt > digits.count + 15, exponentDigits: 2, into: &out)
  }
}
