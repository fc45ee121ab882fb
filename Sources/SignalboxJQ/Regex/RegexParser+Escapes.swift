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
    case "k":
      guard peek() == "<" else { throw .invalid("invalid backref") }
      i += 1
      var name = ""
      while let d = peek(), d != ">" {
        name.unicodeScalars.append(d)
        i += 1
      }
      guard !atEnd else { throw .invalid("invalid backref") }
      i += 1
      if let n = Int(name), n > 0 {
        references.append(n)
        return .backReference(n, fold: options.ignoreCase)
      }
      guard let found = names.last(where: { $0.name == name }) else {
        throw .invalid("undefined name <\(name)> reference")
      }
      return .backReference(found.index, fold: options.ignoreCase)
    case "1"..."9":
      var n = Int(c.value) - 48
      while let d = peek(), ("0"..."9").contains(d), n * 10 + Int(d.value) - 48 <= groupCount {
        n = n * 10 + Int(d.value) - 48
        i += 1
      }
      references.append(n)
      return .backReference(n, fold: options.ignoreCase)
    default:
      i -= 1
      if let set = try classEscape() { return .set(set, fold: options.ignoreCase) }
      return literal(try scalarEscape(inClass: false))
    }
  }

  /// `\d \D \w \W \s \S \h \H` at `i` (after the `\`), or nil.
  mutating func classEscape() throws(RegexSyntaxError) -> RegexClass? {
    let set: RegexClass
    switch peek() {
    case "d": set = .digit
    case "D": set = .not(.digit)
    case "w": set = .word
    case "W": set = .not(.word)
    case "s": set = .space
    case "S": set = .not(.space)
    case "h": set = .hexDigit
    case "H": set = .not(.hexDigit)
    case "p", "P": throw .unsupported("\\p{…}")
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
    case "x":
      if peek() == "{" {
        i += 1
        let v = try number(radix: 16, maxDigits: 8, braces: true, already: nil)
        return v
      }
      return try number(radix: 16, maxDigits: 2, braces: false, already: nil)
    case "u": return try number(radix: 16, maxDigits: 4, braces: false, already: nil, exact: true)
    default:
      if c.isASCII && (c.properties.isAlphabetic || c.properties.numericType != nil) {
        throw .unsupported("\\\(c)")
      }
      return c
    }
  }

  mutating func number(
    radix: UInt32, maxDigits: Int, braces: Bool, already: UInt32?, exact: Bool = false
  ) throws(RegexSyntaxError) -> Unicode.Scalar {
    var value = already ?? 0
    var digits = 0
    while digits < maxDigits, let d = peek(), d.isASCII,
      let v = UInt32(String(d), radix: Int(radix))
    {
      value = value * radix + v
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
    guard let scalar = Unicode.Scalar(value) else { throw .invalid("invalid code point value") }
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
    var intersected: [RegexClass] = []
    var first = true
    while true {
      guard let c = peek() else { throw .invalid("premature end of char-class") }
      if c == "]" && !first { break }
      first = false
      if c == "&" && peek(1) == "&" {
        i += 2
        intersected.append(.union(items))
        items = []
        continue
      }
      if c == "[" && peek(1) == ":" {
        if let posix = posixClass() {
          items.append(posix)
          continue
        }
      }
      if c == "[" {
        i += 1
        items.append(try charClass())
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
          if next == "[" { throw .unsupported("class range to a class") }
          i += 1
        }
        guard low <= high else { throw .invalid("empty range in char class") }
        items.append(.range(low, high))
      } else {
        items.append(.scalar(low))
      }
    }
    i += 1
    var set = RegexClass.union(items)
    if !intersected.isEmpty { set = .intersection(intersected + [set]) }
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
