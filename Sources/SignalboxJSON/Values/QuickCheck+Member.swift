/// Field reads (`x.v`, `x.name`) in the common case: a checked object without repeated keys
/// and without whitespace between its members, whose keys before the one asked for are
/// written without escapes (such a key's bytes are its characters' UTF-8, so comparing
/// bytes decides). Whole numbers are read here. Anything else — whitespace, a key with an
/// escape (another spelling could be the key asked for) — answers `.unknown`, and
/// `JSONParser.member` decides.
extension QuickCheck {
  enum Member {
    case found(JSON)
    case absent
    case unknown
  }

  /// The value of `key` in the checked object `bytes` (which repeats no key).
  /// `literals`: its numbers read as jq 1.7.1's (`JSONParser.literals`).
  static func member(
    _ key: UnsafeBufferPointer<UInt8>, ofObjectIn bytes: UnsafeBufferPointer<UInt8>,
    literals: Bool = false
  ) -> Member {
    guard let start = memberStart(key, ofObjectIn: bytes) else { return .unknown }
    guard start > 0 else { return .absent }
    return .found(value(bytes, at: start, literals: literals))
  }

  /// Where the value of `key` starts in the checked object `bytes`; 0 when the object has
  /// no such key; `nil` when this cannot tell.
  static func memberStart(
    _ key: UnsafeBufferPointer<UInt8>, ofObjectIn bytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let k = key.count
    let n = bytes.count
    var p = 1
    while true {
      // `p`: a key's opening quote (or, in `{}`, the closing brace).
      guard p < n, base[p] == quote else { return p == 1 && n == 2 ? 0 : nil }
      // The key's closing quote (checked text has one before the end), eight bytes at a time.
      let i = firstQuoteOrBackslash(base, from: p + 1, end: n)
      guard i < n, base[i] == quote else { return nil }
      // The colon, then the value's first byte (not whitespace: then `i + 1 < n`, as the
      // object's closing brace comes after the value).
      guard base[i + 1] == colon else { return nil }
      let v = i + 2
      switch base[v] {
      case 0x20, 0x0a, 0x0d, 0x09: return nil
      default: break
      }
      if i - p - 1 == k {
        var j = 0
        while j < k && base[p + 1 + j] == key[j] { j += 1 }
        if j == k { return v }
      }
      // Past the value, to the comma or the closing brace.
      var e: Int
      switch base[v] {
      case quote:
        e = v + 1
        while true {
          e = firstQuoteOrBackslash(base, from: e, end: n)
          guard e < n else { return nil }
          let c = base[e]
          if c == quote { break }
          e += c == backslash ? 2 : 1
        }
        e += 1
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        e = numberEnd(base, from: v, end: n)
      case UInt8(ascii: "t"), UInt8(ascii: "n"): e = v + 4
      case UInt8(ascii: "f"): e = v + 5
      default: e = JSONParser.skipValue(bytes, at: v)  // containers
      }
      guard e < n else { return nil }
      if base[e] == UInt8(ascii: ",") {
        p = e + 1
        continue
      }
      return base[e] == UInt8(ascii: "}") ? 0 : nil  // or whitespace: `nil`
    }
  }

  /// The end of the checked number at `v` (a sign, digits, a fraction, an exponent), its
  /// digits eight at a time; at most `end`.
  @inline(__always)
  static func numberEnd(_ base: UnsafePointer<UInt8>, from v: Int, end n: Int) -> Int {
    var e = firstNonDigit(base, from: base[v] == UInt8(ascii: "-") ? v + 1 : v, end: n)
    if e < n && base[e] == UInt8(ascii: ".") { e = firstNonDigit(base, from: e + 1, end: n) }
    if e < n && base[e] | 0x20 == UInt8(ascii: "e") {
      e += 1
      if e < n && (base[e] == UInt8(ascii: "+") || base[e] == UInt8(ascii: "-")) { e += 1 }
      e = firstNonDigit(base, from: e, end: n)
    }
    return e
  }

  /// The checked value at `p`: a whole number of up to 15 digits followed by the end of the
  /// member read here, anything else by `JSONParser` (reading `literals`, `signalbox jq`'s
  /// input, objects in it stay their text: the program reads what it needs of them).
  static func value(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int, literals: Bool)
    -> JSON
  {
    let base = bytes.baseAddress!
    let n = bytes.count
    let end = firstNonDigit(base, from: p, end: n)
    if end > p && end - p <= 15 && end < n
      && (base[end] == UInt8(ascii: ",") || base[end] == UInt8(ascii: "}"))
      && (base[p] != UInt8(ascii: "0") || end == p + 1)
    {
      var v = 0
      for j in p..<end { v = v &* 10 &+ Int(base[j] &- 48) }
      return .number(Double(v))
    }
    var parser = JSONParser(bytes: bytes, atEOF: true, position: p)
    parser.literals = literals
    parser.keepObjectsAsText = literals
    return (try? parser.parseValue(depth: 0)) ?? .null
  }
}
