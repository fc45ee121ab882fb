/// The binary properties `\p{…}` names, as far as `Unicode.Scalar.Properties` answers them.
enum RegexProperty: String, Sendable, CaseIterable {
  case any, assigned, alphabetic, uppercase, lowercase, whitespace, cased, math, emoji, dash
  case asciihexdigit, hexdigit, ideographic, diacritic, extender, noncharactercodepoint
  case defaultignorablecodepoint, casedletter

  func holds(_ c: Unicode.Scalar) -> Bool {
    let p = c.properties
    switch self {
    case .any: return true
    case .assigned: return p.generalCategory != .unassigned
    case .alphabetic: return p.isAlphabetic
    case .uppercase: return p.isUppercase
    case .lowercase: return p.isLowercase
    case .whitespace: return p.isWhitespace
    case .cased: return p.isCased
    case .math: return p.isMath
    case .emoji: return p.isEmoji
    case .dash: return p.isDash
    case .asciihexdigit: return p.isASCIIHexDigit
    case .hexdigit: return p.isHexDigit
    case .ideographic: return p.isIdeographic
    case .diacritic: return p.isDiacritic
    case .extender: return p.isExtender
    case .noncharactercodepoint: return p.isNoncharacterCodePoint
    case .defaultignorablecodepoint: return p.isDefaultIgnorableCodePoint
    case .casedletter:
      return [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter].contains(p.generalCategory)
    }
  }
}

extension RegexClass {
  /// The class `\p{name}` names: a general category (`L`, `Lu`, `Letter`,
  /// `Uppercase_Letter`…), a POSIX name (`Alpha`, `Digit`…, as `[[:alpha:]]`) or a binary
  /// property; names compare as Oniguruma's do, ignoring case, spaces, `_` and `-`. `^` in
  /// front negates. Scripts (`Greek`) and blocks (`InBasicLatin`) are refused: Swift's
  /// Unicode tables do not tell a scalar's script.
  static func property(_ written: String) throws(RegexSyntaxError) -> RegexClass {
    var name = String(
      written.unicodeScalars.filter { !" _-".unicodeScalars.contains($0) }.map(Character.init)
    ).lowercased()
    var negated = false
    if name.hasPrefix("^") {
      negated = true
      name.removeFirst()
    }
    let found: RegexClass
    if let list = categoryNames[name] {
      found = .categories(list)
    } else if posixNames.contains(name) {
      found = .posix(name)
    } else if name == "l&" {
      throw .invalid("invalid character property name {\(written)}")
    } else if let flag = RegexProperty(rawValue: name == "lc" ? "casedletter" : name) {
      found = .flag(flag)
    } else if name.allSatisfy({ $0.isLetter }) {
      throw .unsupported("the property {\(written)} (scripts and blocks)")
    } else {
      throw .invalid("invalid character property name {\(written)}")
    }
    return negated ? .not(found) : found
  }

  private static let groups: [(short: String, long: String, [Unicode.GeneralCategory])] = [
    (
      "l", "letter",
      [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
        .otherLetter,
      ]
    ),
    ("lu", "uppercaseletter", [.uppercaseLetter]), ("ll", "lowercaseletter", [.lowercaseLetter]),
    ("lt", "titlecaseletter", [.titlecaseLetter]), ("lm", "modifierletter", [.modifierLetter]),
    ("lo", "otherletter", [.otherLetter]),
    ("m", "mark", [.nonspacingMark, .spacingMark, .enclosingMark]),
    ("mn", "nonspacingmark", [.nonspacingMark]), ("mc", "spacingmark", [.spacingMark]),
    ("me", "enclosingmark", [.enclosingMark]),
    ("n", "number", [.decimalNumber, .letterNumber, .otherNumber]),
    ("nd", "decimalnumber", [.decimalNumber]), ("nl", "letternumber", [.letterNumber]),
    ("no", "othernumber", [.otherNumber]),
    (
      "p", "punctuation",
      [
        .connectorPunctuation, .dashPunctuation, .openPunctuation,
        .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
      ]
    ),
    ("pc", "connectorpunctuation", [.connectorPunctuation]),
    ("pd", "dashpunctuation", [.dashPunctuation]), ("ps", "openpunctuation", [.openPunctuation]),
    ("pe", "closepunctuation", [.closePunctuation]),
    ("pi", "initialpunctuation", [.initialPunctuation]),
    ("pf", "finalpunctuation", [.finalPunctuation]),
    ("po", "otherpunctuation", [.otherPunctuation]),
    ("s", "symbol", [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]),
    ("sm", "mathsymbol", [.mathSymbol]), ("sc", "currencysymbol", [.currencySymbol]),
    ("sk", "modifiersymbol", [.modifierSymbol]), ("so", "othersymbol", [.otherSymbol]),
    ("z", "separator", [.spaceSeparator, .lineSeparator, .paragraphSeparator]),
    ("zs", "spaceseparator", [.spaceSeparator]), ("zl", "lineseparator", [.lineSeparator]),
    ("zp", "paragraphseparator", [.paragraphSeparator]),
    ("c", "other", [.control, .format, .surrogate, .privateUse, .unassigned]),
    ("cc", "control", [.control]), ("cf", "format", [.format]), ("cs", "surrogate", [.surrogate]),
    ("co", "privateuse", [.privateUse]), ("cn", "unassigned", [.unassigned]),
  ]

  private static let categoryNames: [String: [Unicode.GeneralCategory]] = {
    var out: [String: [Unicode.GeneralCategory]] = [:]
    for (short, long, list) in groups {
      out[short] = list
      out[long] = list
    }
    return out
  }()
}
