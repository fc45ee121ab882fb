/// jq 1.7.1's numeric literals: a token that is not `true`, `false` or `null` is handed to
/// decNumber, which reads a sign (`+` or `-`), digits with at most one `.` (`01`, `1.`,
/// `.5`), an exponent, or `Inf`, `Infinity`, `NaN`, `sNaN` (payload digits allowed) in any
/// case. The number keeps its literal (`JSONParser.parseLiterals`) in decNumber's canonical
/// form: the token is first written as JSON (`+1` → `1`, `01` → `1`, `1.e5` → `1e5`).
extension JQTextParser {
  /// The number decNumber reads in `token`; nil when it is not one.
  static func number(_ token: [UInt8]) -> JSON? {
    var i = 0
    var negative = false
    if token[i] == UInt8(ascii: "+") || token[i] == UInt8(ascii: "-") {
      negative = token[i] == UInt8(ascii: "-")
      i += 1
    }
    guard i < token.count else { return nil }
    let isDigit = { (c: UInt8) in c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    if !isDigit(token[i]) && token[i] != UInt8(ascii: ".") { return nonFinite(token, from: i) }
    var integer: [UInt8] = []
    var fraction: [UInt8] = []
    var sawPoint = false
    while i < token.count, isDigit(token[i]) || token[i] == UInt8(ascii: ".") {
      if token[i] == UInt8(ascii: ".") {
        if sawPoint { return nil }
        sawPoint = true
      } else if sawPoint {
        fraction.append(token[i])
      } else {
        integer.append(token[i])
      }
      i += 1
    }
    if integer.isEmpty && fraction.isEmpty { return nil }
    var exponent: [UInt8] = []
    if i < token.count {
      guard token[i] | 0x20 == UInt8(ascii: "e") else { return nil }
      exponent.append(UInt8(ascii: "e"))
      i += 1
      if i < token.count, token[i] == UInt8(ascii: "+") || token[i] == UInt8(ascii: "-") {
        exponent.append(token[i])
        i += 1
      }
      guard i < token.count, token[i...].allSatisfy(isDigit) else { return nil }
      exponent.append(contentsOf: token[i...])
    }
    var text: [UInt8] = negative ? [UInt8(ascii: "-")] : []
    let digits = integer.drop { $0 == UInt8(ascii: "0") }
    text.append(contentsOf: digits.isEmpty ? [UInt8(ascii: "0")] : Array(digits))
    if !fraction.isEmpty { text += [UInt8(ascii: ".")] + fraction }
    text += exponent
    return parsed(text, nonFinite: false)
  }

  /// `Inf`, `Infinity`, `NaN` or `sNaN` with payload digits, in any case, after the sign.
  static func nonFinite(_ token: [UInt8], from i: Int) -> JSON? {
    let word = String(decoding: token[i...].map { $0 | 0x20 }, as: UTF8.self)
    let payload: Substring
    if word.hasPrefix("nan") {
      payload = word.dropFirst(3)
    } else if word.hasPrefix("snan") {
      payload = word.dropFirst(4)
    } else {
      return word == "inf" || word == "infinity" ? parsed(token, nonFinite: true) : nil
    }
    guard payload.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return .number(.nan)
  }

  static func parsed(_ text: [UInt8], nonFinite: Bool) -> JSON? {
    text.withUnsafeBufferPointer { bytes in
      let outcome = JSONParser.parseLiterals(
        bytes, from: 0, atEOF: true, depth: 0, nonFinite: nonFinite)
      guard case .value(let value, _) = outcome else { return nil }
      return value
    }
  }
}
