/// A set of Unicode scalars as a regular expression's class describes it (`[a-z]`, `\d`,
/// `[[:alpha:]]`, `[^…]`, nested classes and `&&` intersections).
indirect enum RegexClass: Sendable {
  case scalar(Unicode.Scalar)
  case range(Unicode.Scalar, Unicode.Scalar)
  case digit, word, space
  case posix(String)
  /// `\p{L}`, `\p{Lu}`…: the scalars of these general categories.
  case categories([Unicode.GeneralCategory])
  /// `\p{Alphabetic}`, `\p{Any}`…
  case flag(RegexProperty)
  case union([RegexClass])
  case not(RegexClass)

  func contains(_ c: Unicode.Scalar) -> Bool {
    switch self {
    case .scalar(let s): return c == s
    case .range(let a, let b): return a <= c && c <= b
    case .digit: return c.properties.numericType == .decimal
    case .word: return RegexClass.isWord(c)
    case .space: return RegexClass.isSpace(c)
    case .posix(let name): return RegexClass.posix(name, c)
    case .categories(let list): return list.contains(c.properties.generalCategory)
    case .flag(let property): return property.holds(c)
    case .union(let items): return items.contains { $0.contains(c) }
    case .not(let inner): return !inner.contains(c)
    }
  }

  /// Whether `c` or one of its simple case variants is in the class (the `i` flag).
  func contains(_ c: Unicode.Scalar, ignoringCase: Bool) -> Bool {
    if contains(c) { return true }
    guard ignoringCase else { return false }
    return RegexClass.variants(c).contains { contains($0) }
  }

  /// The other cases of `c` that are one scalar each.
  static func variants(_ c: Unicode.Scalar) -> [Unicode.Scalar] {
    var out: [Unicode.Scalar] = []
    for mapped in [c.properties.lowercaseMapping, c.properties.uppercaseMapping] {
      let scalars = mapped.unicodeScalars
      if scalars.count == 1, let s = scalars.first, s != c { out.append(s) }
    }
    return out
  }

  /// `c` folded to one case, for comparing scalars under the `i` flag.
  static func fold(_ c: Unicode.Scalar) -> Unicode.Scalar {
    if c.isASCII {
      let v = c.value
      return v >= 65 && v <= 90 ? Unicode.Scalar(v + 32)! : c
    }
    // Through the upper case, so `ſ` and `s`, `K` (Kelvin) and `k` fold alike.
    let upper = c.properties.uppercaseMapping.unicodeScalars
    let base = upper.count == 1 ? upper.first! : c
    let scalars = base.properties.lowercaseMapping.unicodeScalars
    return scalars.count == 1 ? scalars.first! : c
  }

  static func isWord(_ c: Unicode.Scalar) -> Bool {
    if c.isASCII {
      let v = c.value
      return (v >= 48 && v <= 57) || (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 95
    }
    let p = c.properties
    switch p.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
      .otherNumber, .connectorPunctuation:
      return true
    default: return p.isAlphabetic
    }
  }

  static func isSpace(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 9...13, 32: return true
    default: return c.value > 127 && c.properties.isWhitespace
    }
  }

  static let posixNames: Set<String> = [
    "alpha", "digit", "alnum", "upper", "lower", "space", "blank", "punct", "cntrl", "xdigit",
    "print", "graph", "word", "ascii",
  ]

  static func posix(_ name: String, _ c: Unicode.Scalar) -> Bool {
    let p = c.properties
    switch name {
    case "alpha": return p.isAlphabetic
    case "digit": return p.numericType == .decimal
    case "alnum": return p.isAlphabetic || p.numericType == .decimal
    case "upper": return p.isUppercase
    case "lower": return p.isLowercase
    case "space": return isSpace(c)
    case "blank": return c == " " || c == "\t" || p.generalCategory == .spaceSeparator
    case "punct":
      switch p.generalCategory {
      case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation:
        return true
      default:
        // Oniguruma counts the ASCII symbols as punctuation too.
        return c.isASCII && p.generalCategory.isSymbol
      }
    case "cntrl": return p.generalCategory == .control
    case "xdigit": return c.isASCII && p.isASCIIHexDigit
    case "word": return isWord(c)
    case "ascii": return c.isASCII
    case "graph":
      return !isSpace(c) && p.generalCategory != .control && p.generalCategory != .unassigned
        && p.generalCategory != .surrogate
    default:  // print
      return (c == " " || !isSpace(c)) && p.generalCategory != .control
        && p.generalCategory != .unassigned && p.generalCategory != .surrogate
    }
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isSymbol: Bool {
    switch self {
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
    default: return false
    }
  }
}
