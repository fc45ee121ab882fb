import SignalboxJSON

/// Durations with units: `300ms`, `1.5s`, `2m`, `1h` are numbers of seconds, written
/// where a number goes (a time argument, an options object, `let`). A bare number stays
/// seconds (RAC's NSTimeInterval).
extension Lexer {
  /// Each unit and how many seconds it is.
  static let units: [String: Double] = ["ms": 0.001, "s": 1, "m": 60, "h": 3600]

  /// The unit right after a number (no space between), consumed; nil, and nothing
  /// consumed, when the letters after the number are no unit (`2x` stays `2`, `x`).
  mutating func lexUnit() -> Double? {
    let end = Lexer.wordEnd(s, from: i)
    guard end > i, let seconds = Lexer.units[text(i, end)] else { return nil }
    i = end
    return seconds
  }

  /// A duration as `:advance` and `--horizon` read it: a number of seconds, or a number
  /// with a unit (`300ms`, `2m`).
  package static func seconds(_ text: String) -> Double? {
    if let n = Double(text) { return n }
    for (unit, seconds) in units where text.hasSuffix(unit) {
      if let n = Double(text.dropLast(unit.count)), n.isFinite, text.first != "." {
        return n * seconds
      }
    }
    return nil
  }

  /// Whether the number literal at `offset` of `file` is written with a unit.
  package static func hasUnit(_ file: SourceFile, at offset: Int) -> Bool {
    let s = file.scalars
    var k = offset
    while k < s.count, ("0"..."9").contains(s[k]) || s[k] == "." { k += 1 }
    let end = wordEnd(s, from: k)
    guard end > k else { return false }
    var v = String.UnicodeScalarView()
    for c in s[k..<end] { v.append(c) }
    return units[String(v)] != nil
  }

  /// The number literal at `offset` of `file`, when it is written with a unit, in `unit`
  /// (`1.5s` is 1500 in milliseconds); nil for a bare number.
  package static func valueInUnit(_ file: SourceFile, at offset: Int, _ unit: TimeUnit)
    -> Double?
  {
    let s = file.scalars
    var k = offset
    func digits() { while k < s.count, ("0"..."9").contains(s[k]) { k += 1 } }
    digits()
    if k + 1 < s.count, s[k] == ".", ("0"..."9").contains(s[k + 1]) {
      k += 1
      digits()
    }
    if k < s.count, s[k] == "e" || s[k] == "E" {
      var j = k + 1
      if j < s.count, s[j] == "+" || s[j] == "-" { j += 1 }
      if j < s.count, ("0"..."9").contains(s[j]) {
        k = j
        digits()
      }
    }
    let end = wordEnd(s, from: k)
    guard end > k, let seconds = units[text(s, k, end)], let n = Double(text(s, offset, k))
    else { return nil }
    return n * (seconds * unit.perSecond)
  }

  private static func text(_ s: [Unicode.Scalar], _ start: Int, _ end: Int) -> String {
    var v = String.UnicodeScalarView()
    v.append(contentsOf: s[start..<end])
    return String(v)
  }

  /// Where the run of letters, digits and `_` starting at `k` ends.
  static func wordEnd(_ s: [Unicode.Scalar], from k: Int) -> Int {
    var end = k
    while end < s.count,
      s[end].properties.isAlphabetic || s[end] == "_" || ("0"..."9").contains(s[end])
    { end += 1 }
    return end
  }
}

/// What a bare number given as a time means, and the unit times print in: seconds (RAC's
/// NSTimeInterval), or milliseconds for RxJS users (`--time-unit ms`, `:units ms`).
public enum TimeUnit: String, CaseIterable, Sendable {
  /// Seconds (`s`, the default) or milliseconds (`ms`).
  case s, ms

  /// How many seconds a number of this unit is.
  package var seconds: Double { self == .ms ? 0.001 : 1 }
  /// How many of this unit a second is.
  package var perSecond: Double { self == .ms ? 1000 : 1 }
}
