extension RegexParser {
  /// After a `\` outside a class.
  mutating func escape() throws(RegexSyntaxError) -> RegexNode {
    guard let c = peek() else { throw .invalid("end pattern at escape") }
    i += 1
    switch c {
    case "b": return .anchor(.wordBoundary)
    case "B": return .anchor(.notWordBoundary)
    case "A": return .anchor(.textStart)
    case "z": return .anchor(.textEnd)
    case "Z": return .anchor(.textEndBeforeNewline)
    case "G": return .anchor(.searchStart)
    case "K": return .keep
    case "N": return .set(.not(.scalar("\n")), fold: false)
    case "O": return .any(dotAll: true)
    case "R":
      // (?>\r\n|[\n\v\f\r\x85\u2028\u2029]), written so the Pike VM runs it.
      let breaks = RegexClass.union([
        .range("\n", "\r"), .scalar("\u{85}"), .range("\u{2028}", "\u{2029}"),
      ])
      return .alternation([
        .concat([.scalar("\r", fold: false), .scalar("\n", fold: false)]),
        .concat([.scalar("\r", fold: false), .notNext(.scalar("\n"), fold: false)]),
        .set(breaks, fold: false),
      ])
    case "X", "y", "Y": throw .unsupported("\\\(c) (text segments)")
    case "g" where peek() == "<" || peek() == "'":
      throw .unsupported("the subexpression call \\g")
    case "Q":
      // \Q…\E: the text between, literally.
      var items: [RegexNode] = []
      while i < s.count, !(s[i] == "\\" && peek(1) == "E") {
        items.append(literal(s[i]))
        i += 1
      }
      if i < s.count { i += 2 }
      return .concat(items)
    case "k":
      guard peek() == "<" else { throw .invalid("invalid backref") }
      i += 1
      guard let name = text(until: ">") else { throw .invalid("invalid backref") }
      if let n = Int(name), n != 0 {
        let n = n > 0 ? n : groupCount + 1 + n
        guard n > 0 else { throw .invalid("invalid backref number/name") }
        references.append(n)
        return .backReference(n, fold: options.ignoreCase)
      }
      guard let found = names.last(where: { $0.name == name }) else {
        throw .invalid("undefined name <\(name)> reference")
      }
      return .backReference(found.index, fold: options.ignoreCase)
    case "1"..."9":
      var k = i - 1
      var whole = 0
      while k < s.count, ("0"..."9").contains(s[k]), whole < 1000 {
        whole = whole * 10 + Int(s[k].value) - 48
        k += 1
      }
      // `\101` is octal where there is no group 101 (and it is more than one digit).
      if whole > 9, whole > groupCount, ("1"..."7").contains(c) {
        i -= 1
        return literal(try number(radix: 8, maxDigits: 3, braces: false, already: nil))
      }
      var n = Int(c.value) - 48
      while let d = peek(), ("0"..."9").contains(d), n * 10 + Int(d.value) - 48 <= groupCount {
        n = n * 10 + Int(d.value) - 48
        i += 1
      }
      references.append(n)
      return .backReference(n, fold: options.ignoreCase)
    default:
      i -= 1
      // Oniguruma does not fold case for `\p{Lu}` and the like outside a bracket.
      if let set = try classEscape() { return .set(set, fold: false) }
      return literal(try scalarEscape(inClass: false))
    }
  }

  /// The text up to `close`, with `i` past it; nil (and `i` at the end) when there is none.
  mutating func text(until close: Unicode.Scalar) -> String? {
    var out = ""
    while let d = peek(), d != close {
      out.unicodeScalars.append(d)
      i += 1
    }
    guard !atEnd else { return nil }
    i += 1
    return out
  }

  /// `\d \D \w \W \s \S \p{…} \P{…}` at `i` (after the `\`), or nil.
  mutating func classEscape() throws(RegexSyntaxError) -> RegexClass? {
    let set: RegexClass
    switch peek() {
    case "d": set = .digit
    case "D": set = .not(.digit)
    case "w": set = .word
    case "W": set = .not(.word)
    case "s": set = .space
    case "S": set = .not(.space)
    case "p", "P":
      guard peek(1) == "{" else { return nil }
      let negated = peek() == "P"
      i += 2
      // Oniguruma's words for `\p{L` with no `}`.
      guard let name = text(until: "}") else {
        throw .invalid("end pattern with unmatched parenthesis")
      }
      let property = try RegexClass.property(name)
      return negated ? .not(property) : property
    default: return nil
    }
    i += 1
    return set
  }

  /// A scalar written as an escape at `i` (after the `\`): `\t`, `\x41`, `\u00e9`, `\.`…
  mutating func scalarEscape(inClass: Bool) throws(RegexSyntaxError) -> Unicode.Scalar {
    guard let c = peek() else { throw .invalid("end pattern at escape") }
    i += 1
    switch c {
    case "t": return "\t"
    case "n": return "\n"
    case "r": return "\r"
    case "f": return "\u{0C}"
    case "v": return "\u{0B}"
    case "a": return "\u{07}"
    case "e": return "\u{1B}"
    case "b" where inClass: return "\u{08}"
    case "0":
      return try number(radix: 8, maxDigits: 2, braces: false, already: 0)
    case "1"..."7" where inClass:
      i -= 1
      return try number(radix: 8, maxDigits: 3, braces: false, already: nil)
    case "o" where peek() == "{":
      i += 1
      return try number(radix: 8, maxDigits: 11, braces: true, already: nil)
    case "c":
      guard let d = peek() else { throw .invalid("end pattern at control") }
      i += 1
      return d == "?" ? "\u{7F}" : Unicode.Scalar(UInt8(truncatingIfNeeded: d.value & 0x1F))
    case "x":
      if peek() == "{" {
        i += 1
        let v = try number(radix: 16, maxDigits: 8, braces: true, already: nil)
        return v
      }
      return try number(radix: 16, maxDigits: 2, braces: false, already: nil)
    default:
      // Oniguruma's Perl syntax reads an unknown escape (`\h`, `\u`, `\q`…) as the letter.
      return c
    }
  }

  mutating func number(
    radix: UInt32, maxDigits: Int, braces: Bool, already: UInt32?, exact: Bool = false
  ) throws(RegexSyntaxError) -> Unicode.Scalar {
    var value: UInt64 = UInt64(already ?? 0)
    var digits = 0
    while digits < maxDigits, let d = peek(), d.isASCII,
      let v = UInt64(String(d), radix: Int(radix))
    {
      value = value * UInt64(radix) + v
      digits += 1
      i += 1
    }
    if braces {
      guard peek() == "}", digits > 0 else { throw .invalid("invalid code point value") }
      i += 1
    }
    if already == nil && digits == 0 || exact && digits != maxDigits {
      throw .invalid("invalid code point value")
    }
    guard value <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(value)) else {
      throw .invalid("invalid code point value")
    }
    return scalar
  }

  /// After a `[`: the class up to its `]`.
  mutating func charClass() throws(RegexSyntaxError) -> RegexClass {
    var negated = false
    if peek() == "^" {
      negated = true
      i += 1
    }
    var items: [RegexClass] = []
    var first = true
    // Oniguruma's Perl syntax has no nested classes and no `&&`: a `[` inside is a literal
    // (but for `[:alpha:]`), and so is `&`.
    while true {
      guard let c = peek() else { throw .invalid("premature end of char-class") }
      if c == "]" && !first { break }
      first = false
      if c == "[" && peek(1) == ":", let posix = posixClass() {
        items.append(posix)
        continue
      }
      let low: Unicode.Scalar
      if c == "\\" {
        i += 1
        if let set = try classEscape() {
          items.append(set)
          continue
        }
        low = try scalarEscape(inClass: true)
      } else {
        low = c
        i += 1
      }
      if peek() == "-", let next = peek(1), next != "]" {
        i += 1
        var high = next
        if next == "\\" {
          i += 1
          if try classEscape() != nil { throw .invalid("char-class value at end of range") }
          high = try scalarEscape(inClass: true)
        } else {
          i += 1
        }
        guard low <= high else { throw .invalid("empty range in char class") }
        items.append(.range(low, high))
      } else {
        items.append(.scalar(low))
      }
    }
    i += 1
    let set = RegexClass.union(items)
    return negated ? .not(set) : set
  }

  /// `[:alpha:]` or `[:^alpha:]` at `i`, or nil (then `[` is a nested class).
  mutating func posixClass() -> RegexClass? {
    var k = i + 2
    var negated = false
    if k < s.count, s[k] == "^" {
      negated = true
      k += 1
    }
    var name = ""
    while k < s.count, s[k].isASCII, s[k].properties.isLowercase {
      name.unicodeScalars.append(s[k])
      k += 1
    }
    guard k + 1 < s.count, s[k] == ":", s[k + 1] == "]", RegexClass.posixNames.contains(name)
    else { return nil }
    i = k + 2
    return negated ? .not(.posix(name)) : .posix(name)
  }
}
