import SignalboxJSON

/// jq 1.7.1's `tonumber`: the string is read by jq's JSON parser, whose number literals are
/// decNumber's (`007`, `+1`, `.5`, `1.`, `NaN`, `Infinity`), with its messages.
extension JQNatives {
  static func toNumber(_ v: JSON) throws -> JSON {
    if v.numberValue != nil { return v }
    guard case .string(let s) = v else {
      throw JQOps.fail("\(JQOps.described(v)) cannot be parsed as a number")
    }
    let bytes = Array(s.utf8)
    let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    guard let first = bytes.firstIndex(where: { !space.contains($0) }) else {
      throw JQOps.fail("Expected JSON value (while parsing '\(s)')")
    }
    let structural = Set("[]{}:,\"".utf8)
    var end = first
    while end < bytes.count, !space.contains(bytes[end]), !structural.contains(bytes[end]) {
      end += 1
    }
    let rest = bytes[end...].allSatisfy { space.contains($0) }
    let token = String(decoding: bytes[first..<end], as: UTF8.self)
    let word = token.first == "t" || token.first == "f" || token.hasPrefix("nu")
    if end > first, rest, !word {
      if let n = decNumber(token) { return n }
      throw JQOps.fail("Invalid numeric literal \(jqPosition(bytes, end)) (while parsing '\(s)')")
    }
    switch JSON.parseAll(s, literals: true) {
    case .success(let vs) where vs.count == 1 && vs[0].numberValue != nil: return vs[0]
    case .success(let vs) where vs.count == 1:
      throw JQOps.fail("\(JQOps.described(v)) cannot be parsed as a number")
    case .success(let vs) where vs.count > 1:
      throw JQOps.fail("Unexpected extra JSON values (while parsing '\(s)')")
    default: throw JQOps.fail("Cannot parse '\(s)' as JSON")
    }
  }

  /// A decNumber literal: a sign, digits with at most one `.`, an exponent; or `Inf`,
  /// `Infinity`, `NaN`, `sNaN` (any case; a NaN's payload digits). Nil for anything else.
  static func decNumber(_ token: String) -> JSON? {
    var t = Substring(token)
    var negative = false
    if let c = t.first, c == "+" || c == "-" {
      negative = c == "-"
      t = t.dropFirst()
    }
    let lower = t.lowercased()
    if lower == "inf" || lower == "infinity" { return .number(negative ? -.infinity : .infinity) }
    let digits = { (s: Substring) in s.allSatisfy { $0 >= "0" && $0 <= "9" } }
    for prefix in ["nan", "snan"] where lower.hasPrefix(prefix) {
      return digits(Substring(lower).dropFirst(prefix.count)) ? .number(.nan) : nil
    }
    let parts = t.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "E", maxSplits: 1, omittingEmptySubsequences: false) }
    guard parts.count == 1 || parts.count == 2 else { return nil }
    let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
    guard mantissa.count <= 2, mantissa.allSatisfy(digits),
      mantissa.contains(where: { !$0.isEmpty })
    else { return nil }
    var text = negative ? "-" : ""
    let whole = mantissa[0].drop { $0 == "0" }
    text += whole.isEmpty ? "0" : String(whole)
    if mantissa.count == 2, !mantissa[1].isEmpty { text += "." + mantissa[1] }
    if parts.count == 2 {
      var e = parts[1]
      var sign = ""
      if let c = e.first, c == "+" || c == "-" {
        sign = c == "-" ? "-" : ""
        e = e.dropFirst()
      }
      guard !e.isEmpty, digits(e) else { return nil }
      text += "e" + sign + e
    }
    if case .success(let vs) = JSON.parseAll(text, literals: true), vs.count == 1 { return vs[0] }
    return Double(text).map { .number($0) }
  }

  /// Where jq's parser reports a fault found at the byte `at` (the byte after a literal):
  /// `at line L, column C`, or `at EOF at line L, column C` when that is the end.
  static func jqPosition(_ bytes: [UInt8], _ at: Int) -> String {
    var line = 1
    var column = 0
    for b in bytes[..<min(at + 1, bytes.count)] {
      if b == 0x0A {
        line += 1
        column = 0
      } else {
        column += 1
      }
    }
    return (at >= bytes.count ? "at EOF at" : "at") + " line \(line), column \(column)"
  }
}
